import React, {type ReactNode} from 'react';
import {compressionRatio, type CompressionInput} from '@site/src/lib/calc/compression';
import styles from '@site/src/components/SpecTable/styles.module.css';

interface Change {
  what: string;
  change: Partial<CompressionInput>;
}

/**
 * What each input does to the ratio of one example engine, computed with the compression ratio
 * calculator's own function: the reader sees the size of each effect, not a rule of thumb.
 */
export default function CompressionSensitivityTable({base, changes}: {base: CompressionInput; changes: Change[]}): ReactNode {
  const start = compressionRatio(base);
  if (!start) return null;
  return (
    <div className={styles.scroll} role="region" aria-label="How each input changes the ratio" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Effect of one change at a time on a {base.boreMm} × {base.strokeMm} mm engine at {start.ratio.toFixed(2)}:1
        </caption>
        <thead>
          <tr>
            <th scope="col">Change</th>
            <th scope="col">Clearance volume</th>
            <th scope="col">Ratio</th>
          </tr>
        </thead>
        <tbody>
          {changes.map(({what, change}) => {
            const r = compressionRatio({...base, ...change});
            return (
              <tr key={what}>
                <th scope="row">{what}</th>
                <td>{r ? `${r.clearanceCc.toFixed(2)} cc` : '—'}</td>
                <td>{r ? `${r.ratio.toFixed(2)}:1` : 'Piston would hit the head'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
