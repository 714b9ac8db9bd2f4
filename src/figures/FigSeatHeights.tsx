// Seat heights of three kinds of small bike side by side, to one scale from the ground: the Honda CRF50F (the
// learner's pit bike), the first Honda MSX125 Grom (a mini road bike) and the 1997 Kawasaki KX125 (a full-size
// motocrosser). Each height is read from its data table by row id; the dashed line carries the CRF50F's seat
// across so the others read against it.
import type {DataTable} from '@site/src/lib/dataTable';
import {lookupValue} from '@site/src/lib/cells';
import {Arrow, Svg, T} from './kit';

const GROUND = 262;
const SCALE = 0.2; // drawing units per millimeter

function mm(table: DataTable, row: string, col: string): number {
  const v = table.rows.find((r) => r.id === row)?.[col];
  if (typeof v !== 'number') throw new Error(`FigSeatHeights: row "${row}" has no ${col}`);
  return v;
}

export default function FigSeatHeights({refBikes, grom}: {refBikes: DataTable; grom: DataTable}) {
  const bikes = [
    {
      x: 100,
      make: 'Honda',
      name: 'CRF50F',
      sub: 'pit bike',
      h: mm(refBikes, 'crf50f-2014', 'seatHeight'),
      label: lookupValue(refBikes, 'crf50f-2014', 'seatHeight'),
    },
    {
      x: 280,
      make: 'Honda',
      name: 'MSX125 Grom',
      sub: 'mini road bike',
      h: mm(grom, 'seat-height-2013', 'value'),
      label: lookupValue(grom, 'seat-height-2013', 'value'),
    },
    {
      x: 460,
      make: 'Kawasaki',
      name: 'KX125',
      sub: 'motocrosser',
      h: mm(refBikes, 'kx125-1997', 'seatHeight'),
      label: lookupValue(refBikes, 'kx125-1997', 'seatHeight'),
    },
  ];
  const base = GROUND - bikes[0]!.h * SCALE;
  return (
    <Svg h={340}>
      <line x1={0} y1={base} x2={560} y2={base} className="f-dash" />
      {bikes.map((b) => {
        const top = GROUND - b.h * SCALE;
        return (
          <g key={b.name}>
            <rect x={b.x - 36} y={top + 8} width={72} height={GROUND - top - 8} className="f-part" />
            <rect x={b.x - 50} y={top} width={100} height={14} rx={7} className="f-darkpart" />
            <T x={b.x} y={top - 18} a="middle" c="f-small f-bold">
              {b.label}
            </T>
            <T x={b.x} y={GROUND + 18} a="middle" c="f-small">
              {b.make}
            </T>
            <T x={b.x} y={GROUND + 42} a="middle" c="f-small f-bold">
              {b.name}
            </T>
            <T x={b.x} y={GROUND + 66} a="middle" c="f-small f-muted">
              {b.sub}
            </T>
          </g>
        );
      })}
      <Arrow x1={536} y1={base} x2={536} y2={GROUND - bikes[2]!.h * SCALE + 7} c="hl" />
      <line x1={0} y1={GROUND} x2={560} y2={GROUND} className="f-line" />
    </Svg>
  );
}
