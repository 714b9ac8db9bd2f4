// Strip order of a 153FMI-type horizontal engine, as the disassembly page gives it: top end, left side, right
// side, split the cases, then the gearbox and crank from the left half.
import {Arrow, Box, Svg, T} from './kit';

const STAGES: {title: string; lines: string[]; c: string}[] = [
  {title: '1 Top end', lines: ['Cam cover, cam sprocket,', 'head, cylinder, piston'], c: 'f-amber-part'},
  {
    title: '2 Left side',
    lines: ['Cover with stator, rotor', '(holder, puller), Woodruff', 'key, starter gears if fitted,', 'cam chain, guide, tensioner'],
    c: 'f-blue-part',
  },
  {
    title: '3 Right side',
    lines: ['Cover, oil filter rotor,', 'clutch, primary gear, oil', 'pump, shift mechanism,', 'kickstart spring'],
    c: 'f-green-part',
  },
  {title: '4 Split', lines: ['Right half off; crank and', 'shafts stay in the left'], c: 'f-part'},
  {
    title: '5 Gearbox, crank',
    lines: ['Fork shaft, drum, forks;', 'both shafts together;', 'kickstart shaft; crank', 'pressed out last'],
    c: 'f-part',
  },
];

export default function FigEngineStripOrder() {
  let y = 0;
  const out = STAGES.map((s, i) => {
    const h = 20 + s.lines.length * 26;
    const top = y;
    y += h + 22;
    return (
      <g key={s.title}>
        <Box x={0} y={top} width={560} height={h} c={s.c} shape={`stage${i}`} />
        <T x={14} y={top + 10 + 13} c="f-bold" box={`stage${i}`}>
          {s.title}
        </T>
        {s.lines.map((line, j) => (
          <T key={line} x={250} y={top + 10 + 13 + j * 26} c="f-small" box={`stage${i}`}>
            {line}
          </T>
        ))}
        {i < STAGES.length - 1 && <Arrow x1={120} y1={top + h} x2={120} y2={top + h + 20} />}
      </g>
    );
  });
  return <Svg h={y - 22}>{out}</Svg>;
}
