// The carburetor exploded views on the five carburetor parts-list pages: every number drawn is the callout of
// the table row the part maps to, every mapped row exists in the table the page passes, and the text
// alternative names the numbered parts in the order the drawing stacks them.
import fs from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import FigCarbExploded, {CARBS, callouts, type CarbType} from '../../src/figures/FigCarbExploded';
import {parseDataTable, type DataTable} from '../../src/lib/dataTable';

const DIR = 'docs/manuals/parts_diagram';

interface Use {
  page: string;
  carb: CarbType;
  table: DataTable;
  alt: string;
  text: string;
}

/** Every page that shows the drawing: which carburetor, the table it passes (read from the page's import), its alt. */
function uses(): Use[] {
  return fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((f) => {
      const page = path.join(DIR, f);
      const text = fs.readFileSync(page, 'utf8');
      return [...text.matchAll(/<Figure\b([^>]*)>\s*<FigCarbExploded carb="(\w+)" parts=\{(\w+)\} \/>/g)].map((m) => {
        const file = text.match(new RegExp(`import ${m[3]} from '@site/(data/tables/[\\w.]+\\.yaml)'`))?.[1];
        if (!file) throw new Error(`${page}: no import for ${m[3]}`);
        return {
          page,
          carb: m[2] as CarbType,
          table: parseDataTable(parse(fs.readFileSync(file, 'utf8')), file),
          alt: m[1]!.match(/alt="([^"]*)"/)?.[1] ?? '',
          text,
        };
      });
    });
}

/** The numbers the drawing shows, in document order, each with the number its callout group is tagged with. */
function drawnNumbers(carb: CarbType, table: DataTable): {tag: string; text: string}[] {
  const svg = renderToStaticMarkup(createElement(FigCarbExploded, {carb, parts: table}));
  return [...svg.matchAll(/<g data-callout="([^"]+)">.*?<text[^>]*>([^<]*)<\/text><\/g>/g)].map((m) => ({tag: m[1]!, text: m[2]!}));
}

describe('carburetor exploded views', () => {
  const all = uses();

  it('all five carburetor parts lists show one, each a different carburetor', () => {
    expect(all.map((u) => u.carb).sort()).toEqual(['pe', 'pwk', 'pz', 'tm', 'vm']);
  });

  for (const u of all) {
    describe(u.page, () => {
      it('every row id the drawing maps exists in the table the page passes', () => {
        const ids = new Set(u.table.rows.map((r) => r.id));
        const mapped = Object.values(CARBS[u.carb].parts).filter((id): id is string => typeof id === 'string');
        expect(mapped.length).toBeGreaterThanOrEqual(8);
        expect(mapped.filter((id) => !ids.has(id))).toEqual([]);
      });

      it("every number drawn is the table's own callout for the row its part maps to", () => {
        const drawn = drawnNumbers(u.carb, u.table);
        const expected = Object.entries(CARBS[u.carb].parts)
          .filter(([, id]) => id)
          .map(([, id]) => String(u.table.rows.find((r) => r.id === id)!.no));
        expect(drawn.map((d) => d.text).sort()).toEqual(expected.sort());
        for (const d of drawn) expect(d.text).toBe(d.tag);
      });

      it('the text alternative names the numbered parts in the order the drawing stacks them', () => {
        const inAlt = [...u.alt.matchAll(/\((\d+)\)/g)].map((m) => m[1]);
        const stacked = [...new Set(callouts(u.carb, u.table).map((c) => c.no))];
        expect(inAlt).toEqual(stacked);
      });

      it('the slide drawn is the kind the page names', () => {
        const flat = /flat[- ]slide/i.test(u.text);
        const round = /round[- ]slide/i.test(u.text);
        if (flat) expect(CARBS[u.carb].slide).toBe('flat');
        if (round) expect(CARBS[u.carb].slide).toBe('round');
      });
    });
  }

  it('draws the number a row carries: renumbering a row in the table renumbers its callout', () => {
    const vm = all.find((u) => u.carb === 'vm')!.table;
    const renumbered = {...vm, rows: vm.rows.map((r) => (r.id === 'main-jet' ? {...r, no: 61} : r))};
    const texts = drawnNumbers('vm', renumbered).map((d) => d.text);
    expect(texts).toContain('61');
    expect(texts).not.toContain(String(vm.rows.find((r) => r.id === 'main-jet')!.no));
  });

  it('refuses, naming the row, a table that lacks a row the drawing maps', () => {
    const pz = all.find((u) => u.carb === 'pz')!.table;
    const without = {...pz, rows: pz.rows.filter((r) => r.id !== 'float-pin')};
    expect(() => drawnNumbers('pz', without)).toThrow(/pz parts table has no row "float-pin"/);
  });

  it('refuses an unknown carburetor with the ones it knows', () => {
    const pz = all.find((u) => u.carb === 'pz')!.table;
    expect(() => drawnNumbers('xx' as CarbType, pz)).toThrow(/unknown carburetor "xx" \(one of vm, pe, pwk, tm, pz\)/);
  });
});
