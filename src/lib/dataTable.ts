// The schema every data/tables/*.yaml file must satisfy. The build (src/plugins/data-tables.ts)
// and the unit tests both validate against it, so a malformed record never reaches a page.
import * as z from 'zod';
import {parseFile} from './validation';
import {sourceText} from './sourceText';
import {METRIC_UNITS} from './units';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');
const key = z.string().regex(/^[a-z][a-zA-Z0-9_]*$/, 'column keys are identifiers');

const range = z.tuple([z.number(), z.number()]).refine(([lo, hi]) => lo <= hi, 'a range is [min, max] with min <= max');
export const cellSchema = z.union([z.number(), range, z.string().min(1)]);

const columnSchema = z.object({
  key,
  label: z.string().min(1),
  unit: z.enum(METRIC_UNITS).optional(),
});

const sourceSchema = z.object({id, text: sourceText});

const rowSchema = z
  .object({
    id,
    source: id.optional(),
    appliesTo: z.string().min(1).optional(),
  })
  .catchall(cellSchema);

export const dataTableSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).optional(),
    appliesTo: z.string().min(1),
    sources: z.array(sourceSchema).min(1),
    columns: z.array(columnSchema).min(2),
    rows: z.array(rowSchema).min(1),
  })
  .strict()
  .superRefine((table, ctx) => {
    const sourceIds = new Set(table.sources.map((s) => s.id));
    const columnKeys = new Set(table.columns.map((c) => c.key));
    const seen = new Set<string>();
    table.rows.forEach((row, i) => {
      const where = ['rows', i];
      if (seen.has(row.id)) ctx.addIssue({code: 'custom', path: [...where, 'id'], message: `duplicate row id "${row.id}"`});
      seen.add(row.id);
      if (row.source && !sourceIds.has(row.source)) {
        ctx.addIssue({code: 'custom', path: [...where, 'source'], message: `unknown source "${row.source}"`});
      }
      for (const k of Object.keys(row)) {
        if (!['id', 'source', 'appliesTo'].includes(k) && !columnKeys.has(k)) {
          ctx.addIssue({code: 'custom', path: [...where, k], message: `"${k}" is not a column`});
        }
      }
      for (const col of table.columns) {
        const v = row[col.key];
        if (v === undefined) continue;
        if (col.unit && typeof v === 'string' && !/[a-z]/i.test(v)) {
          ctx.addIssue({code: 'custom', path: [...where, col.key], message: 'a unit column holds numbers, ranges or words'});
        }
      }
      const label = row[table.columns[0]!.key];
      if (label === undefined) ctx.addIssue({code: 'custom', path: where, message: `row "${row.id}" has no ${table.columns[0]!.key}`});
    });
  });

export type DataTable = z.infer<typeof dataTableSchema>;
export type DataRow = DataTable['rows'][number];
export type Cell = z.infer<typeof cellSchema>;

/** Throws an error naming the file and every problem in it. */
export function parseDataTable(value: unknown, file: string): DataTable {
  return parseFile(dataTableSchema, value, file, 'a valid data table');
}

/** The source a row cites (its own, or the table's first). Parts data uses it when a fact reads a table cell. */
export function sourceOf(table: DataTable, row: DataRow) {
  return table.sources.find((s) => s.id === row.source) ?? table.sources[0]!;
}
