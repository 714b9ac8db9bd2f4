/**
 * Open state and conversation of the Feedback chat. Provided by Root, which persists across client-side
 * navigation, so the conversation stays while the reader moves between pages.
 */
import React, {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';

import type {DirectAnswer} from '@site/src/search/answers';

export type ChatTab = 'ask' | 'feedback';

export interface Passage {
  url: string;
  title: string;
  section: string;
  /** escaped text with <mark> around matched words */
  snippetHtml: string;
}

export type ChatEntry =
  | {kind: 'question'; text: string}
  | {kind: 'answer'; query: string; passages: Passage[]; card?: DirectAnswer | null}
  | {kind: 'no-answer'; query: string}
  | {kind: 'ask-error'; query: string};

interface FeedbackState {
  isOpen: boolean;
  tab: ChatTab;
  entries: ChatEntry[];
  /** text to place in the feedback box when the chat is opened for a report */
  prefill: string | null;
  open: (options?: {tab?: ChatTab; prefill?: string; opener?: HTMLElement | null}) => void;
  close: () => void;
  setTab: (tab: ChatTab) => void;
  addEntries: (...entries: ChatEntry[]) => void;
  takePrefill: () => string | null;
}

const FeedbackContext = createContext<FeedbackState | null>(null);

/** Other parts of the site (the search modal's "Let us know.") open the chat with this event. */
export const OPEN_FEEDBACK_EVENT = 'pitbase:open-feedback';

export function FeedbackProvider({children}: {children: ReactNode}) {
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<ChatTab>('ask');
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [prefill, setPrefill] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open: FeedbackState['open'] = useCallback((options = {}) => {
    opener.current = options.opener ?? (document.activeElement as HTMLElement | null);
    if (options.tab) setTab(options.tab);
    if (options.prefill) setPrefill(options.prefill);
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    // Focus goes back to what opened the chat, or to the navbar button when that has gone (the drawer).
    const target =
      opener.current?.isConnected && opener.current.offsetParent !== null
        ? opener.current
        : document.querySelector<HTMLElement>('.navbar .pitbase-feedback-button');
    requestAnimationFrame(() => target?.focus());
  }, []);

  const addEntries = useCallback((...more: ChatEntry[]) => setEntries((list) => [...list, ...more].slice(-50)), []);
  const takePrefill = useCallback(() => {
    const value = prefill;
    setPrefill(null);
    return value;
  }, [prefill]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{tab?: ChatTab; prefill?: string}>).detail ?? {};
      open({tab: detail.tab, prefill: detail.prefill, opener: document.querySelector<HTMLElement>('.navbar .pitbase-feedback-button')});
    };
    window.addEventListener(OPEN_FEEDBACK_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_FEEDBACK_EVENT, onOpen);
  }, [open]);

  const value = useMemo(
    () => ({isOpen, tab, entries, prefill, open, close, setTab, addEntries, takePrefill}),
    [isOpen, tab, entries, prefill, open, close, addEntries, takePrefill],
  );
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

export function useFeedback(): FeedbackState {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback must be used inside FeedbackProvider');
  return value;
}
