// Lays out a netlist at build time with ELK (layered, top to bottom, ports on the parts, orthogonal wires).
// The page receives only the finished geometry; no layout code reaches the reader's browser.
import ELK from 'elkjs/lib/elk.bundled.js';
import type {ElkExtendedEdge, ElkNode} from 'elkjs/lib/elk-api';
import {computeNets, insulation, pinKey, splitEnd, type Netlist} from './netlist';
import {
  CHAR_EM,
  FONT,
  GLYPH_H,
  PAD,
  PIN_ROW,
  TITLE_LINE,
  WRAP,
  textWidth,
  type Diagram,
  type DiagramLayout,
  type NodeGeometry,
  type PinGeometry,
  type WireGeometry,
  type GroundGeometry,
} from './netlistGeometry';

export {CHAR_EM, FONT, textWidth};
export type {Diagram};

export function wrap(text: string, max = WRAP): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const GROUND_W = 24;
const GROUND_H = 22;

export async function layoutNetlist(netlist: Netlist): Promise<DiagramLayout> {
  const nets = computeNets(netlist);
  const byId = new Map(netlist.components.map((c) => [c.id, c]));
  const isGround = (end: string) => byId.get(splitEnd(end).component)?.kind === 'ground';

  // Which side each pin sits on: wires leave from the east and arrive from the west; a winding or battery
  // is a source, so both its ends face east.
  const uses = new Map<string, {from: number; to: number}>();
  for (const w of netlist.wires) {
    for (const side of ['from', 'to'] as const) {
      if (isGround(w[side])) continue;
      const k = w[side];
      const u = uses.get(k) ?? {from: 0, to: 0};
      u[side] += 1;
      uses.set(k, u);
    }
  }

  const nodes: NodeGeometry[] = [];
  const elkNodes: ElkNode[] = [];
  for (const c of netlist.components) {
    if (c.kind === 'ground') continue;
    const lines = wrap(c.label);
    const pins: PinGeometry[] = (c.pins ?? []).map((p) => {
      const key = `${c.id}.${p.id}`;
      const u = uses.get(key);
      // Wires arrive at the top of a part and leave from its bottom; both ends of a winding or battery
      // face down, since it is where the current starts.
      const side: 'N' | 'S' = c.kind === 'winding' || c.kind === 'battery' || !u || u.from >= u.to ? 'S' : 'N';
      const label = p.n ? `${p.n}${p.label ? ` ${p.label}` : ''}` : p.label;
      return {id: p.id, key, net: nets.get(key)!, side, x: 0, y: 0, label, n: p.n, grounded: Boolean(c.grounded?.includes(p.id))};
    });
    // A two-pin switch or load is drawn through: one pin at the top, one at the bottom.
    if ((c.kind === 'switch' || c.kind === 'load') && pins.length === 2 && pins[0]!.side === pins[1]!.side) {
      pins[0]!.side = 'N';
      pins[1]!.side = 'S';
    }
    const top = pins.filter((p) => p.side === 'N');
    const bottom = pins.filter((p) => p.side === 'S');
    const slot = (p: PinGeometry) => Math.max(28, (p.label ? textWidth(p.label, FONT.pin) : 0) + 12);
    const rowW = (ps: PinGeometry[]) => ps.reduce((a, p) => a + slot(p), 0);
    const titleW = Math.max(...lines.map((l) => textWidth(l, FONT.title)));
    const through = top.length === 1 && bottom.length === 1;
    const symbol: NodeGeometry['glyph'] =
      (c.kind === 'winding' || c.kind === 'battery') && bottom.length === 2
        ? c.kind
        : c.kind === 'switch' && through
          ? 'switch'
          : c.kind === 'load' && through && /light|lamp|bulb|indicator/i.test(c.label)
            ? 'lamp'
            : c.kind === 'load' && through && /motor/i.test(c.label)
              ? 'motor'
              : undefined;
    const glyph = symbol ? GLYPH_H[c.kind]! : 0;
    const w = Math.max(72, titleW + 2 * PAD, rowW(top) + PAD, rowW(bottom) + PAD);
    const topRow = top.some((p) => p.label) ? PIN_ROW : 4;
    const bottomRow = bottom.some((p) => p.label) ? PIN_ROW : 4;
    const h = topRow + 6 + lines.length * TITLE_LINE + 4 + glyph + bottomRow + 2;
    const place = (ps: PinGeometry[], y: number) => {
      let x = (w - rowW(ps)) / 2;
      for (const p of ps) {
        p.x = Math.round(x + slot(p) / 2);
        p.y = y;
        x += slot(p);
      }
    };
    place(top, 0);
    place(bottom, h);
    nodes.push({id: c.id, kind: c.kind, state: c.state, glyph: symbol, x: 0, y: 0, w, h, lines, pins, nets: [...new Set(pins.map((p) => p.net))]});
    elkNodes.push({
      id: c.id,
      width: w,
      height: h,
      layoutOptions: {'elk.portConstraints': 'FIXED_POS'},
      ports: pins.map((p) => ({
        id: p.key,
        x: p.x,
        y: p.y,
        width: 0,
        height: 0,
        layoutOptions: {'elk.port.side': p.side === 'N' ? 'NORTH' : 'SOUTH'},
      })),
    });
  }

  // A ground symbol at every point that joins ground: each wire to ground, and each pin grounded
  // through its part's body.
  const edges: ElkExtendedEdge[] = [];
  const wires: WireGeometry[] = [];
  const groundNode = (id: string) => {
    elkNodes.push({
      id,
      width: GROUND_W,
      height: GROUND_H,
      layoutOptions: {'elk.portConstraints': 'FIXED_POS'},
      ports: [{id: `${id}.p`, x: 12, y: 0, width: 0, height: 0, layoutOptions: {'elk.port.side': 'NORTH'}}],
    });
    return `${id}.p`;
  };
  for (const w of netlist.wires) {
    const ins = insulation(w.color, w.stroke);
    const text = w.color;
    const label = {text, width: textWidth(text, FONT.wire) + 8, height: FONT.wire + 6};
    let source = w.from;
    let target = w.to;
    if (isGround(w.from)) [source, target] = [w.to, w.from];
    if (isGround(target)) target = groundNode(`gnd-${w.id}`);
    edges.push({id: w.id, sources: [source], targets: [target], labels: [{id: `${w.id}.label`, text, width: label.width, height: label.height}]});
    wires.push({id: w.id, wire: w.id, d: '', net: nets.get(pinKey(netlist, source))!, base: ins.base, tracer: ins.tracer, known: ins.known});
  }
  for (const n of nodes)
    for (const p of n.pins) {
      if (!p.grounded) continue;
      const id = `gnd-${n.id}-${p.id}`;
      edges.push({id, sources: [p.key], targets: [groundNode(id)]});
      wires.push({id, d: '', net: 'ground', base: '', known: true});
    }

  const elk = new ELK();
  const root: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      'elk.spacing.nodeNode': '20',
      'elk.layered.spacing.nodeNodeBetweenLayers': '30',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeNode': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.spacing.edgeLabel': '2',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      // Separate circuits (ignition and lights, say) are stacked rather than set side by side.
      'elk.aspectRatio': '1.0',
    },
    children: elkNodes,
    edges,
  };
  const graph: ElkNode = await elk.layout(root);

  const placed = new Map((graph.children ?? []).map((n) => [n.id, n]));
  for (const n of nodes) {
    const p = placed.get(n.id)!;
    n.x = Math.round(p.x ?? 0);
    n.y = Math.round(p.y ?? 0);
  }
  const grounds: GroundGeometry[] = [];
  for (const [id, p] of placed) if (id.startsWith('gnd-')) grounds.push({id, x: Math.round(p.x ?? 0), y: Math.round(p.y ?? 0)});
  const laidEdges = new Map((graph.edges ?? []).map((e) => [e.id, e as ElkExtendedEdge]));
  for (const w of wires) {
    const e = laidEdges.get(w.id)!;
    const s = e.sections?.[0];
    if (!s) throw new Error(`${netlist.title}: ELK routed no path for wire "${w.id}"`);
    const pts = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint];
    w.d = pts.map((p, i) => `${i ? 'L' : 'M'}${Math.round(p.x * 10) / 10},${Math.round(p.y * 10) / 10}`).join('');
    const l = e.labels?.[0];
    if (l && w.wire) w.label = {x: Math.round(l.x ?? 0), y: Math.round(l.y ?? 0), w: l.width ?? 0, h: l.height ?? 0, text: l.text ?? ''};
  }
  return {width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0), nodes, grounds, wires};
}

export async function buildDiagram(netlist: Netlist): Promise<Diagram> {
  return {netlist, layout: await layoutNetlist(netlist)};
}
