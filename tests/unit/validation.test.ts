// The one error format for data tables, netlists, parts data and front matter: the file, where in it, what
// was expected and what was found. And the front matter schema the build enforces, on its fixtures.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import * as z from 'zod';
import {describe, expect, it} from 'vitest';
import {parseFile} from '../../src/lib/validation';
import {checkFrontMatter} from '../../src/lib/frontMatter';
import {parseDataTable} from '../../src/lib/dataTable';
import {parseNetlist} from '../../src/lib/netlist';
import {parseInterchange} from '../../src/lib/parts';

const fixture = (name: string) => path.resolve(__dirname, '../../lint/fixtures', name);
const frontMatterOf = (file: string) => YAML.parse(fs.readFileSync(file, 'utf8').split(/^---$/m)[1]!);

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

describe('the validation error format', () => {
  const schema = z
    .object({
      title: z.string().min(3),
      unit: z.enum(['Nm', 'mm']),
      rows: z.array(z.object({torque: z.number().positive()})).min(1),
      id: z.string().regex(/^[a-z-]+$/, 'ids are lowercase words joined by dashes'),
    })
    .strict();

  it('names the file, then each problem: where, what was expected, what was found', () => {
    const value = {title: 'ab', unit: 'lbs', rows: [{torque: 'ten'}], id: 'Bad Id', colour: 'red'};
    expect(messageOf(() => parseFile(schema, value, 'data/tables/bad.yaml', 'a valid data table'))).toBe(
      [
        'data/tables/bad.yaml is not a valid data table:',
        '  title: expected at least 3 characters, found "ab" (2 characters)',
        '  unit: expected one of "Nm", "mm", found "lbs"',
        '  rows.0.torque: expected number, found "ten"',
        '  id: ids are lowercase words joined by dashes, found "Bad Id"',
        '  (top level): unknown key "colour"',
      ].join('\n'),
    );
  });

  it('says what is missing and describes lists and groups', () => {
    expect(messageOf(() => parseFile(schema, {unit: 'Nm', rows: [], id: 'a'}, 'x.yaml', 'valid'))).toBe(
      ['x.yaml is not valid:', '  title: expected string, found nothing', '  rows: expected at least 1 item, found a list of 0 items'].join('\n'),
    );
    expect(messageOf(() => parseFile(schema, {title: {a: 1}, unit: 'Nm', rows: [{torque: -1}], id: 'a'}, 'x.yaml', 'valid'))).toBe(
      ['x.yaml is not valid:', '  title: expected string, found a group of keys', '  rows.0.torque: expected more than 0, found -1'].join('\n'),
    );
  });

  it('is the format of data tables, netlists and parts data', () => {
    expect(messageOf(() => parseDataTable({title: 'T', sources: [], columns: [], rows: []}, 'data/tables/t.yaml'))).toMatch(
      /^data\/tables\/t\.yaml is not a valid data table:\n {2}appliesTo: expected string, found nothing\n {2}sources: expected at least 1 item, found a list of 0 items/,
    );
    expect(messageOf(() => parseNetlist({title: 3}, 'data/netlists/n.yaml'))).toMatch(
      /^data\/netlists\/n\.yaml is not a valid netlist:\n {2}title: expected string, found 3/,
    );
    expect(messageOf(() => parseInterchange({kind: 'interchange', groups: 'none'}, 'data/parts/interchange.yaml'))).toMatch(
      /^data\/parts\/interchange\.yaml is not valid parts data:\n {2}groups: expected array, found "none"/,
    );
  });
});

describe('the front matter schema', () => {
  it('refuses the failing fixture, naming the page and each key', () => {
    const file = 'lint/fixtures/front-matter-bad.mdx';
    expect(messageOf(() => checkFrontMatter([{file, frontMatter: frontMatterOf(fixture('front-matter-bad.mdx'))}]))).toBe(
      [
        `${file} is not valid front matter:`,
        '  title: expected at least 3 characters, found "Ok" (2 characters)',
        '  description: expected at least 20 characters, found "Too short." (10 characters)',
        '  tags: expected at least 1 item, found a list of 0 items',
        '  (top level): unknown key "sidebar_positon"',
      ].join('\n'),
    );
  });

  it('accepts the passing fixture', () => {
    expect(() => checkFrontMatter([{file: 'good.mdx', frontMatter: frontMatterOf(fixture('front-matter-good.mdx'))}])).not.toThrow();
  });
});
