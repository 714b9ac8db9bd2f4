/**
 * Direct answers from the data tables: when a query names one row of one table and a quantity that table
 * holds ("TT-R90 valve clearance", "428 chain pitch"), search shows the value itself with what it applies
 * to, its source and a link to the table. Never a guess: a query that fits two rows, two tables, or a row
 * with more values than it names gets no answer, and the hits alone are shown.
 *
 * The tables travel inside the search index (built from data/tables/*.yaml at build time and by the dev
 * server), so the card works wherever search does, offline included. Generic over the table schema in
 * src/lib/dataTable.ts: the first column names the row, and the columns with a unit hold the quantities.
 */
import type {DataTable} from '../lib/dataTable';
import {formatImperial, formatMetric, type MetricUnit} from '../lib/units';
import {sourceIndex} from '../lib/tableView';

/** A table as the index carries it: only what a card shows or a query is matched against. */
export interface AnswerTable {
  /** title, what the table applies to, and the page (with anchor) that shows it */
  t: string;
  a: string;
  u: string;
  /** source texts */
  s: string[];
  /** the row-naming column's label, then the quantity columns: [key, label, unit] */
  c: [string, string, string][];
  /** labels of the other columns (words, or figures without a unit), which a card cannot show */
  o: string[];
  /** rows: [row label, applies to ('' for the table's), source index, values by quantity column (null where empty)] */
  r: [string, string, number, (number | [number, number] | string | null)[]][];
}

export interface AnswerValue {
  label: string;
  metric: string;
  /** null where the unit has no imperial counterpart */
  imperial: string | null;
}

export interface DirectAnswer {
  table: string;
  /** the row: the thing the value belongs to */
  item: string;
  appliesTo: string;
  source: string;
  url: string;
  values: AnswerValue[];
}

/** A row with more quantity columns than this, none named by the query, is not answered: the column is ambiguous. */
const MAX_UNNAMED_VALUES = 2;

/** The index's form of a table, shown on the page at `url`; null when the table holds no quantity. */
export function answerTable(table: DataTable, url: string): AnswerTable | null {
  const [label, ...rest] = table.columns;
  const quantities = rest.filter((c) => c.unit);
  if (!label || !quantities.length) return null;
  return {
    t: table.title,
    a: table.appliesTo,
    u: url,
    s: table.sources.map((s) => s.text),
    c: [[label.key, label.label, ''], ...quantities.map((c): [string, string, string] => [c.key, c.label, c.unit!])],
    o: rest.filter((c) => !c.unit).map((c) => c.label),
    r: table.rows.map((row) => [
      String(row[label.key] ?? row.id),
      row.appliesTo ?? '',
      sourceIndex(table, row),
      quantities.map((c) => {
        const v = row[c.key];
        return v === undefined ? null : (v as number | [number, number] | string);
      }),
    ]),
  };
}

/** Terms of a text: the engine's own processing (stems, joined codes and sizes), passed in. */
export type TermsOf = (text: string) => string[];

interface PreparedTable {
  table: AnswerTable;
  /** terms naming the table: its title and every column label */
  tableTerms: Set<string>;
  /** terms of the table's title */
  titleTerms: Set<string>;
  /** terms of each quantity column's label */
  columnTerms: Set<string>[];
  /** terms of the other columns' labels */
  otherTerms: Set<string>;
  /** terms naming each row: its label */
  rowTerms: Set<string>[];
  /** the rows whose label holds a term, by term; and by a code's term less its last letter ("crf50" for "crf50f") */
  rowsByTerm: Map<string, number[]>;
  rowsByCodeStem: Map<string, number[]>;
}

function addTo(map: Map<string, number[]>, key: string, row: number) {
  const rows = map.get(key);
  if (!rows) map.set(key, [row]);
  else if (rows.at(-1) !== row) rows.push(row);
}

export function prepareAnswers(tables: AnswerTable[], termsOf: TermsOf): PreparedTable[] {
  return tables.map((table) => {
    const rowTerms = table.r.map((row) => new Set(termsOf(row[0])));
    const rowsByTerm = new Map<string, number[]>();
    const rowsByCodeStem = new Map<string, number[]>();
    rowTerms.forEach((terms, r) => {
      for (const t of terms) {
        addTo(rowsByTerm, t, r);
        if (/\d[a-z]$/.test(t)) addTo(rowsByCodeStem, t.slice(0, -1), r);
      }
    });
    return {
      table,
      tableTerms: new Set(termsOf([table.t, ...table.c.map((c) => c[1]), ...table.o].join(' '))),
      titleTerms: new Set(termsOf(table.t)),
      columnTerms: table.c.slice(1).map((c) => new Set(termsOf(c[1]))),
      otherTerms: new Set(termsOf(table.o.join(' '))),
      rowTerms,
      rowsByTerm,
      rowsByCodeStem,
    };
  });
}

/** A code in the query and in a row may differ by a trailing letter ("crf50" and "crf50f"). */
function sameCode(a: string, b: string): boolean {
  if (a === b) return true;
  if (!/\d/.test(a) || !/\d/.test(b)) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) && /\d$/.test(short) && /^[a-z]$/.test(long.slice(short.length));
}

