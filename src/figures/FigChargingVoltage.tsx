// Charging voltage at the battery: meter on DC volts across the terminals, red to positive, engine running;
// then how the reading should move as the revs rise (level off), against the two faults (keeps climbing,
// never rises). No values: the page's table gives the figures for the machines it names.
import {Svg, T} from './kit';

export default function FigChargingVoltage() {
  return (
    <Svg h={470}>
      {/* Battery with its two terminals. */}
      <rect x={20} y={70} width={200} height={110} rx={8} className="f-part" data-shape="battery" />
      <rect x={44} y={54} width={34} height={16} className="f-metal" />
      <rect x={162} y={54} width={34} height={16} className="f-metal" />
      <T x={61} y={96} a="middle" c="f-bold" box="battery">
        +
      </T>
      <T x={179} y={96} a="middle" c="f-bold" box="battery">
        −
      </T>
      <T x={120} y={150} a="middle" c="f-small" box="battery">
        Battery
      </T>
      {/* Meter leads: red to positive, black to negative. */}
      <path d="M61 54 Q61 20 330 30" className="f-hl-line" />
      <path d="M179 54 Q190 70 330 80" className="f-line" />
      <rect x={330} y={0} width={210} height={180} rx={12} className="f-part" data-shape="meter" />
      <rect x={346} y={16} width={178} height={50} rx={4} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <T x={435} y={42} a="middle" c="f-bold" box="meter">
        DC V
      </T>
      <T x={435} y={94} a="middle" c="f-small" box="meter">
        Red: battery +
      </T>
      <T x={435} y={120} a="middle" c="f-small" box="meter">
        Black: battery −
      </T>
      <T x={435} y={156} a="middle" c="f-muted f-small" box="meter">
        Engine running
      </T>
      {/* What the reading does as the revs rise. */}
      <line x1={60} y1={430} x2={530} y2={430} className="f-line" />
      <line x1={60} y1={430} x2={60} y2={220} className="f-line" />
      <T x={530} y={456} a="end" c="f-small">
        Engine speed rising
      </T>
      <T x={72} y={222} c="f-small">
        Volts
      </T>
      {/* Resting battery voltage. */}
      <line x1={60} y1={380} x2={530} y2={380} className="f-dash" />
      <T x={300} y={400} a="middle" c="f-muted f-small">
        Resting voltage
      </T>
      {/* Never rises: no charge reaching the battery. */}
      <path d="M60 380 L530 384" className="f-blue-line" />
      <T x={530} y={362} a="end" c="f-blue f-small">
        Never rises: no charge
      </T>
      {/* Good: rises, then holds once the regulator takes control. */}
      <path d="M60 380 Q180 376 250 320 Q300 290 530 288" className="f-hl-line" />
      <T x={530} y={314} a="end" c="f-accent f-bold">
        Levels off: good
      </T>
      {/* Keeps climbing: not regulating. */}
      <path d="M250 320 Q340 270 440 226" className="f-line" strokeDasharray="8 6" />
      <T x={300} y={232} a="end" c="f-small">
        Keeps climbing:
      </T>
      <T x={300} y={254} a="end" c="f-small">
        not regulating
      </T>
    </Svg>
  );
}
