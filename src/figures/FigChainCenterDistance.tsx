// The center distance the chain length calculator asks for: from the center of the output shaft (front sprocket)
// to the center of the rear axle, with the axle about halfway along its adjuster slot. Seen from the chain side.
import {Arrow, Lead, Svg, T} from './kit';

const FRONT = {x: 90, y: 150, r: 30};
const REAR = {x: 440, y: 150, r: 70};

export default function FigChainCenterDistance() {
  return (
    <Svg h={340}>
      {/* Sprockets, then the chain wrapped round them. */}
      <circle cx={FRONT.x} cy={FRONT.y} r={FRONT.r} className="f-metal" />
      <circle cx={REAR.x} cy={REAR.y} r={REAR.r} className="f-metal" />
      <line x1={FRONT.x} y1={FRONT.y - FRONT.r} x2={REAR.x} y2={REAR.y - REAR.r} className="f-line" strokeWidth={6} />
      <line x1={FRONT.x} y1={FRONT.y + FRONT.r} x2={REAR.x} y2={REAR.y + REAR.r} className="f-line" strokeWidth={6} />
      <circle cx={FRONT.x} cy={FRONT.y} r={9} className="f-darkpart" />

      {/* Swingarm leg from its pivot to past the axle, with the adjuster slot the axle slides in. */}
      <path d="M150 136 L530 140 L530 162 L150 164 Z" className="f-part" />
      <circle cx={150} cy={150} r={8} className="f-darkpart" />
      <rect x={390} y={140} width={110} height={22} rx={11} className="f-darkpart" />
      <circle cx={REAR.x} cy={REAR.y} r={10} className="f-metal" />

      <Lead x1={60} y1={56} x2={FRONT.x} y2={FRONT.y} />
      <T x={0} y={22}>
        Output shaft
      </T>
      <T x={0} y={46} c="f-small f-muted">
        (front sprocket)
      </T>
      <Lead x1={470} y1={56} x2={REAR.x} y2={REAR.y} />
      <T x={560} y={22} a="end">
        Rear axle
      </T>
      <T x={560} y={46} a="end" c="f-small f-muted">
        midway in its slot
      </T>

      {/* The distance itself, center to center. */}
      <line x1={FRONT.x} y1={FRONT.y} x2={FRONT.x} y2={282} className="f-thin" />
      <line x1={REAR.x} y1={REAR.y} x2={REAR.x} y2={282} className="f-thin" />
      <Arrow x1={FRONT.x} y1={270} x2={REAR.x} y2={270} c="hl" both />
      <T x={265} y={300} a="middle" c="f-accent f-bold">
        Center distance
      </T>
      <T x={265} y={326} a="middle" c="f-small">
        Shaft center to axle center
      </T>
    </Svg>
  );
}
