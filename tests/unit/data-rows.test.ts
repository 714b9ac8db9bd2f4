// A page that shows single values of a data table ships only those cells: remark-data-rows rewrites the table import
// to ask for them, and yaml-loader.cjs emits them, or stops the build on an unknown row or column.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import remarkDataRows from '../../src/plugins/remark-data-rows';
import {lookupValue} from '../../src/lib/cells';
import type {DataTable} from '../../src/lib/dataTable';

const {pickCells} = createRequire(import.meta.url)('../../src/plugins/yaml-loader.cjs') as {
  pickCells: (data: DataTable, query: string, rel: string) => DataTable;
};

type Tree = Parameters<ReturnType<typeof remarkDataRows>>[0];

/** The page's import lines after the plugin, as the MDX compiler will read them (from the estree). */
function importsAfter(page: string): string[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(page) as unknown as Tree;
  remarkDataRows()(tree);
  return (tree.children ?? [])
    .filter((n) => n.type === 'mdxjsEsm')
    .flatMap((n) =>
      ((n.data as {estree: {body: {source: {value: string; raw: string}}[]}}).estree.body ?? []).map((s) => `${s.source.value} ${s.source.raw}`),
    );
}

const IMPORT = "import torque from '@site/data/tables/general_torque.yaml';\nimport cap from '@site/data/tables/engine_oil_capacity.yaml';\n\n";

describe('remark-data-rows', () => {
  it('asks for the cells of a table that only <SpecValue> shows, and leaves other tables whole', () => {
    const after = importsAfter(
      `${IMPORT}Tighten to <SpecValue data={torque} row="m8" col="torque" /> or <SpecValue data={torque} row="m6" col="torque" />.\n\n<SpecTable data={cap} />\n`,
    );
    expect(after).toEqual([
      '@site/data/tables/general_torque.yaml?rows=m6,m8&cols=torque "@site/data/tables/general_torque.yaml?rows=m6,m8&cols=torque"',
      "@site/data/tables/engine_oil_capacity.yaml '@site/data/tables/engine_oil_capacity.yaml'",
    ]);
  });

  it('keeps the whole table when the page also passes it to another component or an expression', () => {
    const value = '<SpecValue data={torque} row="m8" col="torque" />';
    for (const other of [
      '<SpecTable data={torque} />',
      '{torque.rows.length} sizes',
      '<SpecValue data={torque} row={"m6"} col="torque" />',
      '<Calc table={torque} />',
    ]) {
      expect(importsAfter(`${IMPORT}${value}\n\n${other}\n`)[0], other).toBe(
        "@site/data/tables/general_torque.yaml '@site/data/tables/general_torque.yaml'",
      );
    }
  });
});

describe('yaml-loader cells query', () => {
  const table = YAML.parse(fs.readFileSync('data/tables/engine_fastener_torque.yaml', 'utf8')) as DataTable;
  const [first, last] = [table.rows[0]!.id, table.rows[table.rows.length - 1]!.id];
  const cols = table.columns
    .filter((c) => table.rows[0]![c.key] !== undefined && table.rows[table.rows.length - 1]![c.key] !== undefined)
    .map((c) => c.key);

  it('emits the cells asked for, which read as the whole table reads them, and nothing else', () => {
    const picked = pickCells(table, `?rows=${first},${last}&cols=${cols.join(',')}`, 'x.yaml');
    expect(picked.rows.map((r) => r.id)).toEqual([first, last]);
    for (const id of [first, last]) for (const col of cols) expect(lookupValue(picked, id, col)).toBe(lookupValue(table, id, col));
    expect(Object.keys(picked).sort()).toEqual(['columns', 'rows', 'title']);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(table).length / 4);
  });

  it('returns the table unchanged without a query, and stops the build on a row or column the table does not have', () => {
    expect(pickCells(table, '', 'x.yaml')).toBe(table);
    expect(() => pickCells(table, `?rows=no-such-row&cols=${cols[0]}`, 'data/tables/engine_fastener_torque.yaml')).toThrow(
      'data/tables/engine_fastener_torque.yaml has no row "no-such-row"',
    );
    expect(() => pickCells(table, `?rows=${first}&cols=nope`, 'data/tables/engine_fastener_torque.yaml')).toThrow('has no column "nope"');
  });
});
