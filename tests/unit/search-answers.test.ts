// Direct answers from the data tables (issue 23): the value itself when a query names one row and a
// quantity, in metric and imperial with what it applies to, its source and the table's address; no card
// when the row or the column is ambiguous, or the query names no row.
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../src/search/engine';
import {answerTable, type AnswerTable} from '../../src/search/answers';
import {parseDataTable, type DataTable} from '../../src/lib/dataTable';

const source = (id: string) => ({id, text: `Maker's service manual ${id}, specifications page`});

function table(value: unknown): DataTable {
  return parseDataTable(value, 'fixture.yaml');
}

const valves = table({
  title: 'Valve clearances (cold)',
  appliesTo: 'The engine named in each row only',
  sources: [source('ttr90-sm')],
  columns: [
    {key: 'engine', label: 'Engine'},
    {key: 'intake', label: 'Intake (cold)', unit: 'mm'},
    {key: 'exhaust', label: 'Exhaust (cold)', unit: 'mm'},
  ],
  rows: [{id: 'ttr90', engine: 'Yamaha TT-R90', intake: [0.05, 0.09], exhaust: [0.08, 0.12], source: 'ttr90-sm'}],
});
const chains = table({
  title: 'Drive chain sizes',
  appliesTo: 'Roller chains of these sizes from any maker',
  sources: [source('chain-table')],
  columns: [
    {key: 'size', label: 'Chain size'},
    {key: 'pitch', label: 'Pitch', unit: 'mm'},
    {key: 'roller', label: 'Roller diameter', unit: 'mm'},
  ],
  rows: [
    {id: 'c420', size: '420', pitch: 12.7, roller: 7.75},
    {id: 'c428', size: '428', pitch: 12.7, roller: 8.51},
  ],
});
const slack = table({
  title: 'Drive chain slack and wear',
  appliesTo: 'Small bikes',
  sources: [source('slack')],
  columns: [
    {key: 'model', label: 'Model'},
    {key: 'length', label: 'Length over 21 pins (20 pitches)', unit: 'mm'},
  ],
  rows: [{id: 'new', model: 'New 420 or 428 chain', length: 254}],
});
const tires = table({
  title: 'Factory tire sizes and cold pressures',
  appliesTo: 'The models named in each row only',
  sources: [source('ttr90-om')],
  columns: [
    {key: 'item', label: 'Model and wheel'},
    {key: 'size', label: 'Tire size'},
    {key: 'pressure', label: 'Cold pressure', unit: 'kPa'},
  ],
  rows: [
    {id: 'f', item: 'Yamaha TT-R90, front', size: '2.50-14', pressure: 100},
    {id: 'r', item: 'Yamaha TT-R90, rear', size: '3.00-12', pressure: 100},
  ],
});
const threads = table({
  title: 'ISO metric thread pitches and wrench sizes',
  appliesTo: 'ISO metric threads',
  sources: [source('iso')],
  columns: [
    {key: 'thread', label: 'Thread'},
    {key: 'coarse', label: 'Coarse pitch (mm)'},
    {key: 'flats', label: 'ISO hex bolt wrench size', unit: 'mm'},
  ],
  rows: [{id: 'm8', thread: 'M8', coarse: 1.25, flats: 13}],
});
const torque = table({
  title: 'General torque for standard metric fasteners',
  appliesTo: 'Standard fasteners the manual gives no torque for',
  sources: [source('general')],
  columns: [
    {key: 'thread', label: 'Thread diameter'},
    {key: 'torque', label: 'General torque', unit: 'Nm'},
  ],
  rows: [{id: 'm8', thread: 'M8 (8 mm)', torque: 15, appliesTo: 'M8 fasteners with clean, dry threads'}],
});

