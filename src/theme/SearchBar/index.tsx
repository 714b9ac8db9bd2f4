/**
 * Ejected from @docusaurus/theme-search-algolia (MIT) because two things had to change inside it:
 * in local mode the original always preconnects to an Algolia host and always builds a hosted client.
 * Here local mode answers from /search-index.json with no outside request, loads that index on hover,
 * focus or first open (never with the page), links "Let us know." to the report page, and Algolia
 * mode gets the spec's time-outs. Everything else is the original DocSearch wiring.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {createLocalSearchClient, preloadSearchEngine} from '@site/src/search/localClient';
import {MAX_QUERY_LENGTH} from '@site/src/search/engine';
import {searchTranslations} from '@site/src/search/texts';
import {hitCountFor, rememberHitCounts} from '@site/src/search/hitCounts';
import {DEFAULT_SUGGESTIONS, reportSearchOutcomes, updateModalScreens, type SearchOutcome} from '@site/src/search/modalScreens';

/** The spec's time-outs for the hosted service, in milliseconds. */
const ALGOLIA_TIMEOUTS = {connect: 1000, read: 2000, write: 30000};

type Config = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  searchParameters?: {facetFilters?: FacetFilters; [key: string]: unknown};
};

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function useNavigator(externalUrlRegex?: string) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
        window.location.href = params.itemUrl;
      } else {
        history.push(params.itemUrl);
      }
    },
  }));
  return navigator;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: hitCountFor(state.query) ?? (state.context.nbHits as number)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as Config;
  const local = siteConfig.customFields?.searchMode !== 'algolia';
  const reportUrl = String(siteConfig.customFields?.reportUrl ?? '/about#report');
  const baseUrl = useBaseUrl('/');
  const absoluteReportUrl = useBaseUrl(reportUrl);

  const navigator = useNavigator(config.externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const configFilters: FacetFilters = config.searchParameters?.facetFilters ?? [];
  const searchParameters = {
    ...config.searchParameters,
    facetFilters: config.contextualSearch ? mergeFacetFilters(contextualFilters, configFilters) : configFilters,
  };

  // Hosted hits carry absolute URLs to be made site-relative; local hits are site-relative already.
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => (items: DocSearchHit[]) =>
      local ? items : items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const seenGroups = useRef<string[]>([]);
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) => {
      // Screens are drawn a frame later, after DocSearch has rendered that query's own state.
      const onOutcome = (outcome: SearchOutcome) => {
        if (!outcome.failed && outcome.groups.length) seenGroups.current = outcome.groups;
        requestAnimationFrame(() =>
          updateModalScreens(searchContainer.current, outcome, seenGroups.current.length ? seenGroups.current : DEFAULT_SUGGESTIONS),
        );
      };
      if (local) {
        return reportSearchOutcomes(rememberHitCounts(createLocalSearchClient(baseUrl)), onOutcome) as unknown as DocSearchTransformClient;
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const transporter = (client as unknown as {transporter?: {timeouts?: Record<string, number>}}).transporter;
      if (transporter?.timeouts) Object.assign(transporter.timeouts, ALGOLIA_TIMEOUTS);
      return reportSearchOutcomes(rememberHitCounts(client as never), onOutcome) as DocSearchTransformClient;
    },
    [local, baseUrl, siteMetadata.docusaurusVersion],
  );

  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepare = useCallback(() => {
    if (local) preloadSearchEngine(baseUrl);
    return importDocSearchModalIfNeeded();
  }, [local, baseUrl]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      if (local) div.className = 'pitbase-local-search';
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    prepare().then(() => setIsOpen(true));
  }, [prepare, local]);

  const closeModal = useCallback(() => {
    updateModalScreens(searchContainer.current, null, []);
    seenGroups.current = [];
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  } as UseDocSearchKeyboardEventsProps);

  // DocSearch 4.7 hard-codes maxLength 512 on its input; the spec caps queries at 64 characters.
  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || !container) return undefined;
    const cap = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input && input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
    };
    cap();
    const observer = new MutationObserver(cap);
    observer.observe(container, {childList: true, subtree: true, attributes: true, attributeFilter: ['maxlength']});
    return () => observer.disconnect();
  }, [isOpen]);

  const texts = searchTranslations(translations as unknown as Parameters<typeof searchTranslations>[0]);

  return (
    <>
      {!local && (
        <Head>
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={texts.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId={config.appId}
            apiKey={config.apiKey}
            indexName={config.indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(config.searchPagePath ? {resultsFooterComponent} : {})}
            placeholder={texts.placeholder}
            translations={texts.modal}
            searchParameters={searchParameters}
            getMissingResultsUrl={() => absoluteReportUrl}
            insights={false}
            onAskAiToggle={() => {}}
          />,
          searchContainer.current,
        )}
    </>
  );
}
