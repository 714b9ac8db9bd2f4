// Idle speed against automatic clutch-in speed on one engine-speed scale, for one model: both ranges are read
// from the running targets table (data/tables/running_targets.yaml) by row id and drawn to scale, so the gap
// the page asks for (idle clearly below the speed where the centrifugal clutch starts to take up drive) shows
// as it is. The scale runs in 500 rpm steps from below the idle to above the clutch-in range.
import type {DataTable} from '@site/src/lib/dataTable';
import {lookupValue} from '@site/src/lib/cells';
import {Arrow, Svg, T} from './kit';

const X0 = 20;
const X1 = 540;
const AXIS = 230;

function range(table: DataTable, row: string, col: string): [number, number] {
  const v = table.rows.find((r) => r.id === row)?.[col];
  if (!Array.isArray(v)) throw new Error(`FigIdleClutchIn: row "${row}" has no ${col} range`);
  return [v[0] as number, v[1] as number];
}

export default function FigIdleClutchIn({
  targets,
  idleRow = 'ttr50-idle',
  clutchRow = 'ttr50-clutch-in',
}: {
  targets: DataTable;
  idleRow?: string;
  clutchRow?: string;
}) {
  const idle = range(targets, idleRow, 'idleSpeed');
  const clutch = range(targets, clutchRow, 'clutchIn');
  const lo = Math.floor(idle[0] / 500) * 500 - 500;
  const hi = Math.ceil(clutch[1] / 500) * 500 + 500;
  const x = (rpm: number) => X0 + ((rpm - lo) / (hi - lo)) * (X1 - X0);
  const ticks: number[] = [];
  for (let r = lo; r <= hi; r += 500) ticks.push(r);
  const model = targets.rows.find((r) => r.id === idleRow)?.model;
  return (
    <Svg h={300}>
      <T x={280} y={10} a="middle" c="f-bold">
        {String(model)}
      </T>
      {/* Idle band. */}
      <rect x={x(idle[0])} y={110} width={x(idle[1]) - x(idle[0])} height={60} className="f-blue-part" />
      <T x={x(idle[1])} y={56} a="end" c="f-blue f-bold">
        Idle
      </T>
      <T x={x(idle[1])} y={82} a="end" c="f-small">
        {lookupValue(targets, idleRow, 'idleSpeed')}
      </T>
      {/* Clutch-in band. */}
      <rect x={x(clutch[0])} y={110} width={x(clutch[1]) - x(clutch[0])} height={60} className="f-hl" />
      <T x={x(clutch[0])} y={56} c="f-accent f-bold">
        Clutch starts to drive
      </T>
      <T x={x(clutch[0])} y={82} c="f-small">
        {lookupValue(targets, clutchRow, 'clutchIn')}
      </T>
      {/* The gap between them. */}
      <Arrow x1={x(idle[1])} y1={196} x2={x(clutch[0])} y2={196} both />
      <T x={(x(idle[1]) + x(clutch[0])) / 2} y={212} a="middle" c="f-small">
        Gap: no creep
      </T>
      {/* Engine speed scale. */}
      <line x1={X0} y1={AXIS} x2={X1} y2={AXIS} className="f-line" />
      {ticks.map((r) => (
        <g key={r}>
          <line x1={x(r)} y1={AXIS} x2={x(r)} y2={AXIS + 10} className="f-line" />
          <T x={x(r)} y={AXIS + 26} a="middle" c="f-small f-muted">
            {r}
          </T>
        </g>
      ))}
      <T x={280} y={AXIS + 58} a="middle" c="f-muted">
        Engine speed, rpm
      </T>
    </Svg>
  );
}
