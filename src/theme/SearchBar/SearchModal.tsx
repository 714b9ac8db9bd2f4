/**
 * Everything the search modal needs beyond the navbar button: DocSearch's modal, the local or hosted
 * client, the translations and the screen fixes. A separate chunk, loaded on hover, focus, touch or
 * the first shortcut, so none of it is in a page's first load.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
// DocSearch's modal rules, from @docsearch/css itself: `@docsearch/react/style` is a JS module in a package
// marked side-effect free, so a production build drops that import and the modal renders unstyled.
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {InternalDocSearchHit, DocSearchModalProps, StoredDocSearchHit, DocSearchTransformClient, DocSearchHit} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import {createLocalSearchClient} from '@site/src/search/localClient';
import {MAX_QUERY_LENGTH} from '@site/src/search/query';
import {searchTranslations} from '@site/src/search/texts';
import {hitCountFor, rememberHitCounts} from '@site/src/search/hitCounts';
import {OPEN_FEEDBACK_EVENT} from '@site/src/components/Feedback/FeedbackContext';
import {
  DEFAULT_SUGGESTIONS,
  PENDING_CLASS,
  reportSearchOutcomes,
  screensDrawn,
  updateModalScreens,
  type SearchOutcome,
} from '@site/src/search/modalScreens';
import {createPortal} from 'react-dom';
import AnswerCard from '@site/src/search/AnswerCard';
import {useReportUrl} from '@site/src/lib/useReportUrl';
import type {DirectAnswer} from '@site/src/search/answers';

/** The spec's time-outs for the hosted service, in milliseconds. */
const ALGOLIA_TIMEOUTS = {connect: 1000, read: 2000, write: 30000};

export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  searchParameters?: Record<string, unknown>;
}

export interface SearchModalProps {
  config: SearchConfig;
  local: boolean;
  facetFilters: (string | string[])[];
  container: HTMLDivElement;
  initialQuery?: string;
  onClose: () => void;
}

const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

