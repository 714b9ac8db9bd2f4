// The lean test for ground clearance, seen from behind with the bike leaned to its right: the rear tire on its
// shoulder, and the parts on the low side that can touch the ground first (footpeg, brake pedal, exhaust).
// Leaned the other way, the gear lever and side stand are the parts to watch.
import {Arrow, Lead, Svg, T} from './kit';

/** Where the tire's round profile is centered on screen, and the lean in degrees (clockwise: to the right). */
const PX = 230;
const PY = 350;
const LEAN = 35;
const GROUND = PY + 30;

/** A point of the upright bike (x right, y up from the tire profile's center) on screen. */
function at(x: number, y: number): [number, number] {
  const a = (LEAN * Math.PI) / 180;
  return [PX + x * Math.cos(a) + y * Math.sin(a), PY + x * Math.sin(a) - y * Math.cos(a)];
}

export default function FigLeanClearance() {
  const peg = at(115, 80);
  const pedal = at(80, 63);
  const muffler = at(62, 140);
  return (
    <Svg h={450}>
      <line x1={0} y1={GROUND} x2={560} y2={GROUND} className="f-line" strokeWidth={4} />
      <g transform={`translate(${PX} ${PY}) rotate(${LEAN})`}>
        {/* Handlebar and its post. */}
        <line x1={0} y1={-200} x2={0} y2={-262} className="f-line" strokeWidth={8} />
        <line x1={-100} y1={-262} x2={100} y2={-262} className="f-line" strokeWidth={6} />
        {/* Engine cases behind the wheel, seat above it. */}
        <rect x={-55} y={-145} width={110} height={70} rx={10} className="f-part" />
        <rect x={-40} y={-205} width={80} height={34} rx={8} className="f-darkpart" />
        <rect x={-36} y={-171} width={72} height={14} rx={4} className="f-part" />
        {/* Rear tire, its round profile centered on the origin. */}
        <rect x={-32} y={-150} width={64} height={180} rx={32} className="f-darkpart" />
        {/* Footpegs both sides; on the right, the brake pedal below and the exhaust above. */}
        <rect x={55} y={-86} width={60} height={12} rx={3} className="f-hl" />
        <rect x={-115} y={-86} width={60} height={12} rx={3} className="f-metal" />
        <rect x={45} y={-68} width={37} height={10} rx={3} className="f-hl" />
        <circle cx={62} cy={-140} r={18} className="f-hl" />
      </g>
      <Arrow x1={peg[0]} y1={peg[1] + 4} x2={peg[0]} y2={GROUND - 2} c="hl" both />

      <Lead x1={440} y1={290} x2={muffler[0] + 10} y2={muffler[1]} />
      <T x={446} y={290} c="f-accent f-bold">
        Exhaust
      </T>
      <Lead x1={440} y1={342} x2={peg[0] + 4} y2={peg[1]} />
      <T x={446} y={342} c="f-accent f-bold">
        Footpeg
      </T>
      <Lead x1={270} y1={404} x2={pedal[0] - 4} y2={pedal[1]} />
      <T x={276} y={408} c="f-accent f-bold">
        Brake pedal
      </T>
      <T x={0} y={20}>
        Seen from behind,
      </T>
      <T x={0} y={46}>
        leaned to the right
      </T>
      <T x={0} y={438} c="f-muted f-small">
        Lean left too: gear lever, side stand
      </T>
    </Svg>
  );
}
