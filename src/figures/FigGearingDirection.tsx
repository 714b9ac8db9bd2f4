// Which way a sprocket change moves the gearing.
import {Svg, T} from './kit';

function Pair({x, front, rear, title, sub, c}: {x: number; front: number; rear: number; title: string; sub: string; c: string}) {
  // The chain runs leave each sprocket on their common tangents, so the heavy line never cuts across a sprocket.
  const sin = (rear - front) / 140;
  const cos = Math.sqrt(1 - sin * sin);
  const run = (side: 1 | -1) => ({
    x1: x + 40 - front * sin,
    y1: 120 - side * front * cos,
    x2: x + 180 - rear * sin,
    y2: 120 - side * rear * cos,
  });
  return (
    <g>
      <circle cx={x + 40} cy={120} r={front} className="f-metal" />
      <circle cx={x + 180} cy={120} r={rear} className="f-metal" />
      <line {...run(1)} className="f-line" strokeWidth={4} />
      <line {...run(-1)} className="f-line" strokeWidth={4} />
      <T x={x + 110} y={226} a="middle" c={`f-bold ${c}`}>
        {title}
      </T>
      <T x={x + 110} y={254} a="middle" c="f-small">
        {sub}
      </T>
    </g>
  );
}

export default function FigGearingDirection() {
  return (
    <Svg h={300}>
      <Pair x={30} front={18} rear={80} title="Lower gearing" sub="Smaller front, bigger rear" c="f-blue" />
      <Pair x={310} front={30} rear={60} title="Higher gearing" sub="Bigger front, smaller rear" c="f-accent" />
      <T x={140} y={282} a="middle" c="f-small">
        More pull, less top speed
      </T>
      <T x={420} y={282} a="middle" c="f-small">
        Less pull, more top speed
      </T>
      <T x={70} y={24} a="middle" c="f-muted f-small">
        Front
      </T>
      <T x={210} y={24} a="middle" c="f-muted f-small">
        Rear
      </T>
    </Svg>
  );
}