function engineWith(tables: [DataTable, string][]): SearchEngine {
  const answers = tables.map(([t, url]) => answerTable(t, url)).filter((a): a is AnswerTable => a !== null);
  const hierarchy = {lvl0: 'Tech Database', lvl1: 'Specs', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const record = {
    objectID: '0',
    url: '/docs/tech/specs',
    url_without_anchor: '/docs/tech/specs',
    anchor: null,
    type: 'lvl1' as const,
    hierarchy,
    content: null,
    language: 'en',
    version: ['current'],
    docusaurus_tag: 'docs-default-current',
  };
  return SearchEngine.fromRecords(
    [record, {...record, objectID: '1', type: 'content', content: 'Valve clearance, chain pitch, torque and tire pressure.'}],
    answers,
  );
}

const engine = engineWith([
  [valves, '/docs/tech/valve_clearances'],
  [chains, '/docs/tech/chain_sizing'],
  [slack, '/docs/tech/chain_sizing#slack-and-wear'],
  [tires, '/docs/tech/tire_sizes_and_pressures'],
  [threads, '/docs/tech/bolt_and_thread_sizes'],
  [torque, '/docs/tech/torque_specs'],
]);

describe('direct answers', () => {
  it('answers "TT-R90 valve clearance" with both figures, metric and imperial, what they apply to, the source and the table', async () => {
    const {answer} = await engine.search('TT-R90 valve clearance');
    expect(answer).toEqual({
      table: 'Valve clearances (cold)',
      item: 'Yamaha TT-R90',
      appliesTo: 'The engine named in each row only',
      source: "Maker's service manual ttr90-sm, specifications page",
      url: '/docs/tech/valve_clearances',
      values: [
        {label: 'Intake (cold)', metric: '0.05–0.09 mm', imperial: '0.002–0.004 in'},
        {label: 'Exhaust (cold)', metric: '0.08–0.12 mm', imperial: '0.003–0.005 in'},
      ],
    });
    // Written as owners write it.
    expect(engine.answer('ttr90 valve clearance')?.item).toBe('Yamaha TT-R90');
    expect(engine.answer('what is the valve clearance on a ttr90')?.item).toBe('Yamaha TT-R90');
  });

  it('answers "428 chain pitch" from the row the query names whole, and only the column it names', () => {
    const answer = engine.answer('428 chain pitch');
    expect(answer?.item).toBe('428');
    expect(answer?.values).toEqual([{label: 'Pitch', metric: '12.7 mm', imperial: '0.500 in'}]);
  });

  it('answers "M8 bolt torque" from the torque table, with the row\'s own applies-to', () => {
    const answer = engine.answer('M8 bolt torque');
    expect(answer).toMatchObject({
      table: 'General torque for standard metric fasteners',
      appliesTo: 'M8 fasteners with clean, dry threads',
      url: '/docs/tech/torque_specs',
    });
    expect(answer?.values).toEqual([{label: 'General torque', metric: '15 Nm', imperial: '11.1 ft-lb'}]);
  });

  it('gives no card when two rows fit ("TT-R90 tire pressure": front and rear)', () => {
    expect(engine.answer('TT-R90 tire pressure')).toBeNull();
    expect(engine.answer('TT-R90 front tire pressure')?.item).toBe('Yamaha TT-R90, front');
  });

  it('gives no card without a row, without a quantity, or for a column it cannot show', () => {
    expect(engine.answer('valve clearance')).toBeNull();
    expect(engine.answer('ttr90')).toBeNull();
    expect(engine.answer('chain')).toBeNull();
    expect(engine.answer('m8 thread pitch')).toBeNull();
    expect(engine.answer('crf50 tire pressure')).toBeNull();
  });

  it('reads whatever the tables hold: a row added is answered, and a second row that fits takes the card away', () => {
    const more = structuredClone(valves);
    more.rows.push({id: 'crf50', engine: 'Honda CRF50F', intake: 0.05, exhaust: 0.05});
    expect(
      engineWith([[more, '/v']])
        .answer('crf50f valve clearance')
        ?.values.map((v) => v.metric),
    ).toEqual(['0.05 mm', '0.05 mm']);
    more.rows.push({id: 'crf50-2004', engine: 'Honda CRF50F 2004', intake: 0.06, exhaust: 0.06});
    expect(engineWith([[more, '/v']]).answer('crf50f valve clearance')).toBeNull();
  });

  it('gives the answer on the first page of hits only', async () => {
    expect((await engine.search('TT-R90 valve clearance', {page: 1})).answer).toBeNull();
  });
});
