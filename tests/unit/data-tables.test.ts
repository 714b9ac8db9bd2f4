import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {parseDataTable} from '../../src/lib/dataTable';
import {lookupValue} from '../../src/lib/cells';
import {sourceIndex} from '../../src/lib/tableView';
import {loadAllTables} from '../../src/plugins/data-tables';

const valid = {
  title: 'Standard torque',
  appliesTo: 'Honda-pattern engines',
  sources: [{id: 'manual', text: 'A factory service manual, general section'}],
  columns: [
    {key: 'fastener', label: 'Fastener'},
    {key: 'torque', label: 'Torque', unit: 'Nm'},
  ],
  rows: [
    {id: 'bolt-6mm', fastener: '6 mm bolt', torque: 10},
    {id: 'bolt-8mm', fastener: '8 mm bolt', torque: [20, 24], appliesTo: 'some engines'},
  ],
};

describe('data table schema', () => {
  it('accepts a well-formed table', () => {
    expect(parseDataTable(valid, 'x.yaml').rows).toHaveLength(2);
  });

  it.each([
    ['a row citing an unknown source', {...valid, rows: [{...valid.rows[0], source: 'nowhere'}]}, 'unknown source'],
    ['a cell in a column that does not exist', {...valid, rows: [{...valid.rows[0], colour: 'red'}]}, 'is not a column'],
    ['a table with no source', {...valid, sources: []}, 'sources'],
    ['a source that is a PitBase page', {...valid, sources: [{id: 'manual', text: 'PitBase page Ball Bearing Sizes'}]}, 'not a PitBase page'],
    ['a duplicate row id', {...valid, rows: [valid.rows[0], valid.rows[0]]}, 'duplicate row id'],
    ['an unknown unit', {...valid, columns: [valid.columns[0], {key: 'torque', label: 'T', unit: 'lbs'}]}, 'columns.1.unit'],
    ['a reversed range', {...valid, rows: [{...valid.rows[0], torque: [24, 20]}]}, 'rows.0'],
    ['a row with no label', {...valid, rows: [{id: 'x', torque: 3}]}, 'has no fastener'],
    ['an unknown top-level key', {...valid, notes: 'x'}, 'notes'],
  ])('rejects %s, naming the file', (_name, table, message) => {
    expect(() => parseDataTable(table, 'data/tables/bad.yaml')).toThrow(/bad\.yaml[\s\S]*/);
    expect(() => parseDataTable(table, 'data/tables/bad.yaml')).toThrow(new RegExp(message.replace('.', '\\.')));
  });

  it('numbers a row by its source, the first source for a row that names none', () => {
    const t = parseDataTable(
      {...valid, sources: [...valid.sources, {id: 'chart', text: 'A maker chart'}], rows: [valid.rows[0], {...valid.rows[1], source: 'chart'}]},
      'x.yaml',
    );
    expect(t.rows.map((row) => sourceIndex(t, row))).toEqual([0, 1]);
  });

  it('looks up one value with imperial beside metric', () => {
    const t = parseDataTable(valid, 'x.yaml');
    expect(lookupValue(t, 'bolt-6mm', 'torque')).toBe('10 Nm (7.4 ft-lb)');
    expect(lookupValue(t, 'bolt-8mm', 'torque')).toBe('20–24 Nm (14.8–17.7 ft-lb)');
    expect(() => lookupValue(t, 'bolt-9mm', 'torque')).toThrow(/no row "bolt-9mm"/);
    expect(() => lookupValue(t, 'bolt-6mm', 'size')).toThrow(/no column "size"/);
  });
});

describe('data/tables', () => {
  const files = fs.existsSync('data/tables') ? fs.readdirSync('data/tables').filter((f) => f.endsWith('.yaml')) : [];

  it.each(files)('%s is a valid data table', (file) => {
    const raw = YAML.parse(fs.readFileSync(path.join('data/tables', file), 'utf8'));
    expect(() => parseDataTable(raw, file)).not.toThrow();
  });

  it('every table a page imports exists', () => {
    const ids = new Set(loadAllTables(process.cwd()).map((t) => t.id));
    const walk = (d: string): string[] =>
      fs.readdirSync(d, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    const imported = walk('docs')
      .filter((f) => f.endsWith('.mdx'))
      .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/@site\/data\/tables\/([\w-]+)\.yaml/g)].map((m) => m[1]!));
    expect(imported.filter((id) => !ids.has(id))).toEqual([]);
  });
});
