// Which part of a slide carburetor meters fuel at which throttle opening. Ranges overlap at the edges.
import {Svg, T} from './kit';

const X0 = 150;
const W = 380;
const at = (f: number) => X0 + f * W;

function Bar({y, from, to, fade = [], label, c}: {y: number; from: number; to: number; fade?: [number, number][]; label: string; c: string}) {
  return (
    <g>
      <T x={140} y={y + 16} a="end">
        {label}
      </T>
      {fade.map(([a, b]) => (
        <rect key={a} x={at(a)} y={y + 6} width={at(b) - at(a)} height={20} rx={3} className={c} opacity={0.45} />
      ))}
      <rect x={at(from)} y={y} width={at(to) - at(from)} height={32} rx={4} className={c} />
    </g>
  );
}

export default function FigCarbCircuits() {
  const ticks: [number, string][] = [
    [0, '0'],
    [1 / 8, '1/8'],
    [1 / 4, '1/4'],
    [1 / 2, '1/2'],
    [3 / 4, '3/4'],
    [1, 'Full'],
  ];
  return (
    <Svg h={290}>
      <T x={at(0.5)} y={20} a="middle" c="f-bold">
        Throttle opening
      </T>
      {ticks.map(([f, l]) => (
        <g key={l}>
          <line x1={at(f)} y1={44} x2={at(f)} y2={236} className="f-dash" />
          <T x={at(f)} y={256} a={f === 1 ? 'end' : f === 0 ? 'start' : 'middle'} c="f-small">
            {l}
          </T>
        </g>
      ))}
      <Bar y={60} from={0} to={1 / 8} fade={[[1 / 8, 1 / 4]]} label="Pilot jet" c="f-green-part" />
      <Bar y={120} from={1 / 4} to={3 / 4} fade={[[1 / 8, 1 / 4]]} label="Needle clip" c="f-blue-part" />
      <Bar y={180} from={3 / 4} to={1} label="Main jet" c="f-amber-part" />
      <T x={at(0.5)} y={280} a="middle" c="f-muted f-small">
        Pale: ranges overlap at the edges
      </T>
    </Svg>
  );
}
