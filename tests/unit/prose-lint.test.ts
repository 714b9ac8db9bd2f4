// The prose lint: each rule fails on its fixture, passes a clean page, and the published site is clean.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintSite, lintSpelling, lintTables, lintText} from '../../lint/prose/lint.mjs';

type Finding = {file: string; line: number; rule: string; message: string};
const fixture = (name: string) => path.resolve(__dirname, '../../lint/fixtures', name);

describe('prose lint rules', () => {
  it('flags narration of the site research in prose and in a markdown table cell', async () => {
    const found: Finding[] = await lintText([fixture('narration.mdx')]);
    expect(found.filter((f) => f.rule === 'no-site-narration').map((f) => f.line)).toEqual([5, 9]);
  });

  it('flags "PitBase" and "as cited on" pointers in a Sources list, and not in body text, Related or a later section', async () => {
    const found: Finding[] = await lintText([fixture('sources-self-cite.mdx')]);
    expect(found.map((f) => [f.rule, f.line])).toEqual([
      ['sources-not-site', 13],
      ['sources-not-site', 15],
      ['sources-not-site', 16],
      ['sources-not-site', 17],
    ]);
  });

  it('flags imperial quantities that stand without their metric value', async () => {
    const found: Finding[] = await lintText([fixture('imperial-only.mdx')]);
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('"40 ft-lb"'), expect.stringContaining('"12 psi"')]);
  });

  it('flags misspelled and British words', async () => {
    const found: Finding[] = await lintSpelling([fixture('misspelled.mdx')]);
    expect(found.map((f) => f.message)).toEqual([expect.stringContaining('carburettor'), expect.stringContaining('hieght')]);
  }, 60_000);

  it('flags a data table column that repeats one text in every row, and a narrating cell', () => {
    const found: Finding[] = lintTables([fixture('repeated-column.yaml'), fixture('narration-cell.yaml')]);
    expect(found.map((f) => [path.basename(f.file), f.rule])).toEqual([
      ['repeated-column.yaml', 'repeated-column'],
      ['narration-cell.yaml', 'no-site-narration'],
    ]);
  });

  it('passes metric-first quantities, stated conversions, wheel sizes in inches and engine codes', async () => {
    expect([...(await lintText([fixture('clean.mdx')])), ...(await lintSpelling([fixture('clean.mdx')]))]).toEqual([]);
  }, 60_000);
});

describe('the published pages and data tables', () => {
  it('have no prose lint findings', async () => {
    const found: Finding[] = await lintSite();
    expect(found.map((f) => `${f.file}:${f.line} ${f.rule} ${f.message}`)).toEqual([]);
  }, 120_000);
});
