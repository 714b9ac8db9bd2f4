// Filtering and sorting of a data table's rows for the spec table's controls: pure, so tested in Node.
import {cellText} from './cells';
import type {Cell, DataRow, DataTable} from './dataTable';

export type SortDirection = 'ascending' | 'descending';

/** The number a cell sorts by: the value, the low end of a range, or the first number in a string. */
export function sortKey(value: Cell | undefined): number | string | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value[0];
  const n = /-?\d+(\.\d+)?/.exec(value as string);
  return n && /^\s*-?\d/.test(value as string) ? Number(n[0]) : (value as string).toLowerCase();
}

function compare(a: number | string | null, b: number | string | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a.localeCompare(b, 'en', {numeric: true});
}

/** Rows whose visible text contains every word of the filter, sorted by one column; empty cells last. */
export function viewRows(table: DataTable, filter: string, sort: {key: string; direction: SortDirection} | null): DataRow[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = (row: DataRow) =>
    [...table.columns.map((c) => cellText(row[c.key] as Cell | undefined, c.unit)), row.appliesTo ?? ''].join(' ').toLowerCase();
  const rows = words.length ? table.rows.filter((row) => words.every((w) => text(row).includes(w))) : [...table.rows];
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({row, i, key: sortKey(row[sort.key] as Cell | undefined)}))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return compare(a.key, b.key) || a.i - b.i;
      return sign * compare(a.key, b.key) || a.i - b.i;
    })
    .map((x) => x.row);
}

/** Where the row's source stands in the table's list of sources, from 0; rows that name none cite the first. */
export function sourceIndex(table: DataTable, row: DataRow): number {
  return Math.max(
    0,
    table.sources.findIndex((s) => s.id === row.source),
  );
}
