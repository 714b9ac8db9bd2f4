import React, {type ReactNode} from 'react';
import type {Cell, DataTable} from '@site/src/lib/dataTable';
import {cellText} from '@site/src/lib/cells';
import styles from './styles.module.css';

interface Props {
  data: DataTable;
}

/** A data table rendered as a real, static <table>: readable without JavaScript and when printed. */
export default function SpecTable({data}: Props): ReactNode {
  const multiSource = data.sources.length > 1;
  const sourceIndex = (id?: string) => (id ? data.sources.findIndex((s) => s.id === id) : 0) + 1;
  const showAppliesTo = data.rows.some((r) => r.appliesTo);
  const [labelColumn, ...valueColumns] = data.columns;
  return (
    <figure className={styles.figure}>
      <div className={styles.scroll} role="region" aria-label={data.title} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {data.title}
            {data.description ? <span className={styles.description}>{data.description}</span> : null}
          </caption>
          <thead>
            <tr>
              {data.columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
              {showAppliesTo ? <th scope="col">Applies to</th> : null}
              {multiSource ? <th scope="col">Source</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{cellText(row[labelColumn!.key] as Cell)}</th>
                {valueColumns.map((c) => (
                  <td key={c.key}>{cellText(row[c.key] as Cell | undefined, c.unit)}</td>
                ))}
                {showAppliesTo ? <td>{row.appliesTo ?? data.appliesTo}</td> : null}
                {multiSource ? <td>[{sourceIndex(row.source)}]</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className={styles.notes}>
        {showAppliesTo ? null : <p>Applies to: {data.appliesTo}.</p>}
        <p>{multiSource ? 'Sources:' : 'Source:'}</p>
        <ol className={styles.sources}>
          {data.sources.map((s) => (
            <li key={s.id}>{s.text}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
