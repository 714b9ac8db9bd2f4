/**
 * The Feedback chat: an accessible dialog with two tabs. "Ask PitBase" answers from the site's own
 * pages through the local search index; "Send feedback" sends a message about the page being read to
 * the maintainers, after showing exactly what will be sent.
 */
import React, {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, parseFeedback} from '@site/services/feedback/schema';
import {cleanQuery, MAX_QUERY_LENGTH} from '@site/src/search/query';
import {useFeedback, type ChatEntry} from './FeedbackContext';
import {ask} from './ask';
import AnswerCard from '@site/src/search/AnswerCard';
import {clearDraft, loadDraft, newDraftId, saveDraft, type Draft} from './draft';
import {sendFeedback, type SendResult} from './send';
import styles from './styles.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function Entry({entry}: {entry: ChatEntry}) {
  if (entry.kind === 'question') return <p className={styles.question}>{entry.text}</p>;
  if (entry.kind === 'ask-error') {
    return <p className={styles.answer}>The pages could not be searched: the search index did not load. Check your connection and ask again.</p>;
  }
  if (entry.kind === 'no-answer') {
    return (
      <p className={styles.answer}>
        Nothing on PitBase matches “<bdi>{entry.query}</bdi>”. Try fewer words, another name for the part (carb, stator, sprocket) or an engine code
        such as 1P60FMJ. If the page you need is missing, tell us in “Send feedback”.
      </p>
    );
  }
  return (
    <div className={styles.answer}>
      {entry.card ? <AnswerCard answer={entry.card} /> : null}
      {entry.passages.length ? (
        <>
          <p>
            The best matches for “<bdi>{entry.query}</bdi>”:
          </p>
          <ol className={styles.passages}>
            {entry.passages.map((p) => (
              <li key={p.url}>
                <Link to={p.url} className={styles.passageTitle}>
                  {p.title}
                </Link>
                {p.section && <span className={styles.passageSection}>{p.section}</span>}
                {/* The engine escapes page text before adding <mark>, so this is inert markup. */}
                {p.snippetHtml && <span className={styles.snippet} dangerouslySetInnerHTML={{__html: p.snippetHtml}} />}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

function AskTab() {
  const {entries, addEntries} = useFeedback();
  const baseUrl = useBaseUrl('/');
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);

  // The newest question is brought to the top of the log, so its answer is read from its start (a card
  // from a data table comes first and would otherwise be scrolled past); a short answer leaves the log at
  // its end.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const questions = log.querySelectorAll<HTMLElement>(`.${styles.question}`);
    const last = questions[questions.length - 1];
    const top = last ? last.offsetTop - log.offsetTop : log.scrollHeight;
    log.scrollTo({top: Math.min(top, log.scrollHeight)});
  }, [entries]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const query = cleanQuery(question);
    if (!query || busy) return;
    setBusy(true);
    setQuestion('');
    try {
      const {passages, answer} = await ask(query, baseUrl);
      addEntries(
        {kind: 'question', text: query},
        passages.length || answer ? {kind: 'answer', query, passages, card: answer} : {kind: 'no-answer', query},
      );
    } catch {
      addEntries({kind: 'question', text: query}, {kind: 'ask-error', query});
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label="Answers">
        {entries.length === 0 ? (
          <p className={styles.hint}>
            Ask about a job, a part or an engine code. Answers come from PitBase’s own guides, manuals and spec pages, with links.
          </p>
        ) : (
          entries.map((entry, i) => <Entry key={i} entry={entry} />)
        )}
      </div>
      <form className={styles.askForm} onSubmit={submit}>
        <label htmlFor="feedback-question" className={styles.visuallyHidden}>
          Ask a question
        </label>
        <input
          id="feedback-question"
          className={styles.input}
          value={question}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Ask a question"
          autoComplete="off"
          dir="auto"
          onChange={(e) => setQuestion(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Ask
        </button>
      </form>
    </>
  );
}

type Step = 'edit' | 'review' | 'sending' | 'sent' | 'unreachable' | 'rejected';

function FeedbackTab() {
  const {takePrefill} = useFeedback();
  const location = useLocation();
  const pageUrl = `${location.pathname}${location.search}${location.hash}`;
  const [draft, setDraft] = useState<Draft>(() => loadDraft());
  const [step, setStep] = useState<Step>('edit');
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState<Extract<SendResult, {status: 'sent'}> | null>(null);

  useEffect(() => {
    const prefill = takePrefill();
    if (prefill) setDraft((d) => (d.message ? d : {...d, message: prefill}));
  }, [takePrefill]);

  useEffect(() => {
    if (step !== 'sent') saveDraft(draft);
  }, [draft, step]);

  const update = (change: Partial<Draft>) => {
    setDraft((d) => ({...d, ...change}));
    if (step !== 'edit') setStep('edit');
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = parseFeedback({...draft, pageUrl});
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    setStep('review');
  };

  const send = async () => {
    setStep('sending');
    const result = await sendFeedback({id: draft.id, message: draft.message.trim(), email: draft.email.trim() || undefined, pageUrl});
    if (result.status === 'sent') {
      clearDraft();
      setSent(result);
      setDraft({id: newDraftId(), message: '', email: ''});
      setStep('sent');
    } else if (result.status === 'rejected') {
      setProblems(result.problems);
      setStep('rejected');
    } else {
      setStep('unreachable');
    }
  };

  if (step === 'sent' && sent) {
    return (
      <div className={styles.body} role="status">
        <p className={styles.confirm}>Thank you. Your message reached the PitBase maintainers.</p>
        <p>
          Reference <code>{sent.id.slice(0, 8)}</code>. If you gave an email address, a maintainer may write to you about it.
        </p>
        <button type="button" className="button button--secondary" onClick={() => setStep('edit')}>
          Write another message
        </button>
      </div>
    );
  }

  if (step === 'review' || step === 'sending' || step === 'unreachable' || step === 'rejected') {
    return (
      <div className={styles.body}>
        <p>This is what will be sent:</p>
        <dl className={styles.review}>
          <dt>Page</dt>
          <dd>
            <code>{pageUrl}</code>
          </dd>
          <dt>Message</dt>
          <dd className={styles.reviewMessage}>{draft.message.trim()}</dd>
          <dt>Email</dt>
          <dd>{draft.email.trim() || 'none (no reply possible)'}</dd>
        </dl>
        {step === 'unreachable' && (
          <p role="alert" className={styles.error}>
            The feedback service cannot be reached right now. Your message is kept here; try again in a moment.
          </p>
        )}
        {step === 'rejected' && (
          <div role="alert" className={styles.error}>
            <p>The message was not accepted:</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={send} disabled={step === 'sending' || step === 'rejected'}>
            {step === 'sending' ? 'Sending…' : step === 'unreachable' ? 'Try again' : 'Send'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setStep('edit')} disabled={step === 'sending'}>
            Edit
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.body} onSubmit={review} noValidate>
      <p className={styles.hint}>
        Tell the maintainers about a mistake, a missing value or a page you need. The address of this page is attached: <code>{pageUrl}</code>
      </p>
      <label htmlFor="feedback-message">Message</label>
      <textarea
        id="feedback-message"
        className={styles.textarea}
        value={draft.message}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={6}
        dir="auto"
        aria-describedby="feedback-count"
        onChange={(e) => update({message: e.target.value})}
      />
      <span id="feedback-count" className={styles.count}>
        {draft.message.length} / {MAX_MESSAGE_LENGTH}
      </span>
      <label htmlFor="feedback-email">Email (optional, only if you want a reply)</label>
      <input
        id="feedback-email"
        type="email"
        className={styles.input}
        value={draft.email}
        maxLength={MAX_EMAIL_LENGTH}
        autoComplete="email"
        onChange={(e) => update({email: e.target.value})}
      />
      {problems.length > 0 && (
        <ul role="alert" className={styles.error}>
          {problems.map((p) => (
            <li key={p}>
              {p
                .replace(/^message is empty$/, 'Write a message first.')
                .replace(/^email is not a valid address$/, 'The email address does not look right.')}
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="button button--primary">
        Review and send
      </button>
    </form>
  );
}

export default function FeedbackPanel(): ReactNode {
  const {tab, setTab, close} = useFeedback();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Layout effects, so focus is inside the panel in the same frame it appears: a key pressed right after
  // opening can never land on the page behind it.
  useLayoutEffect(() => {
    const first = panelRef.current?.querySelector<HTMLElement>(tab === 'ask' ? '#feedback-question' : '#feedback-message, .button--primary');
    first?.focus();
  }, [tab]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [close],
  );

  // Focus that escapes the panel (a click on the page behind it) is brought back in.
  useLayoutEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (panelRef.current && !panelRef.current.contains(event.target as Node)) {
        panelRef.current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    // The dialog handles Escape and the Tab trap for everything inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Feedback
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      <div role="tablist" aria-label="Feedback" className={styles.tabs}>
        {(
          [
            ['ask', 'Ask PitBase'],
            ['feedback', 'Send feedback'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`feedback-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`feedback-tabpanel-${id}`}
            className={styles.tab}
            onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`feedback-tabpanel-${tab}`} aria-labelledby={`feedback-tab-${tab}`} className={styles.tabpanel}>
        {tab === 'ask' ? <AskTab /> : <FeedbackTab />}
      </div>
    </div>
  );
}
