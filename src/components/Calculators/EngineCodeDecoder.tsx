import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {decodeEngineCode} from '@site/src/lib/calc/engineCode';
import Field, {CalculatorFrame} from './Field';
import styles from './styles.module.css';
import {useUrlFields} from './useUrlFields';

/**
 * Reads an engine code position by position and links to what PitBase holds on that engine: the
 * engine data page, and every page that mentions the code through the site search.
 */
export default function EngineCodeDecoder({dataPage, dataLabel}: {dataPage: string; dataLabel: string}): ReactNode {
  const [raw, set] = useUrlFields({code: '1P60FMJ'});
  const r = decodeEngineCode(raw.code);
  return (
    <CalculatorFrame
      title="Engine code decoder"
      result={
        r.ok ? (
          <>
            <p>
              <output className={styles.figure}>{r.code}</output>: {r.cylinders}-cylinder {r.strokes === 4 ? 'four-stroke' : 'two-stroke'}
              {r.cooling ? `, ${r.cooling}` : ''}, about {r.boreMm} mm bore{r.use ? `, ${r.use} engine` : ''}.
            </p>
            <ul className={styles.parts} aria-label="What each part of the code means">
              {r.parts.map((p, i) => (
                <li key={i}>
                  <code>{p.text}</code> {p.meaning}
                </li>
              ))}
            </ul>
            {r.warnings.map((w) => (
              <p key={w} className={styles.hint}>
                {w}
              </p>
            ))}
            <p>
              On PitBase: <Link to={`/search?q=${encodeURIComponent(r.code)}`}>pages that mention {r.code}</Link>, and{' '}
              <Link to={dataPage}>{dataLabel}</Link> for the bore, stroke and displacement of each engine family.
            </p>
          </>
        ) : (
          <p role="alert">{r.message}</p>
        )
      }>
      <Field
        label="Engine code"
        name="code"
        mode="text"
        value={raw.code}
        onChange={(v) => set('code', v)}
        hint="Stamped on the left crankcase below the cylinder, e.g. 1P60FMJ"
      />
    </CalculatorFrame>
  );
}
