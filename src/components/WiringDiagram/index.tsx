import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {FONT, GLYPH_H, PIN_ROW, type Diagram, type NodeGeometry, type WireGeometry} from '@site/src/lib/netlistGeometry';
import styles from './styles.module.css';

/** A light wire needs a dark outline to be seen on a light page, a dark wire a light one. */
function casing(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const luminance = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luminance < 110 ? '#c8c8c8' : '#3a3a3a';
}

type Active = {nets: string[]; pinned: boolean} | null;

function Glyph({n}: {n: NodeGeometry}): ReactNode {
  const bottom = n.pins.filter((p) => p.side === 'S');
  const glyphH = n.glyph ? (GLYPH_H[n.kind] ?? 0) : 0;
  const rowTop = bottom.some((p) => p.label) ? n.h - PIN_ROW - 2 : n.h - 6;
  const gy = rowTop - glyphH / 2;
  if (n.glyph === 'winding' || n.glyph === 'battery') {
    const [a, b] = [bottom[0]!.x, bottom[1]!.x];
    const c = (a + b) / 2;
    if (n.glyph === 'battery') {
      return (
        <path
          d={`M${a},${rowTop}V${gy}H${c - 3}M${c - 3},${gy - 9}V${gy + 9}M${c + 3},${gy - 5}V${gy + 5}M${c + 3},${gy}H${b}V${rowTop}`}
          className={styles.glyph}
        />
      );
    }
    // Both ends of the winding, joined by its turns.
    return <path d={`M${a},${rowTop}V${gy}H${c - 15}a5,5 0 0 1 10,0a5,5 0 0 1 10,0a5,5 0 0 1 10,0H${b}V${rowTop}`} className={styles.glyph} />;
  }
  if (n.glyph === 'switch' || n.glyph === 'lamp' || n.glyph === 'motor') {
    const x = bottom[0]!.x;
    const y0 = gy - glyphH / 2;
    if (n.glyph === 'switch') {
      const lever = n.state === 'closed' ? `L${x},${gy + 9}` : `L${x + 12},${gy + 7}`;
      return (
        <g className={styles.glyph}>
          <path d={`M${x},${y0}V${gy - 9}M${x},${gy + 9}V${rowTop}M${x},${gy - 9}${lever}`} />
          <circle cx={x} cy={gy - 9} r={2.5} />
          <circle cx={x} cy={gy + 9} r={2.5} />
        </g>
      );
    }
    return (
      <g className={styles.glyph}>
        <path
          d={`M${x},${y0}V${gy - 9}M${x},${gy + 9}V${rowTop}${n.glyph === 'lamp' ? `M${x - 6.4},${gy - 6.4}l12.8,12.8M${x - 6.4},${gy + 6.4}l12.8,-12.8` : ''}`}
        />
        <circle cx={x} cy={gy} r={9} />
        {n.glyph === 'motor' ? (
          <text x={x} y={gy + 4} textAnchor="middle" fontSize={11} className={styles.pinLabel}>
            M
          </text>
        ) : null}
      </g>
    );
  }
  return null;
}

function WirePath({w, on, dim}: {w: WireGeometry; on: boolean; dim: boolean}): ReactNode {
  const cls = `${styles.wire} ${on ? styles.on : ''} ${dim ? styles.dim : ''}`;
  if (!w.wire) {
    // A pin grounded through the part's body or mounting.
    return <path d={w.d} className={`${cls} ${styles.bodyGround}`} />;
  }
  return (
    <g className={cls} data-net-wire={w.id} data-on={on ? '' : undefined}>
      <path d={w.d} className={styles.casing} stroke={casing(w.base)} />
      <path d={w.d} className={styles.core} stroke={w.base} strokeDasharray={w.known ? undefined : '7 4'} />
      {w.tracer ? <path d={w.d} className={styles.tracer} stroke={w.tracer} /> : null}
    </g>
  );
}

/**
 * A wiring diagram laid out at build time (the netlist loader runs ELK): an SVG of every part, pin and
 * wire, a legend, and the connection table that is also its text alternative. Pointing at, tapping or
 * focusing a wire or part lights its whole net here and in the table, and a table row lights its wire.
 */
