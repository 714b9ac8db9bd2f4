// The pre-ride figure marks each check with the number the checklist table gives its row, so the drawing and
// the table on Pre-Ride Checks cannot disagree, and a row the drawing needs that is missing stops the build.
import fs from 'node:fs';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import FigPreRideWalkAround, {spotNumbers} from '../../src/figures/FigPreRideWalkAround';
import {parseDataTable, type DataTable} from '../../src/lib/dataTable';

const FILE = 'data/tables/pre_ride_checklist.yaml';
const table = (): DataTable => parseDataTable(parse(fs.readFileSync(FILE, 'utf8')), FILE);
const texts = (t: DataTable) =>
  [...renderToStaticMarkup(createElement(FigPreRideWalkAround, {checks: t})).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('pre-ride figure', () => {
  it('the page passes the checklist table it shows to the drawing', () => {
    const page = fs.readFileSync('docs/guides/maintenance_repair/pre_ride_checks.mdx', 'utf8');
    const name = page.match(/import (\w+) from '@site\/data\/tables\/pre_ride_checklist\.yaml'/)?.[1];
    expect(name).toBeDefined();
    expect(page).toContain(`<SpecTable data={${name}} />`);
    expect(page).toContain(`<FigPreRideWalkAround checks={${name}} />`);
  });

  it('labels each place with the numbers of the table rows checked there', () => {
    const t = table();
    const no = (id: string) => t.rows.find((r) => r.id === id)!.no;
    const n = spotNumbers(t);
    expect(n.chain).toBe(`${no('chain-slack')} ${no('chain-condition')}`);
    expect(n.oil).toBe(String(no('engine-oil')));
    expect(texts(t)).toContain(n.bars);
  });

  it('follows the table when the list is renumbered', () => {
    const t = table();
    const renumbered = {...t, rows: t.rows.map((r) => ({...r, no: 100 - (r.no as number)}))};
    expect(spotNumbers(renumbered).rearBrake).toBe(String(100 - (t.rows.find((r) => r.id === 'rear-brake')!.no as number)));
    expect(texts(renumbered)).not.toEqual(texts(t));
  });

  it('names the missing row when the table lacks one the drawing marks', () => {
    const t = table();
    const without = {...t, rows: t.rows.filter((r) => r.id !== 'kill-switch')};
    expect(() => spotNumbers(without)).toThrow(/no row "kill-switch"/);
  });
});
