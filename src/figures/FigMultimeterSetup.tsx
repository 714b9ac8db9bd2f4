// Multimeter set-up: black lead in COM, red lead in the V/Ω socket; black probe on ground, red on the point
// under test.
import {Svg, T} from './kit';

export default function FigMultimeterSetup() {
  return (
    <Svg h={340}>
      <rect x={60} y={20} width={200} height={300} rx={18} className="f-part" data-shape="meter" />
      <rect x={80} y={40} width={160} height={60} rx={6} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <T x={160} y={72} a="middle" c="f-bold" box="meter">
        12.6
      </T>
      <circle cx={160} cy={170} r={44} className="f-metal" />
      <line x1={160} y1={170} x2={160} y2={132} className="f-line" strokeWidth={5} />
      <T x={160} y={116} a="middle" c="f-small" box="meter">
        V DC
      </T>
      <T x={94} y={198} a="middle" c="f-small" box="meter">
        V AC
      </T>
      <T x={222} y={198} a="middle" c="f-small" box="meter">
        Ω
      </T>
      {/* Sockets, named above them so the leads run clear of the names. */}
      <circle cx={110} cy={270} r={12} className="f-darkpart" />
      <circle cx={210} cy={270} r={12} className="f-hl" />
      <T x={110} y={240} a="middle" c="f-small" box="meter">
        COM
      </T>
      <T x={210} y={240} a="middle" c="f-small" box="meter">
        V Ω
      </T>
      {/* Leads. */}
      <path d="M110 270 Q110 330 300 300 L400 280" className="f-line" strokeWidth={4} />
      <path d="M210 270 C250 270 270 170 300 160 L400 130" className="f-hl-line" strokeWidth={4} />
      <T x={404} y={130} c="f-accent f-bold">
        Red probe
      </T>
      <T x={404} y={156} c="f-small">
        test point
      </T>
      <T x={404} y={280} c="f-bold">
        Black probe
      </T>
      <T x={404} y={306} c="f-small">
        ground
      </T>
    </Svg>
  );
}