export default function WiringDiagram({data}: {data: Diagram}): ReactNode {
  const {netlist, layout} = data;
  const titleId = useId();
  const traceHintId = useId();
  const [active, setActive] = useState<Active>(null);
  const [full, setFull] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const pz = useRef<{zoomIn(): void; zoomOut(): void; reset(): void; zoomWithWheel(e: WheelEvent): void; destroy(): void} | null>(null);
  const fullRef = useRef(full);
  fullRef.current = full;

  const names = new Map(netlist.components.map((c) => [c.id, c.label]));
  const sourceNo = new Map(netlist.sources.map((s, i) => [s.id, i + 1]));
  const wireNet = new Map(layout.wires.map((w) => [w.id, w.net]));
  const isOn = (nets: string[]) => Boolean(active && nets.some((n) => active.nets.includes(n)));
  const hover = (nets: string[]) => () => setActive((a) => (a?.pinned ? a : {nets, pinned: false}));
  const leave = () => setActive((a) => (a?.pinned ? a : null));
  const pin = (nets: string[]) => () => setActive((a) => (a?.pinned && a.nets.join() === nets.join() ? null : {nets, pinned: true}));
  const keyPin = (nets: string[]) => (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pin(nets)();
    }
  };
  const endName = (end: string) => {
    const [c, p] = end.split('.');
    const comp = netlist.components.find((x) => x.id === c);
    const pinLabel = comp?.pins?.find((x) => x.id === p);
    return {part: names.get(c!) ?? c!, pin: pinLabel?.n ? `pin ${pinLabel.n}` : undefined};
  };

  // Zoom and pan: @panzoom/panzoom (4 KB gzip), loaded once the page is idle. Wheel zooms in full-screen
  // view, or with Ctrl/⌘ held, so the page still scrolls past the diagram.
  useEffect(() => {
    let cancelled = false;
    const el = stage.current;
    const vp = viewport.current;
    if (!el || !vp) return;
    const onWheel = (e: WheelEvent) => {
      if (!pz.current || !(fullRef.current || e.ctrlKey || e.metaKey)) return;
      pz.current.zoomWithWheel(e);
    };
    import('@panzoom/panzoom').then(({default: Panzoom}) => {
      if (cancelled) return;
      // pan-y: a finger sliding up or down still scrolls the page past the diagram; pinch and sideways
      // drags reach the diagram.
      pz.current = Panzoom(el, {maxScale: 10, minScale: 1, contain: 'outside', step: 0.4, cursor: 'grab', touchAction: 'pan-y'});
      vp.addEventListener('wheel', onWheel, {passive: false});
    });
    return () => {
      cancelled = true;
      vp.removeEventListener('wheel', onWheel);
      pz.current?.destroy();
      pz.current = null;
    };
  }, []);
  const toggleFull = useCallback(() => {
    setFull((f) => !f);
    pz.current?.reset();
  }, []);
  useEffect(() => {
    // In full-screen view every gesture belongs to the diagram.
    for (const el of [stage.current, viewport.current]) if (el) el.style.touchAction = full ? 'none' : 'pan-y';
    if (!full) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && toggleFull();
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
    };
  }, [full, toggleFull]);

  const colours = new Map<string, {base: string; tracer?: string; known: boolean}>();
  for (const w of layout.wires) if (w.wire && w.label) colours.set(w.label.text, {base: w.base, tracer: w.tracer, known: w.known});
  const hasBodyGround = layout.wires.some((w) => !w.wire);
  const kinds = new Set(layout.nodes.map((n) => `${n.kind}:${n.state ?? ''}`));

  return (
    <figure className={`${styles.figure} ${full ? styles.full : ''}`} data-wiring-diagram="">
      {netlist.variant ? <p className={styles.variant}>{netlist.variant}</p> : null}
      <div className={styles.toolbar}>
        <button type="button" onClick={() => pz.current?.zoomIn()} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => pz.current?.zoomOut()} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => pz.current?.reset()}>
          Fit
        </button>
        <button type="button" onClick={toggleFull} aria-pressed={full}>
          {full ? 'Close full screen' : 'Full screen'}
        </button>
        <span className={styles.hint} id={traceHintId}>
          Drag or pinch to move and zoom; Ctrl + wheel zooms. Tap a wire or part to trace its connections.
        </span>
      </div>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.stage} ref={stage}>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="group"
            aria-labelledby={titleId}
            style={{aspectRatio: `${layout.width} / ${layout.height}`}}>
            <title
              id={
                titleId
              }>{`${netlist.title}${netlist.variant ? ` (${netlist.variant})` : ''}: ${netlist.components.length} parts and ${netlist.wires.length} wires, listed in the connection table below`}</title>
            <g>
              {layout.wires.map((w) => (
                <WirePath key={w.id} w={w} on={isOn([w.net])} dim={Boolean(active) && !isOn([w.net])} />
              ))}
            </g>
            {layout.grounds.map((g) => (
              <g key={g.id} transform={`translate(${g.x},${g.y})`} className={`${styles.ground} ${isOn(['ground']) ? styles.on : ''}`}>
                <path d="M12,0V10M2,10H22M6,15H18M10,20H14" />
              </g>
            ))}
            {layout.nodes.map((n) => (
              <g
                key={n.id}
                transform={`translate(${n.x},${n.y})`}
                className={`${styles.node} ${isOn(n.nets) ? styles.on : ''} ${active && !isOn(n.nets) ? styles.dim : ''}`}
                data-part={n.id}
                data-on={isOn(n.nets) ? '' : undefined}
                tabIndex={0}
                role="button"
                aria-pressed={Boolean(active?.pinned && isOn(n.nets))}
                aria-describedby={traceHintId}
                onPointerEnter={hover(n.nets)}
                onPointerLeave={leave}
                onFocus={hover(n.nets)}
                onBlur={leave}
                onClick={pin(n.nets)}
                onKeyDown={keyPin(n.nets)}>
                <rect width={n.w} height={n.h} rx={n.kind === 'cap' ? n.h / 2 : 6} className={styles.box} data-shape="" />
                {n.lines.map((line, i) => (
                  <text
                    key={i}
                    x={n.w / 2}
                    y={(n.pins.some((p) => p.side === 'N' && p.label) ? PIN_ROW : 4) + 6 + (i + 1) * 16 - 4}
                    textAnchor="middle"
                    className={styles.title}
                    fontSize={FONT.title}>
                    {line}
                  </text>
                ))}
                <Glyph n={n} />
                {n.pins.map((p) => (
                  <g key={p.id}>
                    <rect x={p.x - 3} y={p.y - 3} width={6} height={6} className={styles.pin} />
                    {p.label ? (
                      <text x={p.x} y={p.side === 'N' ? PIN_ROW - 3 : n.h - 5} textAnchor="middle" className={styles.pinLabel} fontSize={FONT.pin}>
                        {p.label}
                      </text>
                    ) : null}
                  </g>
                ))}
              </g>
            ))}
            {layout.wires.map((w) =>
              w.label ? (
                <g
                  key={`l-${w.id}`}
                  className={`${styles.wireLabel} ${isOn([w.net]) ? styles.on : ''}`}
                  data-wire={w.id}
                  data-on={isOn([w.net]) ? '' : undefined}
                  tabIndex={0}
                  role="button"
                  aria-pressed={Boolean(active?.pinned && isOn([w.net]))}
                  aria-label={`${w.label.text} wire: trace its net`}
                  onPointerEnter={hover([w.net])}
                  onPointerLeave={leave}
                  onFocus={hover([w.net])}
                  onBlur={leave}
                  onClick={pin([w.net])}
                  onKeyDown={keyPin([w.net])}>
                  <path d={w.d} className={styles.hit} />
                  <rect x={w.label.x} y={w.label.y} width={w.label.w} height={w.label.h} rx={3} className={styles.labelBox} data-shape="" />
                  <text x={w.label.x + w.label.w / 2} y={w.label.y + w.label.h - 5} textAnchor="middle" fontSize={FONT.wire}>
                    {w.label.text}
                  </text>
                </g>
              ) : null,
            )}
          </svg>
        </div>
      </div>
      <ul className={styles.legend} aria-label="Legend">
        {[...colours].map(([name, c]) => (
          <li key={name}>
            <svg width="34" height="12" aria-hidden="true">
              <path d="M2,6H32" stroke={casing(c.base)} strokeWidth={7} />
              <path d="M2,6H32" stroke={c.base} strokeWidth={4.5} strokeDasharray={c.known ? undefined : '7 4'} />
              {c.tracer ? <path d="M2,6H32" stroke={c.tracer} strokeWidth={1.8} /> : null}
            </svg>
            {`${name}${c.tracer ? ' (base color, tracer stripe)' : ''}${c.known ? '' : ' (color not fixed: drawn dashed)'}`}
          </li>
        ))}
        <li>
          <svg width="34" height="26" aria-hidden="true" className={styles.legendGlyph}>
            <path d="M4,6H16V14M6,14H26M10,19H22M14,24H18" />
          </svg>
          Ground point (frame or engine)
        </li>
        {hasBodyGround ? (
          <li>
            <svg width="34" height="12" aria-hidden="true" className={styles.legendGlyph}>
              <path d="M2,6H32" strokeDasharray="3 3" />
            </svg>
            {"Grounded through the part's body or mounting, no wire"}
          </li>
        ) : null}
        {kinds.has('winding:') ? (
          <li>
            <svg width="34" height="26" aria-hidden="true" className={styles.legendGlyph}>
              <path d="M32,3H18a5,5 0 0 0 0,10a5,5 0 0 0 0,10H32" />
            </svg>
            Winding, both ends shown
          </li>
        ) : null}
        {kinds.has('switch:open') ? (
          <li>
            <svg width="34" height="16" aria-hidden="true" className={styles.legendGlyph}>
              <path d="M2,11H8L22,2M24,11H32" />
            </svg>
            Switch drawn open
          </li>
        ) : null}
        {kinds.has('switch:closed') ? (
          <li>
            <svg width="34" height="16" aria-hidden="true" className={styles.legendGlyph}>
              <path d="M2,8H32" />
              <circle cx="9" cy="8" r="2" />
              <circle cx="25" cy="8" r="2" />
            </svg>
            Switch drawn closed
          </li>
        ) : null}
      </ul>
      <div className={styles.tableWrap} role="region" aria-label={`${netlist.title}: connections`} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{`${netlist.title}${netlist.variant ? ` (${netlist.variant})` : ''}: connections`}</caption>
          <thead>
            <tr>
              <th scope="col">Wire color</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">What it does</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {netlist.wires.map((w) => {
              const net = wireNet.get(w.id)!;
              const from = endName(w.from);
              const to = endName(w.to);
              const draw = layout.wires.find((x) => x.id === w.id)!;
              return (
                <tr key={w.id} data-wire-row={w.id} data-on={isOn([net]) ? '' : undefined} className={isOn([net]) ? styles.rowOn : undefined}>
                  <th scope="row">
                    <button type="button" className={styles.rowButton} aria-pressed={Boolean(active?.pinned && isOn([net]))} onClick={pin([net])}>
                      <span
                        className={styles.swatch}
                        aria-hidden="true"
                        style={{background: draw.tracer ? `linear-gradient(${draw.base} 35%, ${draw.tracer} 35% 65%, ${draw.base} 65%)` : draw.base}}
                      />
                      {w.color}
                    </button>
                  </th>
                  <td>{from.pin ? `${from.part}, ${from.pin}` : from.part}</td>
                  <td>{to.pin ? `${to.part}, ${to.pin}` : to.part}</td>
                  <td className={styles.function}>{w.function}</td>
                  <td>[{sourceNo.get(w.source)}]</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <figcaption className={styles.notes}>
        {netlist.description ? <p>{netlist.description}</p> : null}
        {netlist.components.some((c) => c.note) ? (
          <ul>
            {netlist.components
              .filter((c) => c.note)
              .map((c) => (
                <li key={c.id}>
                  <strong>{c.label}</strong>
                  {`: ${c.note}`}
                </li>
              ))}
          </ul>
        ) : null}
        <p>Applies to: {netlist.appliesTo}</p>
        <p>Sources:</p>
        <ol>
          {netlist.sources.map((s) => (
            <li key={s.id}>{s.text}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
