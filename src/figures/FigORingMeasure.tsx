// The two sizes of an O-ring and how a caliper takes them: the inside diameter across the ring laid flat, two
// readings at right angles, averaged; the cross-section across the cord with the jaws closed lightly, since
// a squeezed cord reads small.
import {Arrow, Svg, T} from './kit';

const C = {x: 140, y: 150};
const OUT = 112;
const IN = 82;
const CORD = {x: 450, y: 150, r: 46};

export default function FigORingMeasure() {
  const ring = (r: number) => `M${C.x - r} ${C.y} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
  return (
    <Svg h={376}>
      {/* The ring laid flat, and the inside diameter taken twice at right angles. */}
      <path d={`${ring(OUT)} ${ring(IN)}`} fillRule="evenodd" className="f-darkpart" />
      <Arrow x1={C.x - IN} y1={C.y} x2={C.x + IN} y2={C.y} c="hl" both />
      <Arrow x1={C.x} y1={C.y - IN} x2={C.x} y2={C.y + IN} c="hl" both />
      <T x={C.x} y={292} a="middle" c="f-accent f-bold">
        Inside diameter
      </T>
      <T x={C.x} y={318} a="middle" c="f-small">
        Two readings at right
      </T>
      <T x={C.x} y={342} a="middle" c="f-small">
        angles, averaged
      </T>

      {/* The cord seen in section (the ring is not cut), between caliper jaws closed just to touch. */}
      <T x={CORD.x} y={8} a="middle" c="f-blue f-bold">
        Cross-section
      </T>
      <line x1={CORD.x - CORD.r} y1={34} x2={CORD.x - CORD.r} y2={CORD.y} className="f-thin" />
      <line x1={CORD.x + CORD.r} y1={34} x2={CORD.x + CORD.r} y2={CORD.y} className="f-thin" />
      <Arrow x1={CORD.x - CORD.r} y1={40} x2={CORD.x + CORD.r} y2={40} c="blue" both />
      <rect x={CORD.x - CORD.r - 16} y={CORD.y - 60} width={16} height={120} rx={3} className="f-metal" />
      <rect x={CORD.x + CORD.r} y={CORD.y - 60} width={16} height={120} rx={3} className="f-metal" />
      <circle cx={CORD.x} cy={CORD.y} r={CORD.r} className="f-darkpart" />
      <T x={CORD.x} y={240} a="middle" c="f-small f-muted">
        The cord in section
      </T>
      <T x={CORD.x} y={292} a="middle" c="f-small">
        Close the jaws lightly:
      </T>
      <T x={CORD.x} y={318} a="middle" c="f-small">
        a squeezed cord
      </T>
      <T x={CORD.x} y={342} a="middle" c="f-small">
        reads small
      </T>
    </Svg>
  );
}
