// Netlists: the schema and circuit rules (each with a fixture that breaks it), every file in data/netlists,
// and the ELK layout drawn from them.
import {describe, expect, it} from 'vitest';
import {computeNets, insulation, parseNetlist} from '../../src/lib/netlist';
import {loadAllNetlists} from '../../src/plugins/data-tables';
import {CHAR_EM, FONT, layoutNetlist, textWidth, wrap} from '../../src/lib/netlistLayout';

const sources = [{id: 'sheet', text: 'A maker wiring sheet for the engine family'}];
const ignition = {
  title: 'Kick-start ignition',
  appliesTo: 'Engines with an AC CDI',
  sources,
  components: [
    {id: 'source-coil', label: 'Source coil', kind: 'winding', grounded: ['plate'], pins: [{id: 'lead', label: 'Black/red'}, {id: 'plate'}]},
    {id: 'cdi', label: 'AC CDI', kind: 'module', pins: [{id: 'in', label: 'Black/red'}, {id: 'out', label: 'Black/yellow'}, {id: 'gnd'}]},
    {id: 'coil', label: 'Ignition coil', kind: 'module', pins: [{id: 'primary'}, {id: 'ht'}, {id: 'gnd'}]},
    {id: 'plug', label: 'Spark plug', kind: 'load', grounded: ['body'], pins: [{id: 'cap'}, {id: 'body'}]},
    {id: 'ground', label: 'Frame ground', kind: 'ground'},
  ],
  wires: [
    {id: 'source', from: 'source-coil.lead', to: 'cdi.in', color: 'Black/red', function: 'Charges the CDI', source: 'sheet'},
    {id: 'primary', from: 'cdi.out', to: 'coil.primary', color: 'Black/yellow', function: 'Fires the coil', source: 'sheet'},
    {id: 'ht', from: 'coil.ht', to: 'plug.cap', color: 'Black HT lead', stroke: '#222222', function: 'Spark', source: 'sheet'},
    {id: 'cdi-gnd', from: 'cdi.gnd', to: 'ground', color: 'Green', function: 'CDI ground', source: 'sheet'},
    {id: 'coil-gnd', from: 'coil.gnd', to: 'ground', color: 'Green', function: 'Coil ground', source: 'sheet'},
  ],
};

// A floating lighting winding feeding a lamp that is grounded to the frame, with no end of the winding
// grounded: the lamp has no way back to the winding.
const floatingLamp = {
  title: 'Lamp on a floating winding',
  appliesTo: 'A test circuit',
  sources,
  components: [
    {id: 'winding', label: 'Lighting winding', kind: 'winding', pins: [{id: 'a'}, {id: 'b'}]},
    {id: 'cap', label: 'Insulated cap', kind: 'cap', pins: [{id: 'lead'}]},
    {id: 'lamp', label: 'Headlight', kind: 'load', pins: [{id: 'feed'}, {id: 'gnd'}]},
    {id: 'ground', label: 'Frame ground', kind: 'ground'},
  ],
  wires: [
    {id: 'feed', from: 'winding.a', to: 'lamp.feed', color: 'Yellow', function: 'Lighting AC', source: 'sheet'},
    {id: 'capped', from: 'winding.b', to: 'cap.lead', color: 'Yellow', function: 'Other end, capped', source: 'sheet'},
    {id: 'lamp-gnd', from: 'lamp.gnd', to: 'ground', color: 'Green', function: 'Lamp return', source: 'sheet'},
  ],
};

const wires = ignition.wires;
const comps = ignition.components;
const withWire = (i: number, patch: object) => ({...ignition, wires: wires.map((w, j) => (j === i ? {...w, ...patch} : w))});
const withComp = (i: number, patch: object) => ({...ignition, components: comps.map((c, j) => (j === i ? {...c, ...patch} : c))});

