/**
 * "Send feedback": a message about the page being read, checked with the service's own schema, shown in full
 * before it is sent, and kept as a draft until the service confirms it. What went wrong is told from the
 * service's error codes (messages.ts).
 */
import React, {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, parseFeedback} from '@site/services/feedback/schema';
import {useFeedback} from './FeedbackContext';
import {clearDraft, loadDraft, newDraftId, saveDraft, type Draft} from './draft';
import {failure, problemLines, type Failure} from './messages';
import {sendFeedback, type SendResult} from './send';
import styles from './styles.module.css';

type Step = 'edit' | 'review' | 'sending' | 'sent' | 'failed';

export default function FeedbackTab(): ReactNode {
  const {takePrefill} = useFeedback();
  const location = useLocation();
  const pageUrl = `${location.pathname}${location.search}${location.hash}`;
  const [draft, setDraft] = useState<Draft>(() => loadDraft());
  const [step, setStep] = useState<Step>('edit');
  const [problems, setProblems] = useState<string[]>([]);
  const [failed, setFailed] = useState<Failure | null>(null);
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
      setProblems(problemLines(checked.codes));
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
    } else {
      setFailed(failure(result.code, result.problems));
      setStep('failed');
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

  if (step !== 'edit') {
    const blocked = step === 'failed' && failed && !failed.retry;
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
        {step === 'failed' && failed && failed.retry && (
          <p role="alert" className={styles.error}>
            {failed.lines.join(' ')}
          </p>
        )}
        {blocked && (
          <div role="alert" className={styles.error}>
            <p>The message was not accepted:</p>
            <ul>
              {failed.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={send} disabled={step === 'sending' || !!blocked}>
            {step === 'sending' ? 'Sending…' : step === 'failed' && !blocked ? 'Try again' : 'Send'}
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
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="button button--primary">
        Review and send
      </button>
    </form>
  );
}
