// Drawing kit shared by the figures: a sized <svg> and a few primitives (text, arrows, dimension lines).
// Drawings use a 560-unit wide canvas; the viewBox adds a margin of PAD units all round, because a label's
// glyph box varies a little with the font size it is rendered at.
// Colours come from the classes in src/components/Figure/styles.css, never from the drawing.
import type {ReactNode, SVGProps} from 'react';

const PAD = 12;

export function Svg({w = 560, h, children}: {w?: number; h: number; children: ReactNode}): ReactNode {
  return (
    <svg viewBox={`${-PAD} ${-PAD} ${w + 2 * PAD} ${h + 2 * PAD}`} xmlns="http://www.w3.org/2000/svg" focusable="false" aria-hidden="true">
      {children}
    </svg>
  );
}

type Anchor = 'start' | 'middle' | 'end';

/**
 * A label. `box` names the shape (data-shape) the label must stay inside; the e2e test checks it.
 * `c` adds drawing classes (f-bold, f-accent, f-muted, f-small).
 */
export function T({
  x,
  y,
  a = 'start',
  c,
  box,
  children,
}: {
  x: number;
  y: number;
  a?: Anchor;
  c?: string;
  box?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <text x={x} y={y} textAnchor={a} className={c} data-box={box} dominantBaseline="middle">
      {children}
    </text>
  );
}

/** Points of an arrowhead at (x2, y2) pointing along the line from (x1, y1). */
function head(x1: number, y1: number, x2: number, y2: number, size = 11): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const p = (a: number) => `${(x2 - size * Math.cos(angle + a)).toFixed(1)},${(y2 - size * Math.sin(angle + a)).toFixed(1)}`;
  return `${x2},${y2} ${p(0.42)} ${p(-0.42)}`;
}

/** A line with an arrowhead at its end (and at its start with `both`). */
export function Arrow({
  x1,
  y1,
  x2,
  y2,
  both = false,
  c = 'line',
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  both?: boolean;
  c?: 'line' | 'hl' | 'blue';
}): ReactNode {
  const stroke = c === 'hl' ? 'f-hl-line' : c === 'blue' ? 'f-blue-line' : 'f-line';
  const fill = c === 'hl' ? 'f-accent-fill' : c === 'blue' ? 'f-blue-fill' : 'f-ink';
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} className={stroke} />
      <polygon points={head(x1, y1, x2, y2)} className={fill} />
      {both && <polygon points={head(x2, y2, x1, y1)} className={fill} />}
    </g>
  );
}

/** A thin leader line from a label to the thing it names, ending in a dot. */
export function Lead({x1, y1, x2, y2}: {x1: number; y1: number; x2: number; y2: number}): ReactNode {
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} className="f-thin" />
      <circle cx={x2} cy={y2} r={3} className="f-ink" />
    </g>
  );
}

/** A curved arrow around (cx, cy) from angle a1 to a2 (degrees, clockwise from 3 o'clock in screen space). */
export function ArcArrow({
  cx,
  cy,
  r,
  a1,
  a2,
  c = 'line',
}: {
  cx: number;
  cy: number;
  r: number;
  a1: number;
  a2: number;
  c?: 'line' | 'hl' | 'blue';
}): ReactNode {
  const rad = (d: number) => (d * Math.PI) / 180;
  const x1 = cx + r * Math.cos(rad(a1));
  const y1 = cy + r * Math.sin(rad(a1));
  const x2 = cx + r * Math.cos(rad(a2));
  const y2 = cy + r * Math.sin(rad(a2));
  const sweep = a2 > a1 ? 1 : 0;
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
  const stroke = c === 'hl' ? 'f-hl-line' : c === 'blue' ? 'f-blue-line' : 'f-line';
  const fill = c === 'hl' ? 'f-accent-fill' : c === 'blue' ? 'f-blue-fill' : 'f-ink';
  // The head points along the tangent at the end of the arc.
  const t = rad(a2) + (sweep ? Math.PI / 2 : -Math.PI / 2);
  return (
    <g>
      <path d={`M${x1.toFixed(1)} ${y1.toFixed(1)} A${r} ${r} 0 ${large} ${sweep} ${x2.toFixed(1)} ${y2.toFixed(1)}`} className={stroke} />
      <polygon points={head(x2 - Math.cos(t) * 10, y2 - Math.sin(t) * 10, x2, y2)} className={fill} />
    </g>
  );
}

/**
 * A slot curved around (cx, cy), between radii r1 and r2 and `half` degrees either side of angle a (clockwise
 * from 3 o'clock), with its bolt at the middle radius: the slots a plate turns in to set ignition timing.
 */
export function CurvedSlot({cx, cy, r1, r2, a, half}: {cx: number; cy: number; r1: number; r2: number; a: number; half: number}): ReactNode {
  const rad = (d: number) => (d * Math.PI) / 180;
  const pt = (r: number, d: number) => `${(cx + r * Math.cos(rad(d))).toFixed(1)} ${(cy + r * Math.sin(rad(d))).toFixed(1)}`;
  const end = (r2 - r1) / 2;
  const d = `M${pt(r1, a - half)} A${r1} ${r1} 0 0 1 ${pt(r1, a + half)} A${end} ${end} 0 0 0 ${pt(r2, a + half)} A${r2} ${r2} 0 0 0 ${pt(r2, a - half)} A${end} ${end} 0 0 0 ${pt(r1, a - half)} Z`;
  const [bx, by] = pt((r1 + r2) / 2, a)
    .split(' ')
    .map(Number);
  return (
    <g>
      <path d={d} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <circle cx={bx} cy={by} r={5} className="f-darkpart" />
    </g>
  );
}

/** A box with a name for labels to stay inside (see T's `box`). */
export function Box(props: SVGProps<SVGRectElement> & {shape?: string; c?: string}): ReactNode {
  const {shape, c = 'f-part', ...rest} = props;
  return <rect rx={6} {...rest} className={c} data-shape={shape} />;
}
