// A search box that leads to the /search page. It is a plain GET form, so it works before the page's
// JavaScript has loaded and with JavaScript off; the server answers /search?q=… with the search page.
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {MAX_QUERY_LENGTH} from '@site/src/search/query';
import {SEARCH_TEXTS} from '@site/src/search/texts';
import styles from './styles.module.css';

export default function SearchEntry({label, id}: {label: string; id: string}): ReactNode {
  return (
    <form role="search" action={useBaseUrl('/search')} method="get" className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        dir="auto"
        required
        maxLength={MAX_QUERY_LENGTH}
        placeholder={SEARCH_TEXTS.placeholder}
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
