// A pit bike laid up for the winter, seen from the right: on a stand with both wheels off the floor, the
// silencer outlet plugged, the intake covered, the float bowl drained, oil in the cylinder through the plug
// hole, the chain (on the far, left side, so dashed) oiled and a tag on the handlebar listing what was plugged or removed.
import {Svg, T} from './kit';

/** A numbered callout on the bike, matching the list under the drawing. */
function Spot({x, y, n}: {x: number; y: number; n: number}) {
  return (
    <g>
      <circle cx={x} cy={y} r={14} className="f-hl" />
      <T x={x} y={y + 1} a="middle" c="f-small f-bold f-accent">
        {n}
      </T>
    </g>
  );
}

const LIST: [number, string][] = [
  [1, 'Silencer outlet plugged'],
  [2, 'Intake covered'],
  [3, 'Float bowl drained'],
  [4, 'Oil through the plug hole'],
  [5, 'Chain (left side) oiled'],
  [6, 'Tag: what you plugged'],
];

export default function FigStorageLayup() {
  return (
    <Svg h={396}>
      <g transform="translate(0 -76)">
        {/* Floor and the stand under the frame; both tires clear of the floor. */}
        <line x1={0} y1={330} x2={560} y2={330} className="f-line" />
        <rect x={236} y={276} width={90} height={54} rx={4} className="f-amber-part" />
        {/* Wheels. */}
        <circle cx={112} cy={250} r={62} className="f-part" />
        <circle cx={112} cy={250} r={40} className="f-paper" />
        <circle cx={112} cy={250} r={6} className="f-darkpart" />
        <circle cx={452} cy={250} r={62} className="f-part" />
        <circle cx={452} cy={250} r={40} className="f-paper" />
        <circle cx={452} cy={250} r={6} className="f-darkpart" />
        {/* Swingarm, and the chain and rear sprocket on the far (left) side, dashed. */}
        <path d="M112 244 L236 236 L236 250 L112 256 Z" className="f-metal" />
        <circle cx={112} cy={250} r={24} className="f-dash" />
        <line x1={112} y1={226} x2={250} y2={238} className="f-dash" strokeWidth={3} />
        <line x1={112} y1={274} x2={250} y2={258} className="f-dash" strokeWidth={3} />
        <circle cx={250} cy={248} r={10} className="f-darkpart" />
        {/* Engine case, horizontal cylinder and head. */}
        <rect x={226} y={200} width={104} height={76} rx={14} className="f-metal" />
        <rect x={326} y={214} width={58} height={38} rx={4} className="f-metal" />
        <rect x={380} y={208} width={22} height={50} rx={4} className="f-metal" />
        {/* Spark plug and cap on the head. */}
        <rect x={386} y={192} width={10} height={16} className="f-darkpart" />
        {/* Carburetor with its float bowl, above the cylinder. */}
        <rect x={300} y={170} width={56} height={22} rx={3} className="f-metal" />
        <rect x={310} y={192} width={36} height={18} rx={3} className="f-metal" />
        {/* Frame, fork and handlebar. */}
        <path d="M226 214 L196 156 L400 132" className="f-line" strokeWidth={6} />
        <line x1={404} y1={118} x2={452} y2={250} className="f-line" strokeWidth={6} />
        <line x1={380} y1={98} x2={430} y2={92} className="f-line" strokeWidth={6} />
        <line x1={404} y1={118} x2={404} y2={96} className="f-line" />
        {/* Tank, seat, airbox, and the silencer with its pipe along the side of the crankcase (clear of the stand). */}
        <path d="M282 132 L392 124 L386 166 L300 168 Z" className="f-part" />
        <rect x={96} y={120} width={200} height={20} rx={10} className="f-darkpart" />
        <rect x={196} y={142} width={60} height={40} rx={6} className="f-part" />
        <rect x={36} y={152} width={140} height={28} rx={8} className="f-metal" />
        <path d="M392 258 Q392 270 370 270 L240 270 C200 270 180 230 176 170" className="f-line" strokeWidth={6} />
        {/* Tag on the handlebar. */}
        <line x1={426} y1={93} x2={440} y2={100} className="f-thin" />
        <rect x={430} y={98} width={38} height={26} rx={3} className="f-paper" />
        <rect x={430} y={98} width={38} height={26} rx={3} className="f-thin" />
        <Spot x={30} y={166} n={1} />
        <Spot x={226} y={162} n={2} />
        <Spot x={296} y={201} n={3} />
        <Spot x={391} y={172} n={4} />
        <Spot x={198} y={284} n={5} />
        <Spot x={488} y={110} n={6} />
        {/* Gap under the tires. */}
        <T x={452} y={350} a="middle" c="f-small f-muted">
          Tires off the floor
        </T>
        <T x={281} y={350} a="middle" c="f-small f-muted">
          Stand
        </T>
        {LIST.map(([n, text], i) => (
          <T key={n} x={i < 3 ? 0 : 290} y={394 + (i % 3) * 30} c="f-small">
            {`${n} ${text}`}
          </T>
        ))}
      </g>
    </Svg>
  );
}
