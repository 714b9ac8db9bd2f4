// Where the pre-ride checks are on the bike, by the checklist's item numbers, which are read from the checklist
// table (data/tables/pre_ride_checklist.yaml) by row id: wheels and tires, chain, the controls on the bars
// (front brake, throttle, clutch, idle at full lock, kill switch), rear brake pedal, engine oil, fuel tap and air
// filter. Checks that apply all over (controls, leaks, fasteners) have no single place and are left out.
// A generic pit bike seen from its left side, facing left; the rear brake pedal and the oil filler are on the
// right side, so the pedal is drawn dashed (hidden) and both labels say so.
import type {DataTable} from '@site/src/lib/dataTable';
import {Lead, Svg, T} from './kit';

function Wheel({cx, cy, r}: {cx: number; cy: number; r: number}) {
  const spokes = [0, 30, 60, 90, 120, 150].map((d) => {
    const a = (d * Math.PI) / 180;
    const dx = (r - 14) * Math.cos(a);
    const dy = (r - 14) * Math.sin(a);
    return <line key={d} x1={cx - dx} y1={cy - dy} x2={cx + dx} y2={cy + dy} className="f-thin" />;
  });
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="f-darkpart" />
      <circle cx={cx} cy={cy} r={r - 14} className="f-paper" />
      <circle cx={cx} cy={cy} r={r - 14} className="f-line" />
      {spokes}
      <circle cx={cx} cy={cy} r={9} className="f-metal" />
    </g>
  );
}

/** The places marked on the drawing, each with the checklist rows done there. */
const SPOTS = {
  bars: ['front-brake', 'throttle', 'clutch', 'idle-full-lock', 'kill-switch'],
  fuel: ['fuel'],
  air: ['air-filter'],
  wheels: ['tires', 'spokes-rims', 'wheels'],
  oil: ['engine-oil'],
  rearBrake: ['rear-brake'],
  chain: ['chain-slack', 'chain-condition'],
} as const;

/** The checklist numbers for each place, as the table numbers its rows. */
export function spotNumbers(checks: DataTable): Record<keyof typeof SPOTS, string> {
  const no = (id: string) => {
    const row = checks.rows.find((r) => r.id === id);
    if (!row) throw new Error(`FigPreRideWalkAround: the checklist table has no row "${id}"`);
    if (typeof row.no !== 'number') throw new Error(`FigPreRideWalkAround: row "${id}" of the checklist table has no number in "no"`);
    return row.no;
  };
  const entries = Object.entries(SPOTS).map(([spot, ids]) => [
    spot,
    ids
      .map(no)
      .sort((a, b) => a - b)
      .join(' '),
  ]);
  return Object.fromEntries(entries) as Record<keyof typeof SPOTS, string>;
}

export default function FigPreRideWalkAround({checks}: {checks: DataTable}) {
  const n = spotNumbers(checks);
  return (
    <Svg h={452}>
      <Wheel cx={110} cy={300} r={62} />
      <Wheel cx={446} cy={300} r={60} />
      {/* Swingarm. */}
      <path d="M330 272 L446 300" className="f-line" strokeWidth={6} />
      {/* Frame, fork and bars. */}
      <path d="M176 118 L214 236 M176 124 L300 150 L470 152 M318 156 L330 272" className="f-line" strokeWidth={6} />
      <path d="M110 300 L172 120" className="f-line" strokeWidth={6} />
      <path d="M150 100 L196 108" className="f-line" strokeWidth={6} />
      <circle cx={172} cy={104} r={9} className="f-metal" />
      {/* Tank, seat and the air box under it. */}
      <path d="M196 126 Q200 110 236 112 L296 120 Q308 150 290 166 L210 152 Z" className="f-part" />
      <rect x={290} y={138} width={200} height={22} rx={10} className="f-darkpart" />
      <rect x={344} y={176} width={64} height={54} rx={6} className="f-part" />
      <rect x={214} y={152} width={12} height={16} rx={2} className="f-metal" />
      {/* Horizontal engine: crankcase and forward-pointing cylinder. */}
      <rect x={244} y={230} width={92} height={84} rx={14} className="f-part" />
      <rect x={190} y={240} width={58} height={38} rx={4} className="f-metal" />
      <path d="M204 240 v38 M218 240 v38 M232 240 v38" className="f-thin" />
      {/* Chain from the front sprocket to the rear one. */}
      <circle cx={304} cy={290} r={12} className="f-metal" />
      <circle cx={446} cy={300} r={26} className="f-line" />
      <path d="M304 278 L446 274 M304 302 L446 326" className="f-hl-line" />
      {/* Footrest, and the rear brake pedal on the far (right) side, dashed. */}
      <rect x={292} y={318} width={40} height={10} rx={4} className="f-darkpart" />
      <path d="M296 316 L240 330" className="f-line f-dash" strokeWidth={2.5} />
      {/* Labels: the checklist's item numbers and where they are. */}
      <T x={20} y={24} c="f-accent f-bold">
        {n.bars}
      </T>
      <T x={20} y={50} c="f-small">
        Levers, throttle,
      </T>
      <T x={20} y={74} c="f-small">
        kill switch
      </T>
      <Lead x1={140} y1={62} x2={166} y2={98} />
      <T x={236} y={24} c="f-accent f-bold">
        {n.fuel}
      </T>
      <T x={272} y={24} c="f-small">
        Fuel tap
      </T>
      <Lead x1={250} y1={38} x2={222} y2={160} />
      <T x={410} y={24} c="f-accent f-bold">
        {n.air}
      </T>
      <T x={446} y={24} c="f-small">
        Air filter
      </T>
      <Lead x1={430} y1={38} x2={390} y2={190} />
      <T x={20} y={394} c="f-accent f-bold">
        {n.wheels}
      </T>
      <T x={20} y={418} c="f-small">
        Wheels
      </T>
      <Lead x1={64} y1={382} x2={92} y2={358} />
      <T x={540} y={394} a="end" c="f-accent f-bold">
        {n.wheels}
      </T>
      <Lead x1={512} y1={380} x2={484} y2={346} />
      <T x={140} y={394} c="f-accent f-bold">
        {n.oil}
      </T>
      <T x={140} y={418} c="f-small">
        Oil
      </T>
      <T x={140} y={442} c="f-muted f-small">
        right side
      </T>
      <Lead x1={164} y1={382} x2={262} y2={300} />
      <T x={262} y={394} c="f-accent f-bold">
        {n.rearBrake}
      </T>
      <T x={262} y={418} c="f-small">
        Rear brake
      </T>
      <T x={262} y={442} c="f-muted f-small">
        right side
      </T>
      <Lead x1={270} y1={382} x2={262} y2={324} />
      <T x={400} y={394} c="f-accent f-bold">
        {n.chain}
      </T>
      <T x={400} y={418} c="f-small">
        Chain
      </T>
      <Lead x1={404} y1={380} x2={390} y2={316} />
    </Svg>
  );
}
