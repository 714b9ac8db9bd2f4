// Places a netlist's components and routes its wires with dagre, left to right in the order given.
// Pure and synchronous, so the diagram is in the static HTML.
import dagre from '@dagrejs/dagre';
import type {Netlist} from '@site/src/lib/netlist';

export const NODE_WIDTH = 150;
export const NODE_HEIGHT = 52;

export interface PlacedNode {
  id: string;
  label: string;
  x: number;
  y: number;
}

export interface PlacedWire {
  id: string;
  color: string;
  stroke: string;
  points: {x: number; y: number}[];
  labelAt: {x: number; y: number};
}

export interface Layout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  wires: PlacedWire[];
}

const FALLBACK_STROKE = '#555555';

export function layoutNetlist(netlist: Netlist): Layout {
  const g = new dagre.graphlib.Graph({multigraph: true});
  g.setGraph({rankdir: 'LR', nodesep: 36, ranksep: 110, edgesep: 18, marginx: 16, marginy: 16});
  g.setDefaultEdgeLabel(() => ({}));
  for (const c of netlist.components) g.setNode(c.id, {width: NODE_WIDTH, height: NODE_HEIGHT});
  for (const w of netlist.wires) g.setEdge(w.from, w.to, {width: 80, height: 16, labelpos: 'c'}, w.id);
  dagre.layout(g);

  const nodes = netlist.components.map((c) => {
    const n = g.node(c.id);
    return {id: c.id, label: c.label, x: n.x, y: n.y};
  });
  const wires = netlist.wires.map((w) => {
    const e = g.edge({v: w.from, w: w.to, name: w.id}) as {points: {x: number; y: number}[]; x?: number; y?: number};
    const mid = e.points[Math.floor(e.points.length / 2)] ?? {x: 0, y: 0};
    return {
      id: w.id,
      color: w.color,
      stroke: w.stroke ?? FALLBACK_STROKE,
      points: e.points,
      labelAt: {x: e.x ?? mid.x, y: e.y ?? mid.y},
    };
  });
  const graph = g.graph();
  return {width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0), nodes, wires};
}
