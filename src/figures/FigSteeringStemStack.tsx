// Steering head, top to bottom: stem nut, top clamp, bearing adjuster nut, upper bearing, head tube, lower
// bearing, lower clamp with its stem; head tube length is taken from the top of the upper bearing cup to the
// bottom of the lower one. Below, a clamp laid flat: offset is the square distance from the stem center to a
// straightedge across the centers of both leg bores.
import {Arrow, Lead, Svg, T} from './kit';

const LABELS: [string, number, number, number][] = [
  // text, label y, part edge x, part edge y
  ['Stem nut', 22, 214, 23],
  ['Top clamp', 50, 270, 50],
  ['Adjuster nut', 84, 218, 85],
  ['Upper bearing', 116, 226, 106],
  ['Head tube', 166, 230, 166],
  ['Lower bearing', 208, 226, 227],
  ['Lower clamp and stem', 256, 280, 256],
];

export default function FigSteeringStemStack() {
  return (
    <Svg h={492}>
      {/* The stack, shown with the steering axis upright. */}
      <rect x={181} y={14} width={18} height={250} className="f-metal" />
      <rect x={150} y={96} width={80} height={140} className="f-part" />
      <rect x={166} y={14} width={48} height={18} rx={3} className="f-darkpart" />
      <rect x={110} y={36} width={160} height={28} rx={6} className="f-part" />
      <line x1={181} y1={114} x2={181} y2={220} className="f-dash" />
      <line x1={199} y1={114} x2={199} y2={220} className="f-dash" />
      <rect x={162} y={78} width={56} height={14} rx={3} className="f-amber-part" />
      {[98, 220].map((y) => (
        <g key={y}>
          <rect x={154} y={y} width={24} height={16} rx={3} className="f-metal" />
          <rect x={202} y={y} width={24} height={16} rx={3} className="f-metal" />
          <circle cx={166} cy={y + 8} r={4} className="f-darkpart" />
          <circle cx={214} cy={y + 8} r={4} className="f-darkpart" />
        </g>
      ))}
      <rect x={100} y={240} width={180} height={30} rx={6} className="f-part" />
      {LABELS.map(([text, y, px, py]) => (
        <g key={text}>
          <Lead x1={334} y1={y} x2={px} y2={py} />
          <T x={340} y={y} c="f-small">
            {text}
          </T>
        </g>
      ))}
      {/* Head tube length. */}
      <line x1={116} y1={98} x2={150} y2={98} className="f-thin" />
      <line x1={116} y1={236} x2={150} y2={236} className="f-thin" />
      <Arrow x1={126} y1={98} x2={126} y2={236} c="hl" both />
      <T x={0} y={154} c="f-accent f-bold">
        Head tube
      </T>
      <T x={0} y={180} c="f-accent f-bold">
        length
      </T>

      {/* Offset, on a clamp laid flat, front of the bike at the top. */}
      <line x1={0} y1={290} x2={560} y2={290} className="f-thin" />
      <T x={0} y={310} c="f-muted f-small">
        Clamp laid flat, seen from above
      </T>
      <g transform="translate(0 -8)">
        <path
          d="M110 340 H450 Q470 340 470 360 V420 Q470 436 452 442 L330 484 Q280 500 230 484 L108 442 Q90 436 90 420 V360 Q90 340 110 340 Z"
          className="f-part"
        />
        {[150, 410].map((x) => (
          <g key={x}>
            <circle cx={x} cy={380} r={28} className="f-paper" />
            <circle cx={x} cy={380} r={28} className="f-line" />
          </g>
        ))}
        <circle cx={280} cy={456} r={18} className="f-metal" />
        <line x1={20} y1={380} x2={540} y2={380} className="f-blue-line" />
        <T x={280} y={364} a="middle" c="f-blue f-small">
          Straightedge
        </T>
        <circle cx={150} cy={380} r={3} className="f-ink" />
        <circle cx={410} cy={380} r={3} className="f-ink" />
        <circle cx={280} cy={456} r={3} className="f-ink" />
        <Arrow x1={280} y1={452} x2={280} y2={384} c="hl" both />
        <T x={292} y={420} c="f-accent f-bold">
          Offset
        </T>
        <T x={150} y={428} a="middle" c="f-small">
          Leg bore
        </T>
        <T x={410} y={428} a="middle" c="f-small">
          Leg bore
        </T>
        <T x={306} y={466} c="f-small">
          Stem
        </T>
      </g>
    </Svg>
  );
}
