// Netlists: the schema, every file in data/netlists, and the diagram layout drawn from them.
import {describe, expect, it} from 'vitest';
import {parseNetlist} from '../../src/lib/netlist';
import {loadAllNetlists} from '../../src/plugins/data-tables';
import {layoutNetlist, NODE_WIDTH} from '../../src/components/WiringDiagram/layout';

const valid = {
  title: 'Kick-start ignition',
  appliesTo: 'Engines with an AC CDI',
  sources: [{id: 'sheet', text: 'A maker wiring sheet for the engine family'}],
  components: [
    {id: 'stator', label: 'Stator'},
    {id: 'cdi', label: 'CDI'},
    {id: 'coil', label: 'Ignition coil'},
  ],
  wires: [
    {id: 'source', from: 'stator', to: 'cdi', color: 'Black/red', stroke: '#000000', function: 'Charges the CDI'},
    {id: 'trigger', from: 'stator', to: 'cdi', color: 'Blue/white', function: 'Pickup pulse'},
    {id: 'primary', from: 'cdi', to: 'coil', color: 'Black/yellow', function: 'Fires the coil'},
  ],
};

describe('netlist schema', () => {
  it('accepts a well-formed netlist', () => {
    expect(parseNetlist(valid, 'x.yaml').wires).toHaveLength(3);
  });

  it.each([
    ['a wire to an unknown component', {...valid, wires: [{...valid.wires[0], to: 'battery'}]}, 'unknown component "battery"'],
    ['a wire from a part to itself', {...valid, wires: [{...valid.wires[0], to: 'stator'}]}, 'two different components'],
    ['a duplicate wire id', {...valid, wires: [valid.wires[0], valid.wires[0]]}, 'duplicate wire'],
    ['a duplicate component', {...valid, components: [...valid.components, valid.components[0]]}, 'duplicate component'],
    ['a stroke that is not #rrggbb', {...valid, wires: [{...valid.wires[0], stroke: 'black'}]}, 'stroke'],
    ['a wire citing an unknown source', {...valid, wires: [{...valid.wires[0], source: 'forum'}]}, 'unknown source'],
    ['no sources', {...valid, sources: []}, 'sources'],
  ])('rejects %s, naming the file', (_label, netlist, message) => {
    expect(() => parseNetlist(netlist, 'data/netlists/bad.yaml')).toThrow(/bad\.yaml/);
    expect(() => parseNetlist(netlist, 'data/netlists/bad.yaml')).toThrow(message);
  });
});

describe('netlist files', () => {
  it('every file in data/netlists is valid', () => {
    expect(() => loadAllNetlists(process.cwd())).not.toThrow();
  });
});

describe('diagram layout', () => {
  const layout = layoutNetlist(parseNetlist(valid, 'x.yaml'));

  it('places parts left to right in signal order, inside the drawing', () => {
    const x = Object.fromEntries(layout.nodes.map((n) => [n.id, n.x]));
    expect(x.stator!).toBeLessThan(x.cdi!);
    expect(x.cdi!).toBeLessThan(x.coil!);
    for (const n of layout.nodes) {
      expect(n.x - NODE_WIDTH / 2).toBeGreaterThanOrEqual(0);
      expect(n.x + NODE_WIDTH / 2).toBeLessThanOrEqual(layout.width);
    }
  });

  it('routes every wire, keeping two wires between the same parts apart', () => {
    expect(layout.wires.map((w) => w.id)).toEqual(['source', 'trigger', 'primary']);
    for (const w of layout.wires) expect(w.points.length).toBeGreaterThanOrEqual(2);
    const [a, b] = layout.wires;
    expect(a!.labelAt).not.toEqual(b!.labelAt);
    expect(layout.wires[1]!.stroke).toBe('#555555');
  });
});
