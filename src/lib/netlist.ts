// The schema of data/netlists/*.yaml and the rules a circuit must keep: the parts of a circuit with their
// pins, and every wire between two pins with its colour, its job and its source. Wiring pages draw their
// diagram and connection table from it; the build stops on any file that breaks a rule.
import * as z from 'zod';
import {parseFile} from './validation';
import {sourceText} from './sourceText';

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const id = z.string().regex(idPattern, 'ids are lowercase words joined by dashes');
const sourceSchema = z.object({id, text: sourceText}).strict();

/**
 * What a part is decides how it is drawn and which rules apply: a winding has two ends, a load needs a
 * return path, a switch is drawn open or closed, a cap ends a lead that goes nowhere, ground is drawn as a
 * ground symbol at every point that joins it.
 */
const componentKinds = ['winding', 'module', 'switch', 'load', 'battery', 'fuse', 'cap', 'ground'] as const;

const pinSchema = z
  .object({
    id,
    label: z.string().min(1).max(30).optional(),
    /** The pin or cavity number printed on the connector, where the part has one. */
    n: z.number().int().positive().optional(),
  })
  .strict();

const componentSchema = z
  .object({
    id,
    label: z.string().min(1).max(60),
    kind: z.enum(componentKinds),
    note: z.string().min(1).optional(),
    pins: z.array(pinSchema).optional(),
    /** Pins that reach ground through the part's own body or mounting (the stator plate, a plug's thread). */
    grounded: z.array(id).optional(),
    /** How a switch stands in the drawing. */
    state: z.enum(['open', 'closed']).optional(),
  })
  .strict();

/** A wire end: "component.pin", or just the id of a ground. */
const endSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)?$/, 'a wire end is "component.pin" or a ground id');
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');

const wireSchema = z
  .object({
    id,
    from: endSchema,
    to: endSchema,
    color: z.string().min(1),
    /** Only for a colour name the diagram cannot read ("Varies by maker", "Heavy cable"). */
    stroke: hex.optional(),
    function: z.string().min(1),
    source: id,
  })
  .strict();

const netlistSchema = z
  .object({
    title: z.string().min(1),
    /** Names the alternative this diagram draws, when a page draws one circuit several ways. */
    variant: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    appliesTo: z.string().min(1),
    sources: z.array(sourceSchema).min(1),
    components: z.array(componentSchema).min(2),
    wires: z.array(wireSchema).min(1),
  })
  .strict()
  .superRefine((netlist, ctx) => {
    for (const issue of checkNetlistRules(netlist)) ctx.addIssue({code: 'custom', path: issue.path, message: issue.message});
  });

export type Netlist = z.infer<typeof netlistSchema>;
export type Component = Netlist['components'][number];

interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/** Splits a wire end into its part and pin. */
export function splitEnd(end: string): {component: string; pin?: string} {
  const [component, pin] = end.split('.') as [string, string | undefined];
  return {component, pin};
}

/** Key of a pin in the net map; every ground is one net. */
export function pinKey(netlist: Pick<Netlist, 'components'>, end: string): string {
  const {component, pin} = splitEnd(end);
  const c = netlist.components.find((x) => x.id === component);
  return c?.kind === 'ground' ? 'ground' : `${component}.${pin}`;
}

/**
 * The circuit's nets: pins joined by wires, with every ground and every pin grounded through its body in
 * the one net "ground". Returns a map from pin key to net id (the first pin key of the net, or "ground").
 */
export function computeNets(netlist: Pick<Netlist, 'components' | 'wires'>): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    if (!parent.has(k)) parent.set(k, k);
    const p = parent.get(k)!;
    if (p === k) return k;
    const r = find(p);
    parent.set(k, r);
    return r;
  };
  const union = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    // "ground" always wins, so the ground net keeps its name.
    if (rb === 'ground') parent.set(ra, rb);
    else parent.set(rb, ra);
  };
  for (const c of netlist.components) {
    if (c.kind === 'ground') continue;
    for (const p of c.pins ?? []) find(`${c.id}.${p.id}`);
    for (const g of c.grounded ?? []) union(`${c.id}.${g}`, 'ground');
  }
  for (const w of netlist.wires) union(pinKey(netlist, w.from), pinKey(netlist, w.to));
  const nets = new Map<string, string>();
  for (const k of parent.keys()) nets.set(k, find(k));
  return nets;
}

