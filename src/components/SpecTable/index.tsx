import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Cell, DataTable} from '@site/src/lib/dataTable';
import {cellText} from '@site/src/lib/cells';
import {sourceIndex, viewRows, type SortDirection} from '@site/src/lib/tableView';
import FilterBox from '@site/src/components/FilterBox';
import styles from './styles.module.css';

/** Tables shorter than this are read at a glance; a filter box would only be clutter. */
const FILTER_FROM_ROWS = 6;

/** A column with a cell this long holds sentences: it gets a wider minimum so its rows are not a word per line. */
const PROSE_FROM_CHARS = 50;

interface Props {
  data: DataTable;
}

/**
 * A data table rendered as a real, static <table>: readable without JavaScript and when printed.
 * Once the page is interactive, column headers sort and longer tables get a filter box.
 */
export default function SpecTable({data}: Props): ReactNode {
  const interactive = useIsBrowser();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{key: string; direction: SortDirection} | null>(null);
  const rows = interactive ? viewRows(data, filter, sort) : data.rows;
  const toggleSort = (key: string) =>
    setSort((s) => (s?.key === key ? {key, direction: s.direction === 'ascending' ? 'descending' : 'ascending'} : {key, direction: 'ascending'}));
  const multiSource = data.sources.length > 1;
  const showAppliesTo = data.rows.some((r) => r.appliesTo);
  const [labelColumn, ...valueColumns] = data.columns;
  const prose = (text: (row: DataTable['rows'][number]) => string) => data.rows.some((r) => text(r).length >= PROSE_FROM_CHARS);
  const proseColumns = new Set(valueColumns.filter((c) => prose((r) => cellText(r[c.key] as Cell | undefined, c.unit))).map((c) => c.key));
  const proseAppliesTo = prose((r) => r.appliesTo ?? data.appliesTo);
  return (
    <figure className={styles.figure}>
      {interactive && data.rows.length >= FILTER_FROM_ROWS ? (
        <FilterBox label="Filter rows" value={filter} onChange={setFilter} status={filter ? `${rows.length} of ${data.rows.length} rows` : ''} />
      ) : null}
      <div className={styles.scroll} role="region" aria-label={data.title} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {data.title}
            {data.description ? <span className={styles.description}>{data.description}</span> : null}
          </caption>
          <thead>
            <tr>
              {data.columns.map((c) => (
                <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : undefined}>
                  {interactive ? (
                    <button type="button" className={styles.sortButton} onClick={() => toggleSort(c.key)}>
                      {c.label}
                      <span aria-hidden="true" className={styles.sortMark}>
                        {sort?.key === c.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
              {showAppliesTo ? <th scope="col">Applies to</th> : null}
              {multiSource ? <th scope="col">Source</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={data.columns.length + (showAppliesTo ? 1 : 0) + (multiSource ? 1 : 0)}>No rows match “{filter}”.</td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{cellText(row[labelColumn!.key] as Cell)}</th>
                {valueColumns.map((c) => (
                  <td key={c.key} className={proseColumns.has(c.key) ? styles.prose : undefined}>
                    {cellText(row[c.key] as Cell | undefined, c.unit)}
                  </td>
                ))}
                {showAppliesTo ? <td className={proseAppliesTo ? styles.prose : undefined}>{row.appliesTo ?? data.appliesTo}</td> : null}
                {multiSource ? <td>[{sourceIndex(data, row) + 1}]</td> : null}
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
