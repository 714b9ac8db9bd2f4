// The five-pin AC CDI's wires by where they go: each wire's usual color and pin function are read from the
// pinout table (data/tables/cdi_pinouts.yaml) by row id. The order down the drawing is not the plug's pin order,
// which differs between makers. The stator coils' other ends are grounded on the stator plate, and the
// high-tension lead runs from the ignition coil to the plug cap without touching the CDI.
import type {DataTable} from '@site/src/lib/dataTable';
import {Box, Svg, T} from './kit';

/** Each wire: the table row it is drawn from and the part at its far end, named in two short lines. */
const WIRES = [
  {id: 'ac5-source', part: 'Source coil', note: 'other end grounded'},
  {id: 'ac5-pickup', part: 'Pickup coil', note: 'beside the flywheel'},
  {id: 'ac5-output', part: 'Ignition coil', note: 'HT lead to plug cap'},
  {id: 'ac5-kill', part: 'Kill switch', note: 'grounds it to stop'},
  {id: 'ac5-ground', part: 'Ground', note: 'frame and engine'},
] as const;

function cell(pins: DataTable, id: string, col: string): string {
  const row = pins.rows.find((r) => r.id === id);
  const value = row?.[col];
  if (typeof value !== 'string') throw new Error(`FigCdiWires: the CDI pinout table has no ${col} in row "${id}"`);
  return value;
}

export default function FigCdiWires({pins}: {pins: DataTable}) {
  return (
    <Svg h={470}>
      <Box x={0} y={20} width={86} height={396} shape="cdi" />
      <T x={43} y={200} a="middle" c="f-bold" box="cdi">
        AC
      </T>
      <T x={43} y={228} a="middle" c="f-bold" box="cdi">
        CDI
      </T>
      {WIRES.map((w, i) => {
        const y = 58 + i * 80;
        return (
          <g key={w.id}>
            <line x1={86} y1={y} x2={336} y2={y} className="f-line" strokeWidth={4} />
            <circle cx={86} cy={y} r={5} className="f-ink" />
            <T x={100} y={y - 16} c="f-small f-bold">
              {cell(pins, w.id, 'color')}
            </T>
            <T x={100} y={y + 18} c="f-small f-muted">
              {cell(pins, w.id, 'pin')}
            </T>
            <Box x={336} y={y - 30} width={224} height={60} shape={w.id} />
            <T x={346} y={y - 12} c="f-small f-bold" box={w.id}>
              {w.part}
            </T>
            <T x={346} y={y + 13} c="f-small" box={w.id}>
              {w.note}
            </T>
          </g>
        );
      })}
      <T x={0} y={452} c="f-small f-muted">
        Schematic: the plug&apos;s pin order differs by maker
      </T>
    </Svg>
  );
}
