import React, {useId, useState, type ReactNode} from 'react';
import type {FigureShape, ResolvedAssembly, ResolvedEngine, ResolvedPart} from '@site/src/lib/parts';
import {BADGE_R} from '@site/src/lib/partsGeometry';
import styles from './styles.module.css';

/** Draws one part inside its precomputed box (the layout is done at build time by src/plugins/parts-data.ts). */
function PartShape({s}: {s: FigureShape}): ReactNode {
  const {x, y, w, h} = s;
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (s.shape) {
    case 'shaft':
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={3} />
          <path d={`M${x + 8},${y} v${h} M${x + w - 8},${y} v${h}`} className={styles.detail} />
        </>
      );
    case 'plate':
      return <rect x={x} y={y} width={w} height={h} rx={2} />;
    case 'gear':
    case 'sprocket': {
      const teeth = Math.floor(h / 8);
      const d = Array.from({length: teeth}, (_, i) => `M${x - 3},${y + 4 + i * 8} h${w + 6}`).join(' ');
      return (
        <>
          <path d={d} className={styles.detail} />
          <rect x={x} y={y} width={w} height={h} rx={2} />
        </>
      );
    }
    case 'piston':
      return (
        <>
          <path d={`M${x},${y + 8} Q${x},${y} ${x + 8},${y} H${x + w - 8} Q${x + w},${y} ${x + w},${y + 8} V${y + h} H${x} Z`} />
          <path d={`M${x + 6},${y} v${h} M${x + 12},${y} v${h} M${x + 18},${y} v${h}`} className={styles.detail} />
          <circle cx={cx + 6} cy={cy} r={6} className={styles.detail} />
        </>
      );
    case 'ring':
      return <ellipse cx={cx} cy={cy} rx={w / 2} ry={h / 2} />;
    case 'pin':
      return <rect x={x} y={y} width={w} height={h} rx={h / 2} />;
    case 'valve':
      return <path d={`M${x},${y} L${x + 10},${cy - 3} H${x + w} V${cy + 3} H${x + 10} L${x},${y + h} Z`} />;
    case 'spring': {
      const n = 7;
      const pts = Array.from({length: n + 1}, (_, i) => `${x + (i * w) / n},${i % 2 ? y : y + h}`).join(' ');
      return <polyline points={pts} className={styles.open} />;
    }
    case 'cylinder': {
      const fins = Array.from({length: 5}, (_, i) => `M${x + 8 + i * 10},${y} v${h}`).join(' ');
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={3} />
          <path d={fins} className={styles.detail} />
          <rect x={x + w - 16} y={y + 10} width={10} height={h - 20} className={styles.bore} />
        </>
      );
    }
    case 'head':
      return (
        <>
          <path d={`M${x},${y + 10} L${x + 14},${y} H${x + w} V${y + h} H${x + 14} L${x},${y + h - 10} Z`} />
          <path d={`M${x + 24},${y + 6} v${h - 12} M${x + 36},${y + 6} v${h - 12} M${x + 48},${y + 6} v${h - 12}`} className={styles.detail} />
        </>
      );
    case 'nut':
      return (
        <path d={`M${x + 3},${y} H${x + w - 3} L${x + w},${y + 4} V${y + h - 4} L${x + w - 3},${y + h} H${x + 3} L${x},${y + h - 4} V${y + 4} Z`} />
      );
    case 'chain':
      return <rect x={x} y={y} width={w} height={h} rx={h / 2} className={styles.chain} />;
    case 'stator':
      return (
        <>
          <circle cx={cx} cy={cy} r={w / 2} />
          <path d={`M${cx - w / 2},${cy} H${cx + w / 2} M${cx},${cy - h / 2} V${cy + h / 2}`} className={styles.detail} />
          <circle cx={cx} cy={cy} r={w / 6} className={styles.bore} />
        </>
      );
    case 'rotor':
      return (
        <>
          <path
            d={`M${x + w},${y} H${x + 6} Q${x},${y} ${x},${y + 6} V${y + h - 6} Q${x},${y + h} ${x + 6},${y + h} H${x + w}`}
            className={styles.open}
          />
          <rect x={x} y={cy - 6} width={w * 0.6} height={12} rx={2} />
        </>
      );
    case 'bearing':
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={3} />
          <circle cx={cx} cy={y + 8} r={4} className={styles.detail} />
          <circle cx={cx} cy={y + h - 8} r={4} className={styles.detail} />
        </>
      );
    case 'lever':
      return (
        <path
          d={`M${x},${y + 4} Q${x},${y} ${x + 4},${y} H${x + w - 10} L${x + w},${cy} L${x + w - 10},${y + h} H${x + 4} Q${x},${y + h} ${x},${y + h - 4} Z`}
        />
      );
    case 'filter': {
      const pleats = Array.from({length: 6}, (_, i) => `M${x + 5 + i * 6},${y + 4} v${h - 8}`).join(' ');
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={4} />
          <path d={pleats} className={styles.detail} />
        </>
      );
    }
    case 'motor':
      return (
        <>
          <rect x={x} y={y} width={w - 12} height={h} rx={6} />
          <rect x={x + w - 12} y={cy - 4} width={12} height={8} />
        </>
      );
    case 'crank':
      return (
        <>
          <rect x={x} y={cy - 6} width={w} height={12} rx={2} />
          <rect x={cx - 26} y={y} width={18} height={h} rx={8} />
          <rect x={cx + 8} y={y} width={18} height={h} rx={8} />
          <rect x={cx - 8} y={y + 8} width={16} height={10} className={styles.bore} />
        </>
      );
    default:
      return <rect x={x} y={y} width={w} height={h} rx={6} />;
  }
}

