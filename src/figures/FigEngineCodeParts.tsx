// An engine code as stamped on the left crankcase, split into the positions of China's engine naming standard
// (GB/T 725): cylinders, layout letter, stroke letter, bore class, cooling letter, use letter and the maker's
// letter. The code comes from the page and is read by the same decoder as the calculator, so the drawing cannot
// disagree with it. A position the code leaves out is drawn as an empty, dashed slot.
import {decodeEngineCode} from '@site/src/lib/calc/engineCode';
import {Svg, T} from './kit';

interface Slot {
  text: string;
  lines: string[];
}

function slots(code: string): Slot[] {
  const r = decodeEngineCode(code);
  if (!r.ok) throw new Error(`FigEngineCodeParts: ${code} does not decode: ${r.message}`);
  const m = /^(\d)(P|V)?(E)?(\d{2})([A-Z]?)([A-Z]?)(.*)$/.exec(r.code)!;
  const [, cyl, layout = '', stroke = '', bore, cooling = '', use = '', maker = ''] = m;
  return [
    {text: cyl!, lines: [`${r.cylinders} cylinder${r.cylinders > 1 ? 's' : ''}`]},
    {text: layout, lines: layout === 'P' ? ['Horizontal'] : layout ? [`${layout} layout`] : ['No P: look', 'at the cylinder']},
    {text: stroke, lines: stroke ? ['Two-stroke'] : ['No E:', 'four-stroke']},
    {text: bore!, lines: ['Bore class', `${r.boreMm} mm`]},
    {text: cooling, lines: r.cooling ? [r.cooling.replace(/^./, (c) => c.toUpperCase())] : cooling ? ['Not decoded'] : ['No letter']},
    {text: use, lines: r.use ? [r.use.replace(/^./, (c) => c.toUpperCase())] : use ? ['Not decoded'] : ['No letter']},
    {text: maker, lines: ["Maker's", 'letter']},
  ];
}

const W = 60;
const STEP = 77;
const X0 = 17;
const TOP = 92;
const H = 60;

export default function FigEngineCodeParts({code}: {code: string}) {
  const s = slots(code);
  return (
    <Svg h={230}>
      {/* The stamped pad, with one box per position. */}
      <rect x={0} y={TOP - 14} width={560} height={H + 28} rx={8} className="f-metal" />
      {s.map((slot, i) => {
        const cx = X0 + i * STEP + W / 2;
        const above = i % 2 === 1;
        const y0 = above ? TOP - 52 - (slot.lines.length - 1) * 24 : TOP + H + 40;
        return (
          <g key={i}>
            <rect
              x={cx - W / 2}
              y={TOP}
              width={W}
              height={H}
              rx={4}
              className={slot.text ? 'f-paper' : 'f-dash'}
              stroke={slot.text ? 'currentColor' : undefined}
              strokeWidth={slot.text ? 2 : undefined}
            />
            {slot.text && (
              <T x={cx} y={TOP + H / 2} a="middle" c="f-bold">
                {slot.text}
              </T>
            )}
            <line x1={cx} y1={above ? TOP - 14 : TOP + H + 14} x2={cx} y2={above ? TOP - 32 : TOP + H + 24} className="f-thin" />
            {slot.lines.map((line, j) => (
              <T key={j} x={cx} y={y0 + j * 24} a="middle" c={j === 0 && slot.text ? 'f-small f-bold' : 'f-small'}>
                {line}
              </T>
            ))}
          </g>
        );
      })}
    </Svg>
  );
}
