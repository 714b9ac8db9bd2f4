// The parts data layer: the schema rejects malformed records with a message naming the file and the problem,
// every file in data/parts validates, engines resolve against their family, and the exploded views fit.
import {describe, expect, it} from 'vitest';
import {
  FIGURE_WIDTH,
  interchangeTable,
  layoutAssembly,
  parseEngine,
  parseFamily,
  parseInterchange,
  resolveEngine,
  resolveSpecRefs,
  shapeSize,
  type Family,
} from '../../src/lib/parts';
import {loadParts} from '../../src/plugins/parts-data';
import {loadAllTables} from '../../src/plugins/data-tables';
import {lookupValue} from '../../src/lib/cells';
import {parseDataTable} from '../../src/lib/dataTable';

const interchange = parseInterchange(
  {
    kind: 'interchange',
    groups: [
      {id: 'kick-shaft', name: 'Kickstart shaft', assembly: 'kickstarter', check: 'Measure the shaft'},
      {id: 'clutch-plates', name: 'Clutch discs', assembly: 'clutch', check: 'Count the discs'},
    ],
  },
  'interchange.yaml',
);

const family = {
  kind: 'family',
  id: 'pattern',
  name: 'Test pattern',
  description: 'Engines for the test',
  sources: [{id: 'strip', text: 'A magazine strip-down of two engines'}],
  assemblies: [
    {
      id: 'clutch',
      title: 'Clutch',
      axis: 'Along the main shaft',
      parts: [
        {callout: 1, name: 'Pressure plate', shape: 'plate', source: 'strip'},
        {callout: 2, name: 'Friction disc', shape: 'plate', aliases: ['fiber plate'], interchange: 'clutch-plates', source: 'strip'},
      ],
    },
    {
      id: 'kickstarter',
      title: 'Kickstarter',
      axis: 'Along the kick shaft',
      parts: [{callout: 1, name: 'Kickstart shaft', shape: 'shaft', interchange: 'kick-shaft', source: 'strip'}],
    },
  ],
};

