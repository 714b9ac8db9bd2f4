/**
 * The Feedback chat: a modal <dialog> with two tabs, "Ask PitBase" (AskTab) and "Send feedback" (FeedbackTab).
 * showModal() gives the focus trap, Escape (as a `cancel` event) and the inert page behind; the tabs follow the
 * WAI-ARIA tabs pattern: one tab stop, the arrow keys, Home and End move between tabs.
 */
import React, {useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent} from 'react';
import {useFeedback, type ChatTab} from './FeedbackContext';
import AskTab from './AskTab';
import FeedbackTab from './FeedbackTab';
import styles from './styles.module.css';

const TABS: {id: ChatTab; label: string}[] = [
  {id: 'ask', label: 'Ask PitBase'},
  {id: 'feedback', label: 'Send feedback'},
];

/** The control a tab's panel starts in. */
const FIRST_FIELD: Record<ChatTab, string> = {ask: '#feedback-question', feedback: '#feedback-message, .button--primary'};

export default function FeedbackPanel(): ReactNode {
  const {tab, setTab, close} = useFeedback();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRefs = useRef<Partial<Record<ChatTab, HTMLButtonElement | null>>>({});
  /** Where focus goes after the tab changes: into the panel after a click, stays on the tab after an arrow key. */
  const focusAfterChange = useRef<'field' | 'tab'>('field');
  const titleId = useId();

  // Layout effects, so the dialog is modal and focus inside it in the same frame it appears: a key pressed right
  // after opening can never land on the page behind it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useLayoutEffect(() => {
    if (focusAfterChange.current === 'tab') tabRefs.current[tab]?.focus();
    else dialogRef.current?.querySelector<HTMLElement>(FIRST_FIELD[tab])?.focus();
  }, [tab]);

  const select = (id: ChatTab, focus: 'field' | 'tab') => {
    focusAfterChange.current = focus;
    if (id === tab && focus === 'tab') tabRefs.current[id]?.focus();
    setTab(id);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next = {ArrowRight: index + 1, ArrowLeft: index - 1 + TABS.length, Home: 0, End: TABS.length - 1}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next % TABS.length]!.id, 'tab');
  };

  // Escape: the browser asks to cancel; the chat's state closes it (and returns focus to what opened it).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog ref={dialogRef} className={styles.panel} aria-modal="true" aria-labelledby={titleId} onCancel={onCancel} onClose={close}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Feedback
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      <div role="tablist" aria-label="Feedback" className={styles.tabs}>
        {TABS.map(({id, label}) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`feedback-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`feedback-tabpanel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(id, 'field')}
            onKeyDown={onTabKeyDown}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`feedback-tabpanel-${tab}`} aria-labelledby={`feedback-tab-${tab}`} className={styles.tabpanel}>
        {tab === 'ask' ? <AskTab /> : <FeedbackTab />}
      </div>
    </dialog>
  );
}
