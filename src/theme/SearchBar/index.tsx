/**
 * Ejected from @docusaurus/theme-search-algolia (MIT) because two things had to change inside it:
 * in local mode the original always preconnects to an Algolia host and always builds a hosted client.
 * This file is only the navbar button and its shortcuts; the modal and everything it needs live in
 * ./SearchModal, a chunk fetched on hover, focus, touch or the first shortcut, together with the local
 * index (never with the page). Algolia mode keeps the preconnect and gets the spec's time-outs.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {UseDocSearchKeyboardEventsProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchButton from './SearchButton';
import type {SearchConfig, SearchModalProps} from './SearchModal';

let SearchModal: ComponentType<SearchModalProps> | null = null;

const importSearchModalLoader = () => import('./searchModalLoader');

function importSearchModal(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return importSearchModalLoader()
    .then((loader) => loader.importSearchModal())
    .then((module) => {
      SearchModal = module.default;
    });
}

// One import site for the client, so the chunk saved for offline use is the one search loads.
const importLocalClient = () => import('@site/src/search/localClient');

let savedForOffline = false;

/**
 * Once a service worker controls the page, fetch the search modal and client in the background so the
 * worker saves them: search then works offline even if the reader never opened it online. The modal is only
 * prefetched, not run (see searchModalLoader.ts). Skipped with Data Saver on, and never during the page's
 * first load.
 */
function useSaveSearchForOffline(local: boolean): void {
  useEffect(() => {
    if (savedForOffline || !local || !('serviceWorker' in navigator)) return undefined;
    if ((navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      navigator.serviceWorker.ready
        .then(() => {
          if (cancelled || savedForOffline || !navigator.serviceWorker.controller) return undefined;
          savedForOffline = true;
          return Promise.all([importSearchModalLoader(), importLocalClient().then((m) => m.loadSearchCode())]);
        })
        .catch(() => {
          savedForOffline = false;
        });
    }, 5000);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [local]);
}

/** Language and doc-version facets of the page being read, as DocSearch's contextual search sends them. */
function useContextualFacetFilters(config: SearchConfig): (string | string[])[] {
  const {locale, tags} = useContextualSearchFilters();
  const configured = (config.searchParameters?.facetFilters as (string | string[])[] | undefined) ?? [];
  if (!config.contextualSearch) return configured;
  return [`language:${locale}`, (tags as string[]).map((tag) => `docusaurus_tag:${tag}`), ...configured];
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as SearchConfig;
  const local = siteConfig.customFields?.searchMode !== 'algolia';
  const baseUrl = useBaseUrl('/');
  const facetFilters = useContextualFacetFilters(config);
  useSaveSearchForOffline(local);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepare = useCallback(() => {
    // The client and its index loader stay out of the first-load bundle too.
    if (local)
      void importLocalClient().then(
        (m) => m.preloadSearchEngine(baseUrl),
        () => undefined,
      );
    return importSearchModal();
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

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  } as UseDocSearchKeyboardEventsProps);

  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

  return (
    <>
      {!local && (
        <Head>
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton onTouchStart={prepare} onFocus={prepare} onMouseOver={prepare} onClick={openModal} ref={searchButtonRef} label={label} />
      {isOpen &&
        SearchModal &&
        searchContainer.current &&
        createPortal(
          <SearchModal
            config={config}
            local={local}
            facetFilters={facetFilters}
            container={searchContainer.current}
            initialQuery={initialQuery}
            onClose={closeModal}
          />,
          searchContainer.current,
        )}
    </>
  );
}
