// The geometry a wiring diagram is drawn from, and the text metrics it was sized with. Shared by the
// build-time layout (netlistLayout.ts, which runs ELK) and <WiringDiagram>, which must not import ELK.
import type {Component, Netlist} from './netlist';

// Every diagram text is set in a monospace face, whose glyphs are at most 0.62 em wide in the common
// monospace fonts (DejaVu Sans Mono, Liberation Mono, Menlo, Consolas, Courier: 0.55 to 0.61 em), so a
// box sized from the character count always holds its text.
export const FONT = {title: 13, pin: 11, wire: 11};
export const CHAR_EM = 0.62;
export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * CHAR_EM);

export const PAD = 8;
/** Height of a row of pin labels along the top or bottom edge. */
export const PIN_ROW = 16;
export const TITLE_LINE = 16;
export const WRAP = 22;
/** Height of the symbol drawn inside a part between its title and its bottom pins. */
export const GLYPH_H: Partial<Record<Component['kind'], number>> = {winding: 24, battery: 24, switch: 34, load: 28};

export interface PinGeometry {
  id: string;
  key: string;
  net: string;
  side: 'N' | 'S';
  x: number;
  y: number;
  label?: string;
  n?: number;
  grounded: boolean;
}
export interface NodeGeometry {
  id: string;
  kind: Component['kind'];
  state?: 'open' | 'closed';
  /** The symbol drawn inside: a winding's turns, battery plates, switch contacts, a lamp or a motor. */
  glyph?: 'winding' | 'battery' | 'switch' | 'lamp' | 'motor';
  x: number;
  y: number;
  w: number;
  h: number;
  lines: string[];
  pins: PinGeometry[];
  nets: string[];
}
export interface GroundGeometry {
  id: string;
  x: number;
  y: number;
}
export interface WireGeometry {
  id: string;
  /** Empty for a pin grounded through the part's body. */
  wire?: string;
  d: string;
  net: string;
  base: string;
  tracer?: string;
  known: boolean;
  label?: {x: number; y: number; w: number; h: number; text: string};
}
export interface DiagramLayout {
  width: number;
  height: number;
  nodes: NodeGeometry[];
  grounds: GroundGeometry[];
  wires: WireGeometry[];
}
export interface Diagram {
  netlist: Netlist;
  layout: DiagramLayout;
}
