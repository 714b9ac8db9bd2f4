// Horizontal bars comparing one numeric column of a per-model data table: one bar per row, drawn from zero,
// with the value written at the bar's end in the column's unit and the imperial figure beside it. Every number
// comes from the table; a row without a value is listed as "not published" and gets no bar.
import type {ReactNode} from 'react';
import type {Cell, DataTable} from '@site/src/lib/dataTable';
import {cellText} from '@site/src/lib/cells';
import {niceTicks} from '@site/src/lib/calc/chart';
import {unitSymbol} from '@site/src/lib/units';
import {Svg, T} from './kit';

interface Props {
  /**
   * The imported table, e.g. data/tables/kayo_pit_bike_models.yaml; or several, for a page comparing brands,
   * each row then read from the table that has its id, and the column in the same unit in all of them.
   */
  data: DataTable | DataTable[];
  /** The numeric column to compare, e.g. seatHeight. */
  col: string;
  /** Row ids to draw, in this order; all rows when left out (required with several tables). */
  rows?: string[];
  /** A name to show instead of a row's first cell, by row id: "Xmotos XB-33" where the table says "XB-33". */
  names?: Record<string, string>;
}

// A narrower canvas than the other drawings (460 against 560 units), so the 18-unit labels still render at about
// 13 px when the figure is scaled down to a 390 px phone screen.
const W = 460;
/** Names and "not published" start this far right of the zero line, so the line never runs through a letter. */
const INDENT = 10;
const NAME_H = 24;
/** Space between a name's last line and its bar. */
const NAME_GAP = 6;
const BAR_H = 20;
const ROW_GAP = 16;
/** A generous width per character of an 18-unit label (a digit of a wide sans-serif such as DejaVu Sans is
 * 0.64 em), so a value never runs past the right edge. */
const CHAR_W = 11.5;
/** Longest model name on one line; a longer one wraps. */
const NAME_CHARS = Math.floor((W - INDENT) / CHAR_W);

/** The model name split into lines of at most NAME_CHARS characters, at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > NAME_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

const isQuantity = (v: Cell | undefined): v is number | [number, number] => typeof v === 'number' || Array.isArray(v);

/** The column `col` of a table, which must exist. */
function columnOf(table: DataTable, col: string) {
  const column = table.columns.find((c) => c.key === col);
  if (!column) throw new Error(`FigModelBars: data table "${table.title}" has no column "${col}"`);
  return column;
}

export default function FigModelBars({data, col, rows, names = {}}: Props): ReactNode {
  const tables = Array.isArray(data) ? data : [data];
  if (tables.length > 1 && !rows) throw new Error('FigModelBars: name the rows to draw when comparing several tables');
  const column = columnOf(tables[0]!, col);
  for (const t of tables) {
    if (columnOf(t, col).unit !== column.unit) throw new Error(`FigModelBars: "${col}" is not in the same unit in data table "${t.title}"`);
  }
  const picked = rows
    ? rows.map((id) => {
        const table = tables.find((t) => t.rows.some((r) => r.id === id));
        if (!table) throw new Error(`FigModelBars: data table "${tables.map((t) => t.title).join('", "')}" has no row "${id}"`);
        return {table, row: table.rows.find((r) => r.id === id)!};
      })
    : tables[0]!.rows.map((row) => ({table: tables[0]!, row}));
  const items = picked.map(({table, row}) => {
    const value = row[col] as Cell | undefined;
    return {
      id: row.id,
      name: wrap(names[row.id] ?? String(row[table.columns[0]!.key])),
      value,
      // The value as a reader sees it elsewhere on the site: "835 mm (32.9 in)".
      label: value === undefined ? 'not published' : cellText(value, column.unit),
    };
  });
  const highs = items.flatMap((it) => (isQuantity(it.value) ? [typeof it.value === 'number' ? it.value : it.value[1]] : []));
  const max = Math.max(0, ...highs);
  const ticks = niceTicks(0, max || 1, 4);
  const top = ticks[ticks.length - 1]!;
  // The length of the axis: as long as the canvas allows, leaving room for every value label at its bar's end
  // and for the last tick's number centred on the axis end.
  let axis = W - (String(top).length * CHAR_W) / 2;
  for (const it of items) {
    if (!isQuantity(it.value)) continue;
    const high = typeof it.value === 'number' ? it.value : it.value[1];
    if (high > 0) axis = Math.min(axis, ((W - 8 - it.label.length * CHAR_W) * top) / high);
  }
  const x = (v: number) => (v / top) * axis;

  let y = 0;
  const drawn = items.map((it) => {
    const nameY = y + NAME_H / 2;
    const barY = y + it.name.length * NAME_H + NAME_GAP;
    y = barY + BAR_H + ROW_GAP;
    const lo = isQuantity(it.value) ? (typeof it.value === 'number' ? it.value : it.value[0]) : 0;
    const hi = isQuantity(it.value) ? (typeof it.value === 'number' ? it.value : it.value[1]) : 0;
    return (
      <g key={it.id}>
        {it.name.map((line, i) => (
          <T key={i} x={INDENT} y={nameY + i * NAME_H} c="f-small">
            {line}
          </T>
        ))}
        {isQuantity(it.value) ? (
          <>
            <rect x={0} y={barY} width={x(lo)} height={BAR_H} className="f-blue-part" data-bar={it.id} />
            {hi > lo && (
              // A published range: solid to its lower end, outlined on to its upper end.
              <rect x={x(lo)} y={barY} width={x(hi) - x(lo)} height={BAR_H} className="f-part" strokeDasharray="5 4" data-range={it.id} />
            )}
            <T x={x(hi) + 8} y={barY + BAR_H / 2} c="f-small">
              {it.label}
            </T>
          </>
        ) : (
          <T x={INDENT} y={barY + BAR_H / 2} c="f-small f-muted">
            {it.label}
          </T>
        )}
      </g>
    );
  });
  const axisY = y - ROW_GAP + 6;
  const h = axisY + 52;
  return (
    <Svg w={W} h={h}>
      {drawn}
      {/* The zero line the bars start from, and the scale under them. */}
      <line x1={0} y1={-4} x2={0} y2={axisY} className="f-line" />
      <line x1={0} y1={axisY} x2={axis} y2={axisY} className="f-thin" />
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} y1={axisY} x2={x(t)} y2={axisY + 6} className="f-thin" />
          <T x={x(t)} y={axisY + 18} a={t === 0 ? 'start' : 'middle'} c="f-small f-muted">
            {t}
          </T>
        </g>
      ))}
      <T x={0} y={axisY + 42} c="f-small f-muted">
        {column.unit ? `${column.label}, ${unitSymbol(column.unit)}` : column.label}
      </T>
    </Svg>
  );
}
