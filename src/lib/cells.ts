import type {Cell, DataTable} from './dataTable';
import {formatQuantity, type MetricUnit} from './units';

/** The text a reader sees for one cell, with imperial beside metric where the column has a unit. */
export function cellText(value: Cell | undefined, unit?: MetricUnit): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return unit ? formatQuantity(value, unit) : typeof value === 'number' ? String(value) : `${value[0]}–${value[1]}`;
}

/** One value of a table by row id and column key; throws so a mistyped id fails the build. */
export function lookupValue(table: DataTable, rowId: string, col: string): string {
  const row = table.rows.find((r) => r.id === rowId);
  if (!row) throw new Error(`data table "${table.title}" has no row "${rowId}"`);
  const column = table.columns.find((c) => c.key === col);
  if (!column) throw new Error(`data table "${table.title}" has no column "${col}"`);
  const value = row[col] as Cell | undefined;
  if (value === undefined) throw new Error(`data table "${table.title}" row "${rowId}" has no ${col}`);
  return cellText(value, column.unit);
}
