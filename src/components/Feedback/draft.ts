// The unsent feedback survives a reload in sessionStorage. Storage may be missing or throw (private
// modes, quotas, disabled cookies); then the draft simply lives as long as the page.
export interface Draft {
  id: string;
  message: string;
  email: string;
}

const KEY = 'pitbase.feedback.draft';

export function newDraftId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (Number(c) ^ ((Math.random() * 16) >> (Number(c) / 4))).toString(16));
}

export function loadDraft(): Draft {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Draft> | null;
    if (parsed && typeof parsed.message === 'string' && typeof parsed.id === 'string') {
      return {id: parsed.id, message: parsed.message, email: typeof parsed.email === 'string' ? parsed.email : ''};
    }
  } catch {
    // unreadable storage: start empty
  }
  return {id: newDraftId(), message: '', email: ''};
}

export function saveDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage unavailable: the draft stays in memory only
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
