import React, {type ReactNode} from 'react';
import type {InterchangeTableData} from '@site/src/lib/parts';
import styles from './styles.module.css';

/**
 * What interchanges, generated from the engines' facts in data/parts/. With `engine`, one engine's values
 * beside what the other engines have in the same group; without it, every engine side by side.
 */
export default function InterchangeTable({data, engine}: {data: InterchangeTableData; engine?: string}): ReactNode {
  const at = engine ? data.engines.findIndex((e) => e.id === engine) : -1;
  if (engine && at < 0) throw new Error(`InterchangeTable: no engine "${engine}" in data/parts/engines`);
  if (engine) {
    const me = data.engines[at]!;
    const rows = data.rows.filter((r) => r.values[at]);
    // This engine's column gets the width of a few words a line on a phone when any of its values is a sentence.
    const ownProse = rows.some((r) => r.values[at]!.value.length >= 50);
    return (
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.interchange}`}>
          <caption className={styles.tableCaption}>{`What sets the ${me.name} apart, and the same parts on other engines`}</caption>
          <thead>
            <tr>
              <th scope="col">Part group</th>
              <th scope="col">{me.name}</th>
              <th scope="col">Other engines</th>
              <th scope="col">Check before swapping</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.group}>
                <th scope="row">{r.name}</th>
                <td title={r.values[at]!.source} className={ownProse ? styles.prose : undefined}>
                  {r.values[at]!.value}
                </td>
                <td className={styles.prose}>
                  {data.engines
                    .map((e, i) => ({e, v: r.values[i]}))
                    .filter(({v}, i) => v && i !== at)
                    .map(({e, v}) => (
                      <span key={e.id} className={styles.aliases} title={v!.source}>
                        <strong>{e.name}:</strong> {v!.value}
                      </span>
                    ))}
                </td>
                <td className={styles.prose}>{r.check}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${styles.interchange}`}>
        <caption className={styles.tableCaption}>Parts that decide interchange, by engine</caption>
        <thead>
          <tr>
            <th scope="col">Part group</th>
            {data.engines.map((e) => (
              <th scope="col" key={e.id}>
                {e.name}
              </th>
            ))}
            <th scope="col">Check before swapping</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.group}>
              <th scope="row">{r.name}</th>
              {r.values.map((v, i) => (
                <td key={data.engines[i]!.id} title={v?.source}>
                  {v ? v.value : 'Compare with the old part'}
                </td>
              ))}
              <td className={styles.prose}>{r.check}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