describe('netlist rules', () => {
  it('accepts a well-formed circuit', () => {
    expect(parseNetlist(ignition, 'x.yaml').wires).toHaveLength(5);
  });

  it.each([
    ['a wire without a source (there is no default source)', withWire(0, {source: undefined}), 'source'],
    ['a wire citing a source the file does not list', withWire(0, {source: 'forum'}), 'unknown source "forum"'],
    ['a wire to an unknown component', withWire(0, {to: 'battery.pos'}), 'unknown component "battery"'],
    ['a wire to a pin the part does not declare', withWire(0, {to: 'cdi.source'}), 'pin "source", which "cdi" does not declare'],
    ['a wire ending on a part with no pin named', withWire(0, {to: 'cdi'}), 'must end on a pin of "cdi"'],
    ['a wire from a part to itself', withWire(0, {to: 'source-coil.plate'}), 'two different components'],
    ['a duplicate wire id', {...ignition, wires: [...wires, wires[0]]}, 'duplicate wire'],
    ['a duplicate component', {...ignition, components: [...comps, comps[1]]}, 'duplicate component'],
    ['a stroke that is not #rrggbb', withWire(2, {stroke: 'black'}), '#rrggbb'],
    ['a winding with one end', withComp(0, {pins: [{id: 'lead'}], grounded: []}), 'two ends'],
    [
      'a winding end neither connected nor grounded',
      withComp(0, {grounded: []}),
      'end "plate" of winding "source-coil" is neither connected nor explicitly grounded',
    ],
    ['a pin grounded that the part does not declare', withComp(0, {grounded: ['case']}), 'grounds pin "case"'],
    ['a pin left hanging', withComp(1, {pins: [...comps[1]!.pins!, {id: 'kill'}]}), 'pin "kill" of "cdi" is not connected'],
    ['a load with no return path (plug body not grounded)', withComp(3, {grounded: []}), 'pin "body" of "plug" is not connected'],
    ['a lamp on a floating winding grounded to the frame', floatingLamp, 'load "lamp" has no return path'],
    [
      'a switch with no state',
      {...ignition, components: [...comps, {id: 'kill', label: 'Kill switch', kind: 'switch', pins: [{id: 'a'}, {id: 'b'}]}]},
      'open or closed',
    ],
    ['no sources', {...ignition, sources: []}, 'sources'],
    [
      'a source that is a PitBase page',
      {...ignition, sources: [{id: 'sheet', text: 'PitBase guide Kill Switch and Ignition Wiring Faults'}]},
      'sources.0.text: a source is a public document, not a PitBase page',
    ],
  ])('rejects %s, naming the file', (_label, netlist, message) => {
    expect(() => parseNetlist(netlist, 'data/netlists/bad.yaml')).toThrow(/bad\.yaml/);
    expect(() => parseNetlist(netlist, 'data/netlists/bad.yaml')).toThrow(message);
  });

  it('a lamp on a floating winding lights once one end of the winding is grounded', () => {
    const fixed = {
      ...floatingLamp,
      components: floatingLamp.components.filter((c) => c.id !== 'cap'),
      wires: [
        ...floatingLamp.wires.filter((w) => w.id !== 'capped'),
        {id: 'jumper', from: 'winding.b', to: 'ground', color: 'Yellow', function: 'Ground jumper', source: 'sheet'},
      ],
    };
    expect(() => parseNetlist(fixed, 'x.yaml')).not.toThrow();
  });

  it('joins every ground and every body-grounded pin into one net', () => {
    const nets = computeNets(parseNetlist(ignition, 'x.yaml'));
    expect(nets.get('plug.body')).toBe('ground');
    expect(nets.get('source-coil.plate')).toBe('ground');
    expect(nets.get('cdi.gnd')).toBe('ground');
    expect(nets.get('cdi.in')).toBe(nets.get('source-coil.lead'));
    expect(nets.get('cdi.in')).not.toBe(nets.get('cdi.out'));
  });
});

