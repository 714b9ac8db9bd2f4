import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {decodeEngineCode} from '@site/src/lib/calc/engineCode';
import {CalculatorFrame, FieldList} from './Field';
import {useFields, type FieldSpecs} from './fields';
import styles from './styles.module.css';

// The code is read in the result, which explains what it cannot read; the field itself takes any text.
const FIELDS = {
  code: {label: 'Engine code', mode: 'text', initial: '1P60FMJ', hint: 'Stamped on the left crankcase below the cylinder, e.g. 1P60FMJ'},
} satisfies FieldSpecs;

/**
 * Reads an engine code position by position and links to what PitBase holds on that engine: the
 * engine data page, and every page that mentions the code through the site search.
 */
export default function EngineCodeDecoder({dataPage, dataLabel}: {dataPage: string; dataLabel: string}): ReactNode {
  const {raw, set, errors} = useFields(FIELDS);
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
      <FieldList specs={FIELDS} raw={raw} set={set} errors={errors} />
    </CalculatorFrame>
  );
}
