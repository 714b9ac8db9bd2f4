import React, {useId, type ReactNode} from 'react';
import type {Netlist} from '@site/src/lib/netlist';
import {layoutNetlist, NODE_HEIGHT, NODE_WIDTH} from './layout';
import styles from './styles.module.css';

/** Black, dark blue and similar wires need a light outline to be seen in dark mode, and vice versa. */
function casing(stroke: string): string {
  const n = parseInt(stroke.slice(1), 16);
  const luminance = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luminance < 90 ? '#d0d0d0' : '#303030';
}

/**
 * A wiring diagram drawn from a netlist: an SVG with every component and wire, and the same connections
 * as a table (the diagram's text alternative, and what a reader checks wire by wire).
 */
export default function WiringDiagram({data}: {data: Netlist}): ReactNode {
  const layout = layoutNetlist(data);
  const titleId = useId();
  const descId = useId();
  const names = new Map(data.components.map((c) => [c.id, c.label]));
  const multiSource = data.sources.length > 1;
  const sourceIndex = (id?: string) => (id ? data.sources.findIndex((s) => s.id === id) : 0) + 1;
  return (
    <figure className={styles.figure}>
      <div className={styles.scroll} role="region" aria-label={`${data.title}: diagram`} tabIndex={0}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width}
          height={layout.height}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{data.title}</title>
          <desc id={descId}>
            {`${data.components.length} parts joined by ${data.wires.length} wires; the table below lists each connection.`}
          </desc>
          {layout.wires.map((w) => {
            const d = w.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
            return (
              <g key={w.id}>
                <path d={d} fill="none" stroke={casing(w.stroke)} strokeWidth={6} strokeLinecap="round" />
                <path d={d} fill="none" stroke={w.stroke} strokeWidth={3.5} strokeLinecap="round" />
                <text x={w.labelAt.x} y={w.labelAt.y - 6} textAnchor="middle" className={styles.wireLabel}>
                  {w.color}
                </text>
              </g>
            );
          })}
          {layout.nodes.map((n) => (
            <g key={n.id}>
              <rect
                x={n.x - NODE_WIDTH / 2}
                y={n.y - NODE_HEIGHT / 2}
                width={NODE_WIDTH}
                height={NODE_HEIGHT}
                rx={8}
                className={styles.node}
              />
              <text x={n.x} y={n.y + 5} textAnchor="middle" className={styles.nodeLabel}>
                {n.label}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div className={styles.scroll} role="region" aria-label={`${data.title}: connections`} tabIndex={0}>
        <table className={styles.table}>
          <caption>{data.title}: connections</caption>
          <thead>
            <tr>
              <th scope="col">Wire colour</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">What it does</th>
              {multiSource ? <th scope="col">Source</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.wires.map((w) => (
              <tr key={w.id}>
                <th scope="row">
                  <span className={styles.swatch} style={{background: w.stroke ?? 'transparent'}} aria-hidden="true" />
                  {w.color}
                </th>
                <td>{names.get(w.from)}</td>
                <td>{names.get(w.to)}</td>
                <td>{w.function}</td>
                {multiSource ? <td>[{sourceIndex(w.source)}]</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className={styles.notes}>
        {data.description ? <p>{data.description}</p> : null}
        {data.components.some((c) => c.note) ? (
          <ul>
            {data.components
              .filter((c) => c.note)
              .map((c) => (
                <li key={c.id}>
                  <strong>{c.label}</strong>: {c.note}
                </li>
              ))}
          </ul>
        ) : null}
        <p>Applies to: {data.appliesTo}</p>
        <p>{multiSource ? 'Sources:' : 'Source:'}</p>
        <ol>
          {data.sources.map((s) => (
            <li key={s.id}>{s.text}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
