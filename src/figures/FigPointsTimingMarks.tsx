// Static points timing on a CT70 or Z50, seen from the left with the cover off: turn the flywheel in its
// running direction (counterclockwise from this side) until the points begin to open, when the test lamp
// changes; the F mark should then sit at the index mark on the case. The T mark (top dead center) comes
// to the index later. The points are seen through the window in the flywheel.
import {ArcArrow, Lead, Svg, T} from './kit';

export default function FigPointsTimingMarks() {
  const cx = 170;
  const cy = 220;
  const r = 140;
  const at = (deg: number, rad: number) => {
    const a = (deg * Math.PI) / 180;
    return [cx + rad * Math.cos(a), cy + rad * Math.sin(a)] as const;
  };
  const [t1x, t1y] = at(-68, r);
  const [t2x, t2y] = at(-68, r - 22);
  const [tlx, tly] = at(-68, r - 40);
  return (
    <Svg h={420}>
      {/* Case edge with the index mark, fixed. */}
      <path d="M100 60 L240 60" className="f-line" strokeWidth={6} />
      <path d="M162 62 L178 62 L170 78 Z" className="f-accent-fill" />
      {/* Flywheel. */}
      <circle cx={cx} cy={cy} r={r} className="f-metal" />
      <circle cx={cx} cy={cy} r={26} className="f-darkpart" />
      {/* F mark at the index, T mark still to come. */}
      <line x1={cx} y1={cy - r} x2={cx} y2={cy - r + 22} className="f-hl-line" strokeWidth={4} />
      <T x={cx} y={cy - r + 40} a="middle" c="f-accent f-bold">
        F
      </T>
      <line x1={t1x} y1={t1y} x2={t2x} y2={t2y} className="f-line" strokeWidth={3} />
      <T x={tlx} y={tly} a="middle" c="f-bold">
        T
      </T>
      {/* Window in the flywheel, with the points behind it. */}
      <rect x={78} y={224} width={70} height={50} rx={14} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <path d="M92 252 L116 252 M122 244 L136 252" className="f-line" />
      {/* Running direction: counterclockwise seen from the left. */}
      <ArcArrow cx={cx} cy={cy} r={r + 16} a1={160} a2={110} c="hl" />
      {/* Test lamp from the points wire to ground. */}
      <circle cx={440} cy={300} r={20} className="f-amber-part" />
      <path d="M426 286 L454 314 M454 286 L426 314" className="f-line" strokeWidth={2} />
      <path d="M440 280 L440 250" className="f-line" />
      <T x={440} y={234} a="middle" c="f-small">
        To the points wire
      </T>
      <path d="M440 320 L440 356 M422 356 L458 356 M428 364 L452 364 M434 372 L446 372" className="f-line" />
      {/* Labels. */}
      <T x={250} y={44} c="f-small">
        Index mark on the case
      </T>
      <Lead x1={314} y1={92} x2={176} y2={80} />
      <T x={320} y={96} c="f-small f-accent f-bold">
        F at the index as
      </T>
      <T x={320} y={120} c="f-small f-accent f-bold">
        the points open
      </T>
      <Lead x1={314} y1={158} x2={(t1x + t2x) / 2} y2={(t1y + t2y) / 2} />
      <T x={320} y={160} c="f-small">
        T: top dead center,
      </T>
      <T x={320} y={184} c="f-small">
        reaches the index later
      </T>
      <T x={470} y={300} c="f-small">
        Test lamp
      </T>
      <T x={20} y={404} c="f-small f-accent">
        Running direction
      </T>
      <T x={113} y={296} a="middle" c="f-small">
        Window to
      </T>
      <T x={113} y={318} a="middle" c="f-small">
        the points
      </T>
    </Svg>
  );
}