const engine = {
  kind: 'engine',
  id: 'test-155',
  family: 'pattern',
  name: 'Test 155',
  sources: [{id: 'owner', text: 'An owners page about the Test 155'}],
  facts: [{group: 'clutch-plates', value: 'Six friction discs', source: 'owner'}],
  overrides: [{assembly: 'clutch', callout: 2, qty: 6, notes: 'Six-disc clutch', source: 'owner'}],
  without: ['kickstarter'],
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const families = () => new Map<string, Family>([['pattern', parseFamily(family, 'family.yaml', interchange)]]);

// The fixtures break the schema on purpose, so the schema's types cannot describe them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Broken = any;

describe('parts schema', () => {
  it('accepts a well-formed family and engine', () => {
    const e = parseEngine(engine, 'engine.yaml', families(), interchange);
    const r = resolveEngine(e, families().get('pattern')!);
    expect(r.assemblies.map((a) => a.id)).toEqual(['clutch']);
    const disc = r.assemblies[0]!.parts[1]!;
    expect(disc).toMatchObject({name: 'Friction disc', qty: 6, variant: 'Six-disc clutch'});
    expect(r.sources[disc.variantSourceIndex!]!.id).toBe('owner');
  });

  const badFamily: [string, (f: Broken) => void, RegExp][] = [
    ['a part row with no source', (f) => delete f.assemblies[0].parts[0].source, /parts\.0\.source/],
    ['a part citing an unknown source', (f) => (f.assemblies[0].parts[0].source = 'forum'), /unknown source "forum"/],
    ['a callout used twice', (f) => (f.assemblies[0].parts[1].callout = 1), /callout 1 is used twice/],
    ['an unknown interchange group', (f) => (f.assemblies[0].parts[1].interchange = 'bore'), /unknown interchange group "bore"/],
    ['an unknown shape', (f) => (f.assemblies[0].parts[0].shape = 'blob'), /shape/],
    ['an unknown assembly', (f) => (f.assemblies[0].id = 'gearbox-stuff'), /assemblies\.0\.id/],
    ['a zero quantity', (f) => (f.assemblies[0].parts[0].qty = 0), /qty/],
    ['a misspelt key', (f) => (f.assemblies[0].parts[0].partNo = '123'), /partNo/],
    ['an empty part number', (f) => (f.assemblies[0].parts[0].partNumber = ''), /partNumber/],
  ];
  it.each(badFamily)('rejects a family with %s, naming the file', (_n, change, message) => {
    const f = clone(family);
    change(f);
    expect(() => parseFamily(f, 'data/parts/families/bad.yaml', interchange)).toThrow(/bad\.yaml is not valid parts data/);
    expect(() => parseFamily(f, 'data/parts/families/bad.yaml', interchange)).toThrow(message);
  });

  const badEngine: [string, (e: Broken) => void, RegExp][] = [
    ['an unknown family', (e) => (e.family = 'other'), /unknown family "other"/],
    ['a fact with no source', (e) => delete e.facts[0].source, /facts\.0\.source/],
    ['a fact in an unknown group', (e) => (e.facts[0].group = 'stator-pins'), /unknown interchange group "stator-pins"/],
    ['no facts', (e) => (e.facts = []), /facts/],
    ['an override of a callout the family lacks', (e) => (e.overrides[0].callout = 9), /"clutch" has no callout 9/],
    ['an override with no source', (e) => delete e.overrides[0].source, /overrides\.0\.source/],
    ['an override of a removed assembly', (e) => (e.without = ['clutch']), /listed under without/],
    ['an own assembly the family already has', (e) => (e.assemblies = [clone(family.assemblies[0])]), /already in the family/],
    ['a source id the family already uses', (e) => (e.sources[0].id = 'strip'), /already a source of the family/],
    [
      'a source that is a PitBase page',
      (e) => (e.sources[0].text = 'PitBase guide Setting Up a New Engine'),
      /sources\.0\.text: a source is a public document/,
    ],
  ];
  it.each(badEngine)('rejects an engine with %s, naming the file', (_n, change, message) => {
    const e = clone(engine);
    change(e);
    expect(() => parseEngine(e, 'data/parts/engines/bad.yaml', families(), interchange)).toThrow(/bad\.yaml is not valid parts data/);
    expect(() => parseEngine(e, 'data/parts/engines/bad.yaml', families(), interchange)).toThrow(message);
  });

  it('rejects a duplicate interchange group', () => {
    const g = {id: 'kick-shaft', name: 'K', assembly: 'kickstarter', check: 'Measure'};
    expect(() => parseInterchange({kind: 'interchange', groups: [g, g]}, 'i.yaml')).toThrow(/duplicate group "kick-shaft"/);
  });
});

describe('values read from a spec table', () => {
  const tables = new Map([
    [
      'test_specs',
      parseDataTable(
        {
          title: 'Test 155 specifications',
          description: 'Published figures of the Test 155',
          appliesTo: 'Test 155',
          sources: [{id: 'sheet', text: 'The Test 155 specification sheet, clutch section'}],
          columns: [
            {key: 'item', label: 'Item'},
            {key: 'value', label: 'Value'},
            {key: 'discs', label: 'Friction discs'},
          ],
          rows: [{id: 'clutch', item: 'Clutch', value: 'Wet, six friction discs', discs: 6, source: 'sheet'}],
        },
        'test_specs.yaml',
      ),
    ],
  ]);
  const withRefs = () => {
    const e: Broken = clone(engine);
    e.facts = [{group: 'clutch-plates', label: 'Clutch', spec: {table: 'test_specs', row: 'clutch'}}];
    e.overrides = [{assembly: 'clutch', callout: 2, spec: {table: 'test_specs', row: 'clutch', col: 'discs'}, label: 'Discs'}];
    return e;
  };

  it('puts in the cell text and cites the table source, so the value is written once', () => {
    const e = parseEngine(resolveSpecRefs(withRefs(), 'engine.yaml', tables), 'engine.yaml', families(), interchange);
    expect(e.facts[0]).toMatchObject({value: 'Clutch: Wet, six friction discs'});
    const r = resolveEngine(e, families().get('pattern')!);
    const disc = r.assemblies[0]!.parts[1]!;
    expect(disc.variant).toBe('Discs: 6');
    expect(r.sources[disc.variantSourceIndex!]!.text).toBe('The Test 155 specification sheet, clutch section');
    const t = interchangeTable([e], families(), interchange);
    expect(t.rows[0]!.values[0]).toEqual({value: 'Clutch: Wet, six friction discs', source: 'The Test 155 specification sheet, clutch section'});
  });

  const badRefs: [string, (e: Broken) => void, RegExp][] = [
    ['an unknown table', (e) => (e.facts[0].spec.table = 'other_specs'), /facts\.0\.spec\.table: unknown data table "other_specs"/],
    ['an unknown row', (e) => (e.facts[0].spec.row = 'gearbox'), /facts\.0\.spec: .*has no row "gearbox"/],
    ['an unknown column', (e) => (e.overrides[0].spec.col = 'plates'), /overrides\.0\.spec: .*has no column "plates"/],
    ['a value beside the reference', (e) => (e.facts[0].value = 'Six discs'), /facts\.0: give either value or spec/],
    [
      'its own source beside the reference',
      (e) => (e.overrides[0].source = 'owner'),
      /overrides\.0\.source: a spec value takes its source from the table/,
    ],
    ['a reference with no row', (e) => delete e.facts[0].spec.row, /facts\.0\.spec: give table, row/],
  ];
  it.each(badRefs)('rejects a reference to %s, naming the file', (_n, change, message) => {
    const e = withRefs();
    change(e);
    expect(() => resolveSpecRefs(e, 'data/parts/engines/bad.yaml', tables)).toThrow(/bad\.yaml is not valid parts data/);
    expect(() => resolveSpecRefs(e, 'data/parts/engines/bad.yaml', tables)).toThrow(message);
  });

  it("puts a table cell into a family part's notes and lists the table source in the family", () => {
    const f: Broken = clone(family);
    const part = f.assemblies[0].parts[1];
    delete part.notes;
    delete part.source;
    Object.assign(part, {label: 'Discs', spec: {table: 'test_specs', row: 'clutch', col: 'discs'}});
    const parsed = parseFamily(resolveSpecRefs(f, 'family.yaml', tables), 'family.yaml', interchange);
    const resolved = parsed.assemblies[0]!.parts[1]!;
    expect(resolved.notes).toBe('Discs: 6');
    expect(parsed.sources.find((s) => s.id === resolved.source)?.text).toBe('The Test 155 specification sheet, clutch section');
  });

  it('rejects a label with no reference', () => {
    const e: Broken = clone(engine);
    e.facts[0].label = 'Clutch';
    expect(() => parseEngine(resolveSpecRefs(e, 'engine.yaml', tables), 'engine.yaml', families(), interchange)).toThrow(/label/);
  });
});

describe('interchange table', () => {
  it('lists a group only where an engine states a value, with its source', () => {
    const e = parseEngine(engine, 'engine.yaml', families(), interchange);
    const t = interchangeTable([e], families(), interchange);
    expect(t.rows.map((r) => r.group)).toEqual(['clutch-plates']);
    expect(t.rows[0]!.values[0]).toEqual({value: 'Six friction discs', source: 'An owners page about the Test 155'});
  });
});

describe('exploded view layout', () => {
  it('keeps every part and callout badge inside the figure and wraps long assemblies into rows', () => {
    const parts = Array.from({length: 12}, (_, i) => ({callout: i + 1, shape: i % 2 ? ('plate' as const) : ('shaft' as const)}));
    const f = layoutAssembly(parts);
    expect(f.shapes).toHaveLength(12);
    expect(f.axes.length).toBeGreaterThan(1);
    for (const s of f.shapes) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x + s.w).toBeLessThanOrEqual(f.width);
      expect(s.y + s.h).toBeLessThanOrEqual(f.height);
      expect(s.by).toBeLessThan(s.y);
    }
    expect(f.width).toBeLessThanOrEqual(FIGURE_WIDTH + 16);
  });

  it('places parts in callout order along the axis', () => {
    const f = layoutAssembly([
      {callout: 1, shape: 'nut'},
      {callout: 2, shape: 'piston'},
    ]);
    expect(f.shapes[0]!.x).toBeLessThan(f.shapes[1]!.x);
    expect(f.shapes[1]!.w).toBe(shapeSize('piston')[0]);
  });
});

