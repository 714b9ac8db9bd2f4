// Shift patterns side by side, drawn as the lever's positions from top (lever up) to bottom (lever down):
// N-1-2-3(-4) with every gear down (the dashed loop is a rotary box, where one more click past top gear finds
// neutral), 1-N-2-3-4(-5) with first down and the rest up and neutral a half click between first and second,
// and N-1-2-3-4 with neutral at the bottom and every gear up. `patterns` picks the ones a page names; `speeds`
// draws a box of that many gears exactly, with no dashed optional gear, for a page about one gearbox.
import {Arrow, Svg, T} from './kit';

type Pattern = 'rotary' | 'semi' | 'japanese' | 'neutralBottom';

interface Gear {
  label: string;
  /** Position in clicks from the top of the lever's travel. */
  at: number;
  /** A gear only some boxes have (drawn dashed). */
  optional?: boolean;
}

const PATTERNS: Record<'semi' | 'japanese' | 'neutralBottom', {order: string[]; gears: Gear[]; rule: [string, string]}> = {
  semi: {
    order: ['N', '1', '2', '3', '4'],
    gears: [
      {label: 'N', at: 0},
      {label: '1', at: 1},
      {label: '2', at: 2},
      {label: '3', at: 3},
      {label: '4', at: 4, optional: true},
    ],
    rule: ['Lever down', 'to shift up'],
  },
  japanese: {
    order: ['1', 'N', '2', '3', '4', '5'],
    gears: [
      {label: '5', at: 0, optional: true},
      {label: '4', at: 1},
      {label: '3', at: 2},
      {label: '2', at: 3},
      {label: 'N', at: 3.5},
      {label: '1', at: 4},
    ],
    rule: ['First: lever down', 'Others: lever up'],
  },
  neutralBottom: {
    order: ['N', '1', '2', '3', '4'],
    gears: [
      {label: '4', at: 0},
      {label: '3', at: 1},
      {label: '2', at: 2},
      {label: '1', at: 3},
      {label: 'N', at: 4},
    ],
    rule: ['Lever up', 'to shift up'],
  },
};

const TOP = 84;
const STEP = 76;
const y = (at: number) => TOP + at * STEP;

/** The gears drawn: all of them, or with `speeds` exactly N and 1 to `speeds`, none of them optional. */
function gearsOf(all: Gear[], speeds?: number): Gear[] {
  if (speeds === undefined) return all;
  return all.filter((g) => g.label === 'N' || Number(g.label) <= speeds).map((g) => ({...g, optional: false}));
}

function Column({pattern, x0, w, speeds}: {pattern: Pattern; x0: number; w: number; speeds?: number}) {
  const kind = pattern === 'rotary' ? 'semi' : pattern;
  const {order, rule} = PATTERNS[kind];
  const gears = gearsOf(PATTERNS[kind].gears, speeds);
  const optional = new Set(gears.filter((g) => g.optional).map((g) => g.label));
  const title = order
    .filter((l) => gears.some((g) => g.label === l))
    .map((l, i) => (i === 0 ? l : optional.has(l) ? `(-${l})` : `-${l}`))
    .join('');
  // The lever's travel: from the top gear drawn to the bottom one.
  const top = Math.min(...gears.map((g) => g.at));
  const bottom = Math.max(...gears.map((g) => g.at));
  const cx = x0 + w / 2 + (pattern === 'rotary' ? 12 : 0);
  const id = (g: Gear) => `${pattern}-${g.label}`;
  return (
    <g>
      <T x={x0 + w / 2} y={24} a="middle" c="f-bold">
        {title}
      </T>
      {gears.map((g) => {
        const half = g.label === 'N' && kind === 'japanese';
        const bw = half ? 44 : 58;
        const bh = half ? 30 : 36;
        return (
          <g key={g.label}>
            <rect
              x={cx - bw / 2}
              y={y(g.at) - bh / 2}
              width={bw}
              height={bh}
              rx={8}
              className={g.label === 'N' ? 'f-green-part' : 'f-part'}
              strokeDasharray={g.optional ? '6 5' : undefined}
              data-shape={id(g)}
            />
            <T x={cx} y={y(g.at)} a="middle" c={g.label === 'N' ? 'f-bold f-green' : g.optional ? 'f-muted' : 'f-bold'} box={id(g)}>
              {g.label}
            </T>
          </g>
        );
      })}
      {/* Which way the lever goes for a higher gear. */}
      {kind === 'semi' && <Arrow x1={cx + 46} y1={y(top)} x2={cx + 46} y2={y(bottom)} c="hl" />}
      {kind === 'neutralBottom' && <Arrow x1={cx + 46} y1={y(bottom)} x2={cx + 46} y2={y(top)} c="hl" />}
      {kind === 'japanese' && (
        <>
          <Arrow x1={cx + 46} y1={y(3.5)} x2={cx + 46} y2={y(top)} c="hl" />
          <Arrow x1={cx - 42} y1={y(3.5) - 14} x2={cx - 42} y2={y(4) + 14} c="hl" />
        </>
      )}
      {pattern === 'rotary' && (
        <g>
          {/* One more click past top gear comes round to neutral. */}
          <path
            d={`M${cx} ${y(bottom) + 18} L${cx} ${y(bottom) + 22} Q${cx} ${y(bottom) + 32} ${cx - 12} ${y(bottom) + 32} L${cx - 50} ${y(bottom) + 32} Q${cx - 62} ${y(bottom) + 32} ${cx - 62} ${y(bottom) + 20} L${cx - 62} ${y(0) + 12} Q${cx - 62} ${y(0)} ${cx - 50} ${y(0)} L${cx - 44} ${y(0)}`}
            className="f-dash"
            strokeWidth={3}
          />
          <polygon points={`${cx - 30},${y(0)} ${cx - 42},${y(0) - 6} ${cx - 42},${y(0) + 6}`} className="f-ink" />
          <text x={cx - 80} y={y(2)} textAnchor="middle" dominantBaseline="middle" transform={`rotate(-90 ${cx - 80} ${y(2)})`} className="f-muted">
            Rotary only
          </text>
        </g>
      )}
      <T x={x0 + w / 2} y={y(4) + 52} a="middle" c="f-accent">
        {rule[0]}
      </T>
      <T x={x0 + w / 2} y={y(4) + 78} a="middle" c="f-accent">
        {rule[1]}
      </T>
    </g>
  );
}

export default function FigShiftPatterns({patterns = ['rotary', 'japanese', 'neutralBottom'], speeds}: {patterns?: Pattern[]; speeds?: number}) {
  const w = 560 / patterns.length;
  return (
    <Svg h={y(4) + 92}>
      {patterns.map((p, i) => (
        <Column key={p} pattern={p} x0={i * w} w={w} speeds={speeds} />
      ))}
    </Svg>
  );
}