/**
 * The rules every netlist keeps. Each returns a message a contributor can act on:
 * - every wire ends on a declared pin (or on a ground), and joins two different parts;
 * - every pin is wired or grounded through its body, so nothing is left hanging;
 * - a winding has two ends, each wired or explicitly grounded;
 * - a load has a return path: a way round the circuit from one of its pins back to another that passes
 *   a winding or a battery and does not pass through the load itself;
 * - every wire names a source that the file lists (there is no default source).
 */
function checkNetlistRules(netlist: Netlist): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({path, message});
  const byId = new Map<string, Component>();
  netlist.components.forEach((c, i) => {
    if (byId.has(c.id)) add(['components', i, 'id'], `duplicate component "${c.id}"`);
    byId.set(c.id, c);
    if (c.kind === 'ground') {
      if (c.pins?.length) add(['components', i, 'pins'], `ground "${c.id}" has no pins; wires end on it by its id`);
      return;
    }
    const pins = c.pins ?? [];
    if (pins.length === 0) add(['components', i, 'pins'], `"${c.id}" declares no pins`);
    const seen = new Set<string>();
    for (const p of pins) {
      if (seen.has(p.id)) add(['components', i, 'pins'], `"${c.id}" declares pin "${p.id}" twice`);
      seen.add(p.id);
    }
    for (const g of c.grounded ?? []) if (!seen.has(g)) add(['components', i, 'grounded'], `"${c.id}" grounds pin "${g}", which it does not declare`);
    if (c.kind === 'winding' && pins.length !== 2)
      add(['components', i, 'pins'], `winding "${c.id}" must declare its two ends as two pins (it declares ${pins.length})`);
    if (c.state && c.kind !== 'switch') add(['components', i, 'state'], `"${c.id}" is not a switch, so it has no open or closed state`);
    if (c.kind === 'switch' && !c.state) add(['components', i, 'state'], `switch "${c.id}" must say whether it is drawn open or closed`);
  });
  const sources = new Set(netlist.sources.map((s) => s.id));
  const wireIds = new Set<string>();
  const used = new Set<string>();
  let endsOk = true;
  netlist.wires.forEach((w, i) => {
    if (wireIds.has(w.id)) add(['wires', i, 'id'], `duplicate wire "${w.id}"`);
    wireIds.add(w.id);
    if (!sources.has(w.source)) add(['wires', i, 'source'], `wire "${w.id}" cites unknown source "${w.source}"`);
    for (const side of ['from', 'to'] as const) {
      const {component, pin} = splitEnd(w[side]);
      const c = byId.get(component);
      if (!c) {
        add(['wires', i, side], `wire "${w.id}" ends on unknown component "${component}"`);
        endsOk = false;
      } else if (c.kind === 'ground') {
        if (pin) add(['wires', i, side], `wire "${w.id}" names pin "${pin}" on ground "${component}", which has none`);
      } else if (!pin) {
        add(['wires', i, side], `wire "${w.id}" must end on a pin of "${component}" ("${component}.<pin>")`);
        endsOk = false;
      } else if (!(c.pins ?? []).some((p) => p.id === pin)) {
        add(['wires', i, side], `wire "${w.id}" ends on pin "${pin}", which "${component}" does not declare`);
        endsOk = false;
      } else used.add(`${component}.${pin}`);
    }
    if (splitEnd(w.from).component === splitEnd(w.to).component) add(['wires', i], `wire "${w.id}" must join two different components`);
  });
  if (!endsOk || issues.length) return issues;

  netlist.components.forEach((c, i) => {
    if (c.kind === 'ground') return;
    for (const p of c.pins ?? []) {
      if (used.has(`${c.id}.${p.id}`) || c.grounded?.includes(p.id)) continue;
      const what =
        c.kind === 'winding'
          ? `end "${p.id}" of winding "${c.id}" is neither connected nor explicitly grounded`
          : `pin "${p.id}" of "${c.id}" is not connected to anything`;
      add(['components', i, 'pins'], what);
    }
  });

  // Return paths. Nets are graph nodes; every part other than the load under test joins the nets of its
  // pins (a cap joins nothing). The load has a return path when two of its nets are joined that way
  // through a winding or a battery.
  const nets = computeNets(netlist);
  const netsOf = (c: Component) => [...new Set((c.pins ?? []).map((p) => nets.get(`${c.id}.${p.id}`)!))];
  const sourcesOfPower = netlist.components.filter((c) => c.kind === 'winding' || c.kind === 'battery');
  netlist.components.forEach((load, i) => {
    if (load.kind !== 'load') return;
    const own = netsOf(load);
    const ok = sourcesOfPower.some((src) => {
      const srcNets = netsOf(src);
      // The load's nets on one side of the source, and the source's other end back to the load.
      const reach = (from: string, blocked: Component[]) => {
        const seen = new Set([from]);
        const queue = [from];
        while (queue.length) {
          const net = queue.shift()!;
          for (const c of netlist.components) {
            if (c.kind === 'ground' || c.kind === 'cap' || blocked.includes(c)) continue;
            const cn = netsOf(c);
            if (!cn.includes(net)) continue;
            for (const n of cn) {
              if (!seen.has(n)) {
                seen.add(n);
                queue.push(n);
              }
            }
          }
        }
        return seen;
      };
      for (const a of own)
        for (const b of own) {
          if (a === b) continue;
          for (const s1 of srcNets)
            for (const s2 of srcNets) {
              if (s1 === s2) continue;
              if (reach(a, [load, src]).has(s1) && reach(b, [load, src]).has(s2)) return true;
            }
        }
      return false;
    });
    if (!ok)
      add(['components', i], `load "${load.id}" has no return path: no loop runs from one of its pins through a winding or battery back to another`);
  });
  return issues;
}

