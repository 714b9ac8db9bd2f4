// Wheel alignment, seen from above: equal pivot-to-axle distances, and adjuster notches on the same mark.
import {Arrow, Svg, T} from './kit';

function Marks({y}: {y: number}) {
  return (
    <g>
      {[400, 415, 430, 445, 460].map((x) => (
        <line key={x} x1={x} y1={y - 9} x2={x} y2={y + 9} className="f-line" strokeWidth={2} />
      ))}
    </g>
  );
}

export default function FigChainAlignment() {
  return (
    <Svg h={330}>
      {/* Swingarm arms from the pivot (left) to the axle (right). */}
      <rect x={60} y={60} width={430} height={26} rx={8} className="f-part" />
      <rect x={60} y={234} width={430} height={26} rx={8} className="f-part" />
      <rect x={52} y={60} width={22} height={200} rx={6} className="f-metal" />
      <circle cx={63} cy={73} r={6} className="f-ink" />
      <circle cx={63} cy={247} r={6} className="f-ink" />
      {/* Axle and wheel. */}
      {/* The axle runs through the hub: drawn where it shows either side of the wheel, not under the label. */}
      <line x1={430} y1={40} x2={430} y2={110} className="f-line" strokeWidth={6} />
      <line x1={430} y1={210} x2={430} y2={280} className="f-line" strokeWidth={6} />
      <rect x={380} y={110} width={100} height={100} rx={10} className="f-darkpart" />
      <Marks y={98} />
      <Marks y={222} />
      <polygon points="430,88 438,100 422,100" className="f-accent-fill" />
      <polygon points="430,232 438,220 422,220" className="f-accent-fill" />
      {/* Equal distances. */}
      <Arrow x1={63} y1={30} x2={430} y2={30} c="blue" both />
      <Arrow x1={63} y1={300} x2={430} y2={300} c="blue" both />
      <T x={230} y={16} a="middle" c="f-blue f-bold">
        A
      </T>
      <T x={230} y={318} a="middle" c="f-blue f-bold">
        B
      </T>
      <T x={90} y={140} c="f-bold">
        A = B
      </T>
      <T x={90} y={170} c="f-small">
        Same notch on
      </T>
      <T x={90} y={196} c="f-small">
        both sides
      </T>
      <T x={430} y={160} a="middle" c="f-small">
        Wheel
      </T>
      <T x={545} y={160} a="end" c="f-small">
        Axle
      </T>
    </Svg>
  );
}
