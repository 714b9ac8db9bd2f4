// Crisscross order for four cylinder head nuts: diagonally opposite pairs, in two or three stages.
import {Svg, T} from './kit';

export default function FigCrisscrossOrder() {
  const nuts: [number, number, string][] = [
    [150, 80, '1'],
    [330, 260, '2'],
    [330, 80, '3'],
    [150, 260, '4'],
  ];
  return (
    <Svg h={340}>
      <rect x={110} y={40} width={260} height={260} rx={30} className="f-part" />
      <circle cx={240} cy={170} r={62} className="f-thin" />
      <T x={240} y={170} a="middle" c="f-muted f-small">
        Bore
      </T>
      <line x1={150} y1={80} x2={330} y2={260} className="f-dash" />
      <line x1={330} y1={80} x2={150} y2={260} className="f-dash" />
      {nuts.map(([x, y, n]) => (
        <g key={n}>
          <circle cx={x} cy={y} r={22} className="f-metal" data-shape={`nut${n}`} />
          <T x={x} y={y + 1} a="middle" c="f-bold" box={`nut${n}`}>
            {n}
          </T>
        </g>
      ))}
      <T x={384} y={90} c="f-small">
        Snug all by hand
      </T>
      <T x={384} y={116} c="f-small">
        then 1-2-3-4
      </T>
      <T x={384} y={142} c="f-small">
        in 2 or 3 stages
      </T>
      <T x={384} y={168} c="f-small">
        to full torque
      </T>
      <T x={240} y={326} a="middle" c="f-muted f-small">
        Cylinder head from above
      </T>
    </Svg>
  );
}