export function parseNetlist(value: unknown, file: string): Netlist {
  return parseFile(netlistSchema, value, file, 'a valid netlist');
}

// Insulation colours as mechanics name them. A two-colour name ("Black/red") is a base colour with a tracer.
const NAMED: Record<string, string> = {
  black: '#1b1b1b',
  brown: '#7a4a1f',
  red: '#d32f2f',
  orange: '#f07a12',
  yellow: '#f2c200',
  green: '#2e8b3a',
  'light green': '#8cc63f',
  'dark green': '#1f5f2a',
  blue: '#1f5fbf',
  'light blue': '#5fb0ef',
  'sky blue': '#5fb0ef',
  'dark blue': '#1a3a8a',
  white: '#f4f4f4',
  gray: '#8a8a8a',
  grey: '#8a8a8a',
  pink: '#f06292',
  violet: '#7e57c2',
  purple: '#7e57c2',
};
const COLOUR = `(?:(?:light|dark|sky) )?(?:${Object.keys(NAMED)
  .filter((k) => !k.includes(' '))
  .join('|')})`;
const NAME_RE = new RegExp(`^(${COLOUR})(?:\\s*/\\s*(${COLOUR}))?\\b`);

export interface Insulation {
  base: string;
  tracer?: string;
  /** False when the name gives no colour ("Varies by maker"): drawn dashed grey unless the file gives one. */
  known: boolean;
}

/** The drawn colour of a wire from its colour name, e.g. "Black/red" → black with a red tracer. */
export function insulation(color: string, stroke?: string): Insulation {
  const name = color.toLowerCase().trim();
  const m = name.includes(' or ') ? null : NAME_RE.exec(name);
  if (m && NAMED[m[1]!]) return {base: NAMED[m[1]!]!, tracer: m[2] ? NAMED[m[2]] : undefined, known: true};
  return {base: stroke ?? '#8a8a8a', known: false};
}
