/**
 * A direct answer from a data table (see answers.ts), drawn the same in the search modal, on the search
 * page and in Ask PitBase: the value in metric with imperial beside it, the thing it belongs to, what the
 * table applies to, its source and a link to the table.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {DirectAnswer} from './answers';
import styles from './AnswerCard.module.css';

export default function AnswerCard({answer, onNavigate}: {answer: DirectAnswer; onNavigate?: () => void}): ReactNode {
  return (
    <section className={`pitbase-answer ${styles.card}`} aria-label={`Answer from the table “${answer.table}”`}>
      <p className={styles.item}>{answer.item}</p>
      <dl className={styles.values}>
        {answer.values.map((v) => (
          <div key={v.label} className={styles.value}>
            <dt>{v.label}</dt>
            <dd>
              <strong>{v.metric}</strong>
              {v.imperial ? <span className={styles.imperial}> ({v.imperial})</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.meta}>
        <span className={styles.metaLabel}>Applies to:</span> {answer.appliesTo}
      </p>
      <p className={styles.meta}>
        <span className={styles.metaLabel}>Source:</span> {answer.source}
      </p>
      <Link to={answer.url} className={styles.link} onClick={onNavigate}>
        See the table: {answer.table}
      </Link>
    </section>
  );
}