/** The newest direct answer, held outside React state so DocSearch's modal is not re-rendered for it. */
function createAnswerStore() {
  let answer: DirectAnswer | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => answer,
    set(next: DirectAnswer | null) {
      if (next === answer) return;
      answer = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The card, drawn into a slot that sits above the hits while DocSearch shows them. */
function AnswerSlot({store, slot, onNavigate}: {store: ReturnType<typeof createAnswerStore>; slot: HTMLElement; onNavigate: () => void}) {
  const answer = React.useSyncExternalStore(store.subscribe, store.get, store.get);
  return answer ? createPortal(<AnswerCard answer={answer} onNavigate={onNavigate} />, slot) : null;
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

export default function SearchModal({config, local, facetFilters, container, initialQuery, onClose}: SearchModalProps): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const reportUrl = useReportUrl();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [seenGroups] = useState<{current: string[]}>(() => ({current: []}));
  const [answers] = useState(createAnswerStore);
  const [answerSlot] = useState(() => {
    const slot = document.createElement('div');
    slot.className = 'pitbase-answer-slot';
    return slot;
  });

  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      if (isRegexpStringMatch(config.externalUrlRegex, params.itemUrl)) window.location.href = params.itemUrl;
      else history.push(params.itemUrl);
    },
  }));

  // Hosted hits carry absolute URLs to be made site-relative; local hits are site-relative already.
  const transformItems = useCallback(
    (items: DocSearchHit[]) => (local ? items : items.map((item) => ({...item, url: processSearchResultUrl(item.url)}))),
    [local, processSearchResultUrl],
  );

  const latestOutcome = useRef<SearchOutcome | null>(null);
  /** Draws the error screen or the suggestions for the latest outcome, unless they are already there. */
  const drawScreens = useCallback(() => {
    // The answer card sits first in the hit list while hits for a query with an answer are shown.
    const list = container.querySelector('.DocSearch-Dropdown-Container');
    if (answers.get() && list && container.querySelector('.DocSearch-Hits')) {
      if (list.firstChild !== answerSlot) list.prepend(answerSlot);
    } else if (answerSlot.parentElement) {
      answerSlot.remove();
    }
    const outcome = latestOutcome.current;
    if (!outcome || screensDrawn(container, outcome)) return;
    updateModalScreens(container, outcome, seenGroups.current.length ? seenGroups.current : DEFAULT_SUGGESTIONS);
  }, [container, seenGroups, answers, answerSlot]);

  useEffect(() => answers.subscribe(drawScreens), [answers, drawScreens]);

  useEffect(() => {
    const observer = new MutationObserver(drawScreens);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container, drawScreens]);

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) => {
      // The screens are drawn by the observer below whenever DocSearch has rendered (or re-rendered) the
      // state they belong to; the answer can arrive a few frames before that render.
      const onOutcome = (outcome: SearchOutcome) => {
        if (!outcome.failed && outcome.groups.length) seenGroups.current = outcome.groups;
        answers.set(outcome.failed ? null : (outcome.answer ?? null));
        latestOutcome.current = outcome;
        requestAnimationFrame(drawScreens);
      };
      const onPending = (pending: boolean) => container.classList.toggle(PENDING_CLASS, pending);
      if (local) {
        return reportSearchOutcomes(rememberHitCounts(createLocalSearchClient(baseUrl)), onOutcome, onPending) as unknown as DocSearchTransformClient;
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const transporter = (client as unknown as {transporter?: {timeouts?: Record<string, number>}}).transporter;
      if (transporter?.timeouts) Object.assign(transporter.timeouts, ALGOLIA_TIMEOUTS);
      return reportSearchOutcomes(rememberHitCounts(client as never), onOutcome, onPending) as DocSearchTransformClient;
    },
    [local, baseUrl, siteMetadata.docusaurusVersion, container, seenGroups, drawScreens, answers],
  );

  const close = useCallback(() => {
    latestOutcome.current = null;
    answers.set(null);
    container.classList.remove(PENDING_CLASS);
    updateModalScreens(container, null, []);
    onClose();
  }, [container, onClose, answers]);

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => <ResultsFooter state={state} onClose={close} />,
    [close],
  );

  // DocSearch 4.7 hard-codes maxLength 512 on its input; the spec caps queries at 64 characters.
  useEffect(() => {
    // DocSearch 4.7 makes its backdrop a focusable role="button" carrying ARIA 1.1 combobox attributes,
    // wrapped around the whole dialog, so the dialog is announced as one button. The input already is the
    // combobox with these attributes; a click on the backdrop still closes the modal without them.
    const unwrapBackdrop = () => {
      const backdrop = container.querySelector('.DocSearch-Container');
      for (const name of BACKDROP_ATTRIBUTES) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
    };
    const cap = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input && input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
      unwrapBackdrop();
    };
    cap();
    const observer = new MutationObserver(cap);
    observer.observe(container, {childList: true, subtree: true, attributes: true, attributeFilter: ['maxlength', ...BACKDROP_ATTRIBUTES]});
    return () => observer.disconnect();
  }, [container]);

  // "Let us know." opens the Feedback chat with the failed query, instead of leaving the site.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('.DocSearch-NoResults a');
      if (!link || link.closest('.DocSearch-Prefill')) return;
      event.preventDefault();
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      close();
      window.dispatchEvent(
        new CustomEvent(OPEN_FEEDBACK_EVENT, {
          detail: {tab: 'feedback', prefill: `I searched for "${query}" and found nothing. I was looking for: `},
        }),
      );
    };
    container.addEventListener('click', onClick, true);
    return () => container.removeEventListener('click', onClick, true);
  }, [container, close]);

  const texts = searchTranslations(translations as unknown as Parameters<typeof searchTranslations>[0]);

  return (
    <>
      <AnswerSlot store={answers} slot={answerSlot} onNavigate={close} />
      <DocSearchModal
        appId={config.appId}
        apiKey={config.apiKey}
        indexName={config.indexName}
        onClose={close}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        {...(config.searchPagePath ? {resultsFooterComponent} : {})}
        placeholder={texts.placeholder}
        translations={texts.modal}
        searchParameters={{...config.searchParameters, facetFilters}}
        getMissingResultsUrl={() => reportUrl}
        insights={false}
        onAskAiToggle={() => {}}
      />
    </>
  );
}