describe('data/parts', () => {
  const data = loadParts(process.cwd());
  it('validates, and every engine names its sources and resolves', () => {
    expect(data.engines.length).toBeGreaterThan(0);
    for (const e of data.engines) {
      const r = resolveEngine(e, data.families.get(e.family)!);
      for (const a of r.assemblies) for (const p of a.parts) expect(r.sources[p.sourceIndex], `${e.id} ${a.id} ${p.callout}`).toBeDefined();
    }
  });

  it('shows the Anima 190F values its spec tables hold, written there only', () => {
    const e = data.engines.find((x) => x.id === 'daytona-anima-190')!;
    const facts = e.facts.map((f) => f.value);
    // Read the expected text from the tables, so a value corrected there needs no edit here.
    const tables = new Map(loadAllTables(process.cwd()).map(({id, table}) => [id, table]));
    const cell = (t: string, row: string, col = 'value') => lookupValue(tables.get(t)!, row, col);
    expect(facts).toContain(`Bore × stroke: ${cell('daytona_anima_specs', 'bore-stroke')}`);
    expect(facts).toContain(`1st: ${cell('drive_ratios', 'anima190-1st', 'teeth')}`);
    expect(facts).toContain(`Links: ${cell('cam_drive', 'anima190-chain', 'chainLinks')}`);
    expect(e.facts.every((f) => f.source.startsWith('table-'))).toBe(true);
  });

  it('reads every cam sprocket tooth count from the cam drive table', () => {
    const tables = new Map(loadAllTables(process.cwd()).map(({id, table}) => [id, table]));
    const counts = ['cam-sprocket-28t', 'cam-sprocket-32t'].map((row) => `Teeth: ${lookupValue(tables.get('cam_drive')!, row, 'camTeeth')}`);
    const facts = data.engines.flatMap((e) => e.facts.filter((f) => f.group === 'cam-sprocket').map((f) => ({e: e.id, ...f})));
    expect(facts.map((f) => f.e)).toEqual(expect.arrayContaining(['yx-140', 'lifan-140', 'yx-90']));
    for (const f of facts) {
      expect(counts, f.e).toContain(f.value);
      expect(f.source, f.e).toMatch(/^table-cam-drive-/);
    }
    // The count the YX 140 shows is the 32-tooth row, the Lifan 140's the 28-tooth row.
    expect(facts.find((f) => f.e === 'yx-140')?.value).toBe(counts[1]);
    expect(facts.find((f) => f.e === 'lifan-140')?.value).toBe(counts[0]);
  });
});