describe('insulation colours', () => {
  it('reads a two-colour name as base and tracer', () => {
    expect(insulation('Black/red')).toEqual({base: '#1b1b1b', tracer: '#d32f2f', known: true});
    expect(insulation('Light green').base).toBe('#8cc63f');
    expect(insulation('Yellow (first lead)')).toMatchObject({base: '#f2c200', tracer: undefined, known: true});
  });
  it('leaves a name without a colour to the file, or grey', () => {
    expect(insulation('Varies by maker', '#9a6a2f')).toEqual({base: '#9a6a2f', known: false});
    expect(insulation('Black or green battery cable')).toEqual({base: '#8a8a8a', known: false});
  });
});

describe('netlist files', () => {
  it('every file in data/netlists keeps the rules', {timeout: 30_000}, () => {
    expect(loadAllNetlists(process.cwd()).length).toBeGreaterThanOrEqual(26);
  });
});

describe('diagram layout (ELK)', async () => {
  const layout = await layoutNetlist(parseNetlist(ignition, 'x.yaml'));
  const node = (id: string) => layout.nodes.find((n) => n.id === id)!;

  it('places parts top to bottom in signal order, inside the drawing', () => {
    expect(node('source-coil').y).toBeLessThan(node('cdi').y);
    expect(node('cdi').y).toBeLessThan(node('coil').y);
    expect(node('coil').y).toBeLessThan(node('plug').y);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x + n.w).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.h).toBeLessThanOrEqual(layout.height);
    }
  });

  it('sizes every box to hold its title and pin labels at the widest monospace glyph', () => {
    for (const n of layout.nodes) {
      for (const line of n.lines) expect(line.length * FONT.title * CHAR_EM).toBeLessThanOrEqual(n.w - 16);
      for (const side of ['N', 'S'] as const) {
        const labels = n.pins.filter((p) => p.side === side).map((p) => textWidth(p.label ?? '', FONT.pin));
        expect(labels.reduce((a, b) => a + b, 0)).toBeLessThan(n.w);
      }
    }
  });

  it('routes every wire orthogonally from pin to pin, with its colour', () => {
    const w = layout.wires.find((x) => x.id === 'source')!;
    expect(w.base).toBe('#1b1b1b');
    expect(w.tracer).toBe('#d32f2f');
    const pts = [...w.d.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    for (let i = 1; i < pts.length; i++) expect(pts[i]![0] === pts[i - 1]![0] || pts[i]![1] === pts[i - 1]![1]).toBe(true);
    const coil = node('source-coil');
    const pin = coil.pins.find((p) => p.id === 'lead')!;
    expect(pts[0]![0]).toBeCloseTo(coil.x + pin.x, 0);
    expect(pts[0]![1]).toBeCloseTo(coil.y + coil.h, 0);
  });

  it('draws a ground symbol at each ground point: two ground wires and two body grounds', () => {
    expect(layout.grounds).toHaveLength(4);
    expect(layout.wires.filter((w) => !w.wire).map((w) => w.net)).toEqual(['ground', 'ground']);
  });

  it('prints a connector pin number before the pin label', async () => {
    const numbered = {
      ...ignition,
      components: comps.map((c) =>
        c.id === 'cdi'
          ? {
              ...c,
              pins: [
                {id: 'in', n: 1, label: 'Black/red'},
                {id: 'out', n: 2},
                {id: 'gnd', n: 5},
              ],
            }
          : c,
      ),
    };
    const l = await layoutNetlist(parseNetlist(numbered, 'x.yaml'));
    expect(l.nodes.find((n) => n.id === 'cdi')!.pins.map((p) => p.label)).toEqual(['1 Black/red', '2', '5']);
  });

  it('wraps long titles', () => {
    expect(wrap('Charging coil (stator), unused on this bike')).toEqual(['Charging coil', '(stator), unused on', 'this bike']);
  });
});