function partLabel(p: ResolvedPart) {
  return `${p.callout}: ${p.name}`;
}

function SourceRef({engine, index}: {engine: ResolvedEngine; index: number}): ReactNode {
  const src = engine.sources[index];
  if (!src) return null;
  return (
    <a href={`#${engine.id}-source-${index + 1}`} title={src.text} className={styles.sourceRef}>
      [{index + 1}]
    </a>
  );
}

/**
 * One assembly of an engine: an exploded view drawn from the parts data and the parts table with the same
 * callout numbers. Pointing at, tapping or focusing a callout highlights its row, and the reverse.
 */
export default function PartsDiagram({data, assembly}: {data: ResolvedEngine; assembly: string}): ReactNode {
  const a: ResolvedAssembly | undefined = data.assemblies.find((x) => x.id === assembly);
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const descId = useId();
  if (!a) throw new Error(`PartsDiagram: ${data.id} has no "${assembly}" assembly`);
  const f = a.figure;
  const rowId = (c: number) => `${data.id}-${a.id}-${c}`;
  const on = (c: number) => () => setActive(c);
  const off = () => setActive(null);
  const showRow = (c: number) => () => {
    setActive(c);
    document.getElementById(rowId(c))?.scrollIntoView({block: 'nearest', behavior: 'smooth'});
  };
  return (
    <div className={styles.wrap} data-parts-assembly={a.id}>
      <figure className={styles.figure}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${f.width} ${f.height}`}
          width={f.width}
          height={f.height}
          style={{maxWidth: Math.round(f.width * 1.6)}}
          role="group"
          aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{`${a.title}, ${data.name}: exploded view`}</title>
          <desc id={descId}>
            {`${a.parts.length} parts in order along the axis (${a.axis.toLowerCase()}): ${a.parts.map(partLabel).join('; ')}.`}
          </desc>
          {f.axes.map((ax, i) => (
            <line key={i} x1={ax.x1} x2={ax.x2} y1={ax.y} y2={ax.y} className={styles.axis} />
          ))}
          {f.shapes.map((s) => {
            const p = a.parts.find((x) => x.callout === s.callout)!;
            return (
              <g
                key={s.callout}
                className={styles.part}
                data-callout={s.callout}
                data-active={active === s.callout || undefined}
                tabIndex={0}
                role="button"
                aria-label={`${partLabel(p)}: show in the table`}
                onMouseEnter={on(s.callout)}
                onMouseLeave={off}
                onFocus={on(s.callout)}
                onBlur={off}
                onClick={showRow(s.callout)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    showRow(s.callout)();
                  }
                }}>
                <line x1={s.bx} y1={s.by + BADGE_R} x2={s.x + s.w / 2} y2={s.y} className={styles.leader} />
                <g className={styles.shape}>
                  <PartShape s={s} />
                </g>
                <circle cx={s.bx} cy={s.by} r={BADGE_R} className={styles.badge} data-badge />
                <text x={s.bx} y={s.by} dy="0.35em" textAnchor="middle" className={styles.badgeText} data-label>
                  {s.callout}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className={styles.caption}>
          {`${a.title}, ${data.name}, drawn ${a.axis.charAt(0).toLowerCase()}${a.axis.slice(1)}. Numbers match the table.`}
        </figcaption>
      </figure>
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.partsTable}`}>
          <caption className={styles.tableCaption}>{`${a.title} parts, ${data.name}`}</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Part</th>
              <th scope="col">Qty</th>
              <th scope="col">Notes for this engine</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {a.parts.map((p) => (
              <tr
                key={p.callout}
                id={rowId(p.callout)}
                data-callout={p.callout}
                data-active={active === p.callout || undefined}
                onMouseEnter={on(p.callout)}
                onMouseLeave={off}>
                <td>
                  <button
                    type="button"
                    className={styles.callout}
                    aria-label={`${partLabel(p)}: show in the drawing`}
                    onFocus={on(p.callout)}
                    onBlur={off}
                    onClick={on(p.callout)}>
                    {p.callout}
                  </button>
                </td>
                <td>
                  <strong>{p.name}</strong>
                  {p.aliases?.length ? <span className={styles.aliases}>{` Also called: ${p.aliases.join(', ')}.`}</span> : null}
                  {p.partNumber ? <span className={styles.aliases}>{` Part no. ${p.partNumber}.`}</span> : null}
                </td>
                <td>{p.qty ?? ''}</td>
                <td>
                  {p.notes ? <span>{p.notes}</span> : null}
                  {p.variant ? (
                    <span className={styles.variant}>
                      {p.notes ? ' ' : ''}
                      <strong>{data.name}:</strong> {p.variant}
                    </span>
                  ) : null}
                </td>
                <td>
                  <SourceRef engine={data} index={p.sourceIndex} />
                  {p.variantSourceIndex !== undefined && p.variantSourceIndex !== p.sourceIndex ? (
                    <>
                      {' '}
                      <SourceRef engine={data} index={p.variantSourceIndex} />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The numbered sources the parts tables of one engine point to. */
export function PartsSources({data}: {data: ResolvedEngine}): ReactNode {
  return (
    <ol className={styles.sources}>
      {data.sources.map((s, i) => (
        <li key={s.id} id={`${data.id}-source-${i + 1}`}>
          {s.text}
        </li>
      ))}
    </ol>
  );
}
