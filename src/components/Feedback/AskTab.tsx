/** "Ask PitBase": answers a question from the site's own pages through the local search index, with links. */
import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {cleanQuery, MAX_QUERY_LENGTH} from '@site/src/search/query';
import AnswerCard from '@site/src/search/AnswerCard';
import {useFeedback, type ChatEntry} from './FeedbackContext';
import {ask} from './ask';
import styles from './styles.module.css';

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

export default function AskTab(): ReactNode {
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