export function holds(terms: Set<string>, term: string): boolean {
  if (terms.has(term)) return true;
  if (!/\d/.test(term)) return false;
  for (const t of terms) if (sameCode(t, term)) return true;
  return false;
}

/**
 * The rows of a table whose label holds a term of the query (`holds`), in table order: the only rows a query can
 * name. Looked up by term instead of trying every row of every table at every query; a code matches its form with
 * one more or one less trailing letter, as sameCode allows.
 */
export function rowsHoldingSome({rowsByTerm, rowsByCodeStem}: PreparedTable, query: string[]): number[] {
  const rows = new Set<number>();
  const add = (found: number[] | undefined) => found?.forEach((r) => rows.add(r));
  for (const t of query) {
    add(rowsByTerm.get(t));
    if (/\d$/.test(t)) add(rowsByCodeStem.get(t));
    if (/\d[a-z]$/.test(t)) add(rowsByTerm.get(t.slice(0, -1)));
  }
  return [...rows].sort((a, b) => a - b);
}

interface Candidate {
  prepared: PreparedTable;
  row: number;
  columns: number[];
  /** query words neither the row nor the table explains */
  leftover: number;
  /** whether the query holds the row's whole label ("428" for the 428 row, not "new 420 or 428 chain") */
  wholeRow: boolean;
}

/**
 * The answer a query asks for, or null. `terms` are the query's terms after the engine's processing, with
 * question and complaint words taken out. A card needs: a row named (a term only that row's label holds),
 * the table or a quantity column named, at most one word of the query left unexplained, and a single best
 * such row in all the tables (see below). The values shown are the columns the query names; or, when it
 * names none but names the table by its title and leaves no word out, the row's quantities if there are at
 * most two of them.
 */
export function findAnswer(terms: string[], tables: PreparedTable[]): DirectAnswer | null {
  const query = [...new Set(terms)];
  if (query.length < 2) return null;
  const candidates: Candidate[] = [];
  for (const prepared of tables) {
    const {table, tableTerms, titleTerms, columnTerms, otherTerms, rowTerms} = prepared;
    // Only a row whose label holds a word of the query can be named by it.
    rowsHoldingSome(prepared, query).forEach((r) => {
      const row = table.r[r]!;
      const own = rowTerms[r]!;
      const byRow = query.filter((t) => holds(own, t));
      // The row must be named by something beyond the table's own words.
      if (!byRow.some((t) => !tableTerms.has(t))) return;
      const rest = query.filter((t) => !byRow.includes(t));
      const byTable = rest.filter((t) => tableTerms.has(t));
      if (!byTable.length) return;
      const leftover = rest.length - byTable.length;
      if (leftover > 1) return;
      const named = columnTerms.map((terms, c) => (rest.some((t) => terms.has(t)) ? c : -1)).filter((c) => c >= 0);
      if (!named.length) {
        // Naming no column, the query must name the table by its title and leave no word unexplained
        // ("TT-R90 valve clearance"); and a query that asks for a column the card cannot show (a pitch
        // without a unit, say) gets no card.
        if (leftover > 0 || !rest.some((t) => titleTerms.has(t))) return;
        if (rest.some((t) => otherTerms.has(t))) return;
      }
      const present = row[3].map((v, c) => (v !== null && (typeof v !== 'string' || /\d/.test(v)) ? c : -1)).filter((c) => c >= 0);
      // Columns the query names and the row has a figure for; or every figure of the row, if few.
      const columns = named.length ? named.filter((c) => present.includes(c)) : present.length <= MAX_UNNAMED_VALUES ? present : [];
      if (!columns.length) return;
      candidates.push({prepared, row: r, columns, leftover, wholeRow: [...own].every((t) => query.some((q) => sameCode(q, t)))});
    });
  }
  // A row that explains every word of the query is a closer fit than one that leaves a word out, and a
  // row the query names whole closer than one it names in part; past that, two rows (in one table or two)
  // that fit alike are two answers, and none is shown.
  const fewest = Math.min(...candidates.map((c) => c.leftover));
  let best = candidates.filter((c) => c.leftover === fewest);
  if (best.length > 1 && best.filter((c) => c.wholeRow).length === 1) best = best.filter((c) => c.wholeRow);
  if (best.length !== 1) return null;
  const {prepared, row: r, columns} = best[0]!;
  const {table} = prepared;
  const row = table.r[r]!;
  return {
    table: table.t,
    item: row[0],
    appliesTo: row[1] || table.a,
    source: table.s[row[2]] ?? table.s[0] ?? '',
    url: table.u,
    values: columns.map((c) => {
      const [, label, unit] = table.c[c + 1]!;
      const v = row[3][c]!;
      if (typeof v === 'string') return {label, metric: v, imperial: null};
      return {label, metric: formatMetric(v, unit as MetricUnit), imperial: formatImperial(v, unit as MetricUnit)};
    }),
  };
}
