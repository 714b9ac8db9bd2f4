// Bead seated: the molded line just above the bead sits the same distance from the rim edge all the way
// round, on both sides; a line that dips toward the rim means the bead is not up on its seat there.
import {Arrow, Svg, T} from './kit';

function Section({x, dip, title, c}: {x: number; dip: boolean; title: string; c: string}) {
  const line = (y: number) => (dip ? `M${x} ${y} Q${x + 110} ${y + 22} ${x + 220} ${y}` : `M${x} ${y} L${x + 220} ${y}`);
  return (
    <g>
      {/* Tire sidewall above, rim below. */}
      <rect x={x} y={40} width={220} height={150} rx={6} className="f-part" />
      <rect x={x} y={190} width={220} height={40} className="f-metal" />
      <path d={line(160)} className="f-hl-line" />
      <Arrow x1={x + 200} y1={164} x2={x + 200} y2={188} c="blue" both />
      <T x={x + 110} y={260} a="middle" c={`f-bold ${c}`}>
        {title}
      </T>
    </g>
  );
}

export default function FigBeadLine() {
  return (
    <Svg h={310}>
      <Section x={20} dip={false} title="Seated: gap even" c="f-green" />
      <Section x={320} dip title="Not seated here" c="f-accent" />
      <T x={130} y={100} a="middle" c="f-small">
        Sidewall
      </T>
      <T x={130} y={140} a="middle" c="f-accent f-small">
        Molded line
      </T>
      <T x={130} y={212} a="middle" c="f-small">
        Rim
      </T>
      <T x={280} y={294} a="middle" c="f-small">
        Check all the way round, on both sides
      </T>
    </Svg>
  );
}
