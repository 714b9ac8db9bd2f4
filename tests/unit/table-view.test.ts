import {describe, expect, it} from 'vitest';
import {parseDataTable} from '../../src/lib/dataTable';
import {sortKey, viewRows} from '../../src/lib/tableView';

const table = parseDataTable(
  {
    title: 'Test',
    appliesTo: 'Test engines',
    sources: [{id: 'src', text: 'A test source document'}],
    columns: [
      {key: 'engine', label: 'Engine'},
      {key: 'torque', label: 'Torque', unit: 'Nm'},
      {key: 'size', label: 'Size'},
    ],
    rows: [
      {id: 'a', engine: 'Honda CRF50F', torque: 12, size: 'M8'},
      {id: 'b', engine: 'Lifan 1P52FMH', torque: [8, 10], size: 'M6'},
      {id: 'c', engine: 'YX 1P60FMJ', size: 'M10'},
      {id: 'd', engine: 'Kawasaki KLX110', torque: 30, size: 'M12'},
    ],
  },
  'test.yaml',
);

const ids = (rows: {id: string}[]) => rows.map((r) => r.id);

describe('viewRows', () => {
  it('filters on the text a reader sees, every word, any case', () => {
    expect(ids(viewRows(table, 'honda', null))).toEqual(['a']);
    expect(ids(viewRows(table, '1p60 yx', null))).toEqual(['c']);
    // imperial text is searchable too: 12 Nm prints as 8.9 ft-lb
    expect(ids(viewRows(table, '8.9 ft-lb', null))).toEqual(['a']);
    expect(ids(viewRows(table, 'nothing like this', null))).toEqual([]);
    expect(ids(viewRows(table, '   ', null))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('sorts numbers as numbers, ranges by their low end, empty cells last both ways', () => {
    expect(ids(viewRows(table, '', {key: 'torque', direction: 'ascending'}))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(viewRows(table, '', {key: 'torque', direction: 'descending'}))).toEqual(['d', 'a', 'b', 'c']);
  });
  it('sorts text naturally (M6 before M10)', () => {
    expect(ids(viewRows(table, '', {key: 'size', direction: 'ascending'}))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(viewRows(table, '', {key: 'engine', direction: 'descending'}))).toEqual(['c', 'b', 'd', 'a']);
  });
  it('reads a leading number out of a string cell', () => {
    expect(sortKey('9.5:1')).toBe(9.5);
    expect(sortKey('Semi-automatic')).toBe('semi-automatic');
    expect(sortKey(undefined)).toBeNull();
  });
});
