import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {decodeEngineCode} from '@site/src/lib/calc/engineCode';
import styles from '@site/src/components/SpecTable/styles.module.css';

/** The codes used on this site, read by the same decoder as the calculator; each links to its search results. */
export default function EngineCodeTable({codes}: {codes: string[]}): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label="Engine codes used on PitBase" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Engine codes used on PitBase, decoded</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Cylinders</th>
            <th scope="col">Layout letter</th>
            <th scope="col">Nominal bore</th>
            <th scope="col">Cooling letter</th>
            <th scope="col">Use letter</th>
            <th scope="col">Maker&apos;s letter</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const r = decodeEngineCode(code);
            if (!r.ok) throw new Error(`EngineCodeTable: ${code} does not decode: ${r.message}`);
            const letter = (text: string | undefined, meaning: string | null) => (text ? `${text}: ${meaning ?? 'not confirmed'}` : 'none');
            const layoutText = r.parts.find((p) => p.meaning.endsWith('layout'))?.text;
            return (
              <tr key={code}>
                <th scope="row">
                  <Link to={`/search?q=${r.code}`}>{r.code}</Link>
                </th>
                <td>{r.cylinders}</td>
                <td>{layoutText ? `${layoutText}: horizontal` : 'none'}</td>
                <td>{r.boreMm} mm</td>
                <td>{letter(r.code.match(/\d{2}([A-Z])/)?.[1], r.cooling)}</td>
                <td>{letter(r.code.match(/\d{2}[A-Z]([A-Z])/)?.[1], r.use)}</td>
                <td>{r.suffix || 'none'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
