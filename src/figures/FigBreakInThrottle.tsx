// The owners' site break-in schedule for Chinese pit bikes as throttle openings: one bar of full throttle
// travel per distance stage, filled to the limit for that stage (a quarter, half, then three-quarter throttle).
// The stage names and limits are read from the break-in table (data/tables/break_in_stages.yaml) by row id;
// the filled share follows the limit's own words.
import type {DataTable} from '@site/src/lib/dataTable';
import {Svg, T} from './kit';

const ROWS = ['pitbike-throttle-0-150', 'pitbike-throttle-150-500', 'pitbike-throttle-500-1000'];
/** How much of the twist-grip travel each limit allows, by its wording in the table. */
const SHARE: Record<string, number> = {'Quarter throttle': 1 / 4, 'Half throttle': 1 / 2, 'Three-quarter throttle': 3 / 4};
const X0 = 20;
const W = 520;

export default function FigBreakInThrottle({stages}: {stages: DataTable}) {
  const rows = ROWS.map((id) => {
    const row = stages.rows.find((r) => r.id === id);
    const limits = row?.limits;
    if (!row || typeof limits !== 'string' || !(limits in SHARE)) throw new Error(`FigBreakInThrottle: row "${id}" has no known throttle limit`);
    return {id, stage: String(row.stage).replace(/^Chinese pit bike, /, ''), limits, share: SHARE[limits]!};
  });
  return (
    <Svg h={330}>
      {rows.map((r, i) => {
        const y = 20 + i * 104;
        return (
          <g key={r.id}>
            <T x={X0} y={y} c="f-bold f-small">
              {r.stage}
            </T>
            <rect x={X0} y={y + 20} width={W * r.share} height={34} rx={4} className="f-hl" />
            <rect x={X0} y={y + 20} width={W} height={34} rx={4} className="f-line" fill="none" />
            {/* The limit after the filled share, or inside it where the share is long enough to hold it. */}
            <T x={X0 + W * r.share + (r.share > 0.5 ? -10 : 10)} y={y + 37} a={r.share > 0.5 ? 'end' : 'start'} c="f-accent f-bold f-small">
              {r.limits}
            </T>
          </g>
        );
      })}
      <T x={X0} y={326} c="f-muted f-small">
        Closed
      </T>
      <T x={X0 + W} y={326} a="end" c="f-muted f-small">
        Fully open
      </T>
    </Svg>
  );
}
