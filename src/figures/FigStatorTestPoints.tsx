// Stator tests at the unplugged connector: one probe on a coil's pin, the other on bare engine metal for a
// grounded coil; between its two pins for a floating coil. Wire colours vary by maker, so pins are named
// by coil.
import {Svg, T} from './kit';

function Coil({x, y, label}: {x: number; y: number; label: string}) {
  return (
    <g>
      <path d={`M${x} ${y} q10 -14 20 0 q10 -14 20 0 q10 -14 20 0 q10 -14 20 0`} className="f-line" />
      <T x={x + 40} y={y - 28} a="middle" c="f-small">
        {label}
      </T>
    </g>
  );
}

export default function FigStatorTestPoints() {
  return (
    <Svg h={360}>
      <Coil x={40} y={90} label="Source coil" />
      <Coil x={40} y={180} label="Lighting coil" />
      <Coil x={40} y={270} label="Pickup coil" />
      {/* Grounded ends to the stator plate. */}
      <line x1={40} y1={90} x2={24} y2={90} className="f-line" />
      <line x1={40} y1={180} x2={24} y2={180} className="f-line" />
      <line x1={40} y1={270} x2={24} y2={270} className="f-line" />
      <line x1={24} y1={90} x2={24} y2={320} className="f-line" />
      <path d="M10 320 L38 320 M15 328 L33 328 M20 336 L28 336" className="f-line" />
      {/* Wires to the connector. */}
      <line x1={120} y1={90} x2={230} y2={90} className="f-line" />
      <line x1={120} y1={180} x2={230} y2={180} className="f-line" />
      <line x1={120} y1={270} x2={230} y2={270} className="f-line" />
      <rect x={230} y={60} width={70} height={240} rx={8} className="f-part" data-shape="connector" />
      {[90, 180, 270].map((y) => (
        <circle key={y} cx={265} cy={y} r={10} className="f-metal" />
      ))}
      <T x={265} y={320} a="middle" c="f-small">
        Connector
      </T>
      {/* Meter probes: on the source coil pin and on engine ground. */}
      <path d="M268 90 L380 60" className="f-hl-line" />
      <path d="M28 320 Q200 350 380 300" className="f-line" strokeDasharray="2 0" />
      <rect x={380} y={40} width={160} height={280} rx={12} className="f-part" data-shape="meter" />
      <rect x={396} y={60} width={128} height={56} rx={4} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <T x={460} y={88} a="middle" c="f-bold" box="meter">
        Ω
      </T>
      <T x={460} y={150} a="middle" c="f-small" box="meter">
        Red probe:
      </T>
      <T x={460} y={174} a="middle" c="f-small" box="meter">
        coil's pin
      </T>
      <T x={460} y={214} a="middle" c="f-small" box="meter">
        Black probe:
      </T>
      <T x={460} y={238} a="middle" c="f-small" box="meter">
        engine metal
      </T>
      <T x={40} y={24} c="f-muted f-small">
        Unplugged; a floating coil is measured pin to pin
      </T>
    </Svg>
  );
}
