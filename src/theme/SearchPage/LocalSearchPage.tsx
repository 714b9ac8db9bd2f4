import React, {startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {QueryResult} from '@site/src/search/engine';
import {cleanQuery, MAX_QUERY_LENGTH} from '@site/src/search/query';
import {loadSearchEngine} from '@site/src/search/localClient';
import {SEARCH_TEXTS} from '@site/src/search/texts';
import {HIERARCHY_LEVELS, type HierarchyLevel, type SearchHit} from '@site/src/search/types';
import {useReportUrl} from '@site/src/lib/useReportUrl';
import AnswerCard from '@site/src/search/AnswerCard';
import styles from './styles.module.css';

export const HITS_PER_PAGE = 20;

type State = {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; result: QueryResult; hits: SearchHit[]};

function Highlighted({html, className}: {html: string; className?: string}) {
  // The engine escapes every character of page text before it adds <mark>, so this is markup-safe.
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function hitTitle(hit: SearchHit): string {
  const deepestFirst = HIERARCHY_LEVELS.slice(1).reverse();
  const level = hit.type === 'content' ? deepestFirst.find((l) => hit.hierarchy[l]) : (hit.type as HierarchyLevel);
  return hit._highlightResult.hierarchy[level ?? 'lvl1']?.value || hit._highlightResult.hierarchy.lvl1.value;
}

function Trail({hit}: {hit: SearchHit}) {
  const parts = HIERARCHY_LEVELS.filter((l) => hit.hierarchy[l]).map((l) => hit._highlightResult.hierarchy[l].value);
  return (
    <nav aria-label="Location" className={styles.trail}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          <Highlighted html={part} />
        </React.Fragment>
      ))}
    </nav>
  );
}

function Results({query}: {query: string}) {
  const reportUrl = useReportUrl();
  const baseUrl = useBaseUrl('/');
  const facetFilters = useAlgoliaContextualFacetFilters() as (string | string[])[];
  const filterKey = JSON.stringify(facetFilters);
  const [state, setState] = useState<State>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  // Answers arrive after page fragments load; only the newest request may update the page.
  const latest = useRef(0);

  const run = useCallback(
    (page: number, previous: SearchHit[]) => {
      if (!query) {
        latest.current++;
        setState({status: 'idle'});
        return;
      }
      if (page === 0) setState({status: 'loading'});
      const request = ++latest.current;
      loadSearchEngine(baseUrl)
        .then((engine) => engine.search(query, {hitsPerPage: HITS_PER_PAGE, page, facetFilters: JSON.parse(filterKey)}))
        .then((result) => {
          // Twenty hits with their snippets were one unbroken render; as a transition React draws them in slices.
          if (request === latest.current) startTransition(() => setState({status: 'done', result, hits: [...previous, ...result.hits]}));
        })
        .catch(() => {
          if (request === latest.current) setState({status: 'error'});
        });
    },
    [query, baseUrl, filterKey],
  );

  useEffect(() => run(0, []), [run, attempt]);

  if (state.status === 'idle') return <p>Type a question, a part name or an engine code.</p>;
  if (state.status === 'loading') return <p role="status">Loading results…</p>;
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.messageTitle}>{SEARCH_TEXTS.errorTitle}</p>
        <p>{SEARCH_TEXTS.errorHelp}</p>
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  const {result, hits} = state;
  const card = result.answer ? <AnswerCard answer={result.answer} /> : null;
  if (!result.nbHits) {
    return (
      <div className={styles.message}>
        {card}
        <p className={styles.messageTitle}>
          {SEARCH_TEXTS.noResults} “<bdi>{query}</bdi>”
        </p>
        <p>
          {SEARCH_TEXTS.reportQuestion} <Link to={reportUrl}>{SEARCH_TEXTS.reportLink}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      {card}
      <p role="status" className={styles.count}>
        {result.nbHits === 1 ? '1 result' : `${result.nbHits} results`}
      </p>
      <ol className={styles.hits}>
        {hits.map((hit) => (
          <li key={hit.url} className={styles.hit}>
            <Heading as="h2" className={styles.hitTitle}>
              <Link to={hit.url}>
                <Highlighted html={hitTitle(hit)} />
              </Link>
            </Heading>
            <Trail hit={hit} />
            {hit.content && <Highlighted className={styles.snippet} html={hit._snippetResult.content.value} />}
          </li>
        ))}
      </ol>
      {result.page + 1 < result.nbPages && (
        <button type="button" className="button button--secondary" onClick={() => run(result.page + 1, hits)}>
          Load more results
        </button>
      )}
    </>
  );
}

function SearchPageBody() {
  const [rawQuery, setRawQuery] = useSearchQueryString();
  const query = useMemo(() => cleanQuery(rawQuery), [rawQuery]);
  const [input, setInput] = useState(query);
  useEffect(() => setInput(query), [query]);

  return (
    <>
      <Head>
        <title>{query ? `Search results for “${query}” | PitBase` : 'Search | PitBase'}</title>
      </Head>
      <Heading as="h1">
        {query ? (
          <>
            Search results for “<bdi>{query}</bdi>”
          </>
        ) : (
          'Search the documentation'
        )}
      </Heading>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setRawQuery(cleanQuery(input));
        }}>
        <label htmlFor="search-page-input" className={styles.label}>
          Search query
        </label>
        <input
          id="search-page-input"
          type="search"
          dir="auto"
          className={styles.input}
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={SEARCH_TEXTS.placeholder}
          autoComplete="off"
          onChange={(event) => setInput(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <Results query={query} />
    </>
  );
}

export default function LocalSearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search PitBase guides, manuals and the Tech Database">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <BrowserOnly fallback={<Heading as="h1">Search the documentation</Heading>}>{() => <SearchPageBody />}</BrowserOnly>
      </main>
    </Layout>
  );
}
