import React, {useId, type ReactNode} from 'react';
import {niceTicks} from '@site/src/lib/calc/chart';
import styles from './chart.module.css';

export interface Series {
  name: string;
  points: [number, number][];
  /** Drawn thicker: the series the reader's own inputs fall on. */
  emphasis?: boolean;
}

interface Props {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  /** The reader's point, ringed and labelled. */
  marker?: {x: number; y: number; label: string};
  /** A vertical guide, e.g. the engine speed the table is read at. */
  guideX?: number;
}

// A small drawing area, so the 13 px labels stay readable when the chart is scaled to a phone's width.
const W = 440;
const H = 300;
const M = {left: 50, right: 64, top: 14, bottom: 44};
// Dash patterns tell the lines apart without colour; the palette holds 3:1 contrast on both themes' backgrounds.
const DASH = ['', '8 4', '2 4', '10 3 2 3', '4 4', '14 4'];

/**
 * A small line chart drawn as SVG in the page's HTML (no chart library, so it costs the calculator pages
 * about 1 KB gzip): axes with round ticks, one labelled line per series, and the reader's point.
 */
export default function LineChart({title, xLabel, yLabel, series, marker, guideX}: Props): ReactNode {
  const titleId = useId();
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p[0]).concat(marker ? [marker.x] : []);
  const ys = all.map((p) => p[1]).concat(marker ? [marker.y] : []);
  const xt = niceTicks(Math.min(...xs), Math.max(...xs));
  const yt = niceTicks(Math.min(...ys), Math.max(...ys));
  const [x0, x1] = [xt[0]!, xt[xt.length - 1]!];
  const [y0, y1] = [yt[0]!, yt[yt.length - 1]!];
  const px = (x: number) => M.left + ((x - x0) / (x1 - x0 || 1)) * (W - M.left - M.right);
  const py = (y: number) => H - M.bottom - ((y - y0) / (y1 - y0 || 1)) * (H - M.top - M.bottom);
  const fmt = (v: number) => (Math.abs(v) >= 1000 ? v.toLocaleString('en-US') : String(Math.round(v * 100) / 100));
  // End labels, pushed apart so they never overlap.
  const ends = series.map((s, i) => ({i, y: py(s.points[s.points.length - 1]![1])})).sort((a, b) => a.y - b.y);
  for (let k = 1; k < ends.length; k++) ends[k]!.y = Math.max(ends[k]!.y, ends[k - 1]!.y + 14);
  const endY = new Map(ends.map((e) => [e.i, e.y]));
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <g className={styles.grid}>
        {xt.map((t) => (
          <line key={`x${t}`} x1={px(t)} x2={px(t)} y1={M.top} y2={H - M.bottom} />
        ))}
        {yt.map((t) => (
          <line key={`y${t}`} x1={M.left} x2={W - M.right} y1={py(t)} y2={py(t)} />
        ))}
      </g>
      <g className={styles.axisText}>
        {xt.map((t) => (
          <text key={`xl${t}`} x={px(t)} y={H - M.bottom + 18} textAnchor="middle">
            {fmt(t)}
          </text>
        ))}
        {yt.map((t) => (
          <text key={`yl${t}`} x={M.left - 6} y={py(t) + 4} textAnchor="end">
            {fmt(t)}
          </text>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 8} textAnchor="middle" className={styles.axisTitle}>
          {xLabel}
        </text>
        <text transform={`translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" className={styles.axisTitle}>
          {yLabel}
        </text>
      </g>
      {guideX !== undefined ? <line className={styles.guide} x1={px(guideX)} x2={px(guideX)} y1={M.top} y2={H - M.bottom} /> : null}
      {series.map((s, i) => (
        <g key={s.name} className={`${styles.series} ${styles[`c${i % 6}`]} ${s.emphasis ? styles.emphasis : ''}`}>
          <polyline
            points={s.points.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(' ')}
            strokeDasharray={DASH[i % DASH.length] || undefined}
          />
          <text x={W - M.right + 6} y={endY.get(i)! + 4}>
            {s.name}
          </text>
        </g>
      ))}
      {marker ? (
        <g className={styles.marker}>
          <circle cx={px(marker.x)} cy={py(marker.y)} r={6} />
          <text x={px(marker.x) + (px(marker.x) > W / 2 ? -10 : 10)} y={py(marker.y) - 10} textAnchor={px(marker.x) > W / 2 ? 'end' : 'start'}>
            {marker.label}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
