// Valve stem angle after a ride: straight means the tire has stayed put on the rim; leaning means the tire
// has crept round and is dragging the tube with it.
import {Svg, T} from './kit';

function Stem({x, lean, title, sub, c}: {x: number; lean: number; title: string; sub: string; c: string}) {
  return (
    <g>
      <rect x={x - 110} y={60} width={220} height={40} className="f-metal" />
      <path d={`M${x - 110} 60 Q${x} 40 ${x + 110} 60`} className="f-thin" />
      <g transform={`rotate(${lean} ${x} 80)`}>
        <rect x={x - 9} y={80} width={18} height={110} rx={4} className={lean ? 'f-hl' : 'f-blue-part'} />
        <rect x={x - 13} y={180} width={26} height={20} rx={4} className="f-darkpart" />
      </g>
      <T x={x} y={236} a="middle" c={`f-bold ${c}`}>
        {title}
      </T>
      <T x={x} y={262} a="middle" c="f-small">
        {sub}
      </T>
    </g>
  );
}

export default function FigValveStemCreep() {
  return (
    <Svg h={290}>
      <T x={280} y={24} a="middle" c="f-muted f-small">
        Rim and valve stem, seen from the side
      </T>
      <Stem x={140} lean={0} title="Straight: OK" sub="Tire has not moved" c="f-green" />
      <Stem x={420} lean={24} title="Leaning: creeping" sub="Tighten the rim lock" c="f-accent" />
    </Svg>
  );
}
