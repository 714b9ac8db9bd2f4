import React, {type ReactNode} from 'react';
import {finalDriveRatio, speedChangePercent} from '@site/src/lib/calc/gearing';
import styles from '@site/src/components/SpecTable/styles.module.css';

/**
 * Final-drive ratios for the sprocket counts pit bikes use, and what one tooth changes, computed by the
 * gearing calculator's own functions so the table and the calculator can never disagree.
 */
export function SprocketRatioTable({
  fronts = [12, 13, 14, 15, 16, 17],
  rears = [33, 35, 37, 39, 41, 43],
}: {
  fronts?: number[];
  rears?: number[];
}): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label="Final-drive ratio by sprocket" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Final-drive ratio (rear teeth ÷ front teeth)</caption>
        <thead>
          <tr>
            <th scope="col">Front ↓ / Rear →</th>
            {rears.map((r) => (
              <th key={r} scope="col">
                {r} T
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fronts.map((f) => (
            <tr key={f}>
              <th scope="row">{f} T</th>
              {rears.map((r) => (
                <td key={r}>{finalDriveRatio(f, r).toFixed(3)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Road speed change at the same rpm when one tooth is taken off or added, front and rear. */
export function OneToothTable({cases}: {cases: Array<[front: number, rear: number]>}): ReactNode {
  const pct = (from: number, to: number) => {
    const v = speedChangePercent(from, to);
    return `${v > 0 ? '+' : '−'}${Math.abs(v).toFixed(1)} %`;
  };
  return (
    <div className={styles.scroll} role="region" aria-label="Effect of one tooth" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Road speed at the same rpm after a one-tooth change</caption>
        <thead>
          <tr>
            <th scope="col">Stock sprockets</th>
            <th scope="col">Ratio</th>
            <th scope="col">Front −1 tooth</th>
            <th scope="col">Front +1 tooth</th>
            <th scope="col">Rear +1 tooth</th>
            <th scope="col">Rear −1 tooth</th>
          </tr>
        </thead>
        <tbody>
          {cases.map(([f, r]) => {
            const base = finalDriveRatio(f, r);
            return (
              <tr key={`${f}-${r}`}>
                <th scope="row">
                  {f}/{r}
                </th>
                <td>{base.toFixed(3)}</td>
                <td>{pct(base, finalDriveRatio(f - 1, r))}</td>
                <td>{pct(base, finalDriveRatio(f + 1, r))}</td>
                <td>{pct(base, finalDriveRatio(f, r + 1))}</td>
                <td>{pct(base, finalDriveRatio(f, r - 1))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
