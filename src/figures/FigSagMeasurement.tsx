// Rear sag: axle centre to a mark straight above it, with the wheel hanging (L1), then with the bike on its
// wheels (static) or with the rider aboard (rider sag). Sag is L1 minus the loaded reading.
import {Arrow, Svg, T} from './kit';

function Stage({x, drop, title, c}: {x: number; drop: number; title: string; c: string}) {
  const mark = 60;
  const axle = 230 - drop;
  return (
    <g>
      <rect x={x - 70} y={mark - 14} width={140} height={14} rx={4} className="f-part" />
      <line x1={x - 8} y1={mark} x2={x + 8} y2={mark} className="f-hl-line" strokeWidth={5} />
      <circle cx={x} cy={axle} r={50} className="f-thin" />
      <circle cx={x} cy={axle} r={7} className="f-ink" />
      <Arrow x1={x + 20} y1={mark + 4} x2={x + 20} y2={axle - 4} c="blue" both />
      <T x={x} y={306} a="middle" c={`f-bold ${c}`}>
        {title}
      </T>
    </g>
  );
}

export default function FigSagMeasurement() {
  return (
    <Svg h={350}>
      <T x={280} y={22} a="middle" c="f-small">
        Mark on the fender, straight above the axle
      </T>
      <Stage x={95} drop={0} title="L1: hanging" c="f-blue" />
      <Stage x={280} drop={30} title="Bike only" c="" />
      <Stage x={465} drop={80} title="Rider on" c="f-accent" />
      <T x={280} y={334} a="middle" c="f-small">
        Sag = L1 minus the loaded reading
      </T>
    </Svg>
  );
}
