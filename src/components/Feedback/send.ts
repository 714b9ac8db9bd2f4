// Sends one feedback message to the service behind /api/feedback. The outcome is told by the service's error
// code (services/feedback/codes.ts), never by its English sentence.
import {isErrorCode, isProblemCode, type ErrorCode, type ProblemCode} from '@site/services/feedback/codes';

/** `network`: no answer at all (offline, refused, timed out in the browser). */
export type FailureCode = ErrorCode | 'network';

export type SendResult = {status: 'sent'; id: string; receivedAt: string} | {status: 'failed'; code: FailureCode; problems: ProblemCode[]};

export interface OutgoingFeedback {
  id: string;
  message: string;
  email?: string;
  pageUrl: string;
}

export async function sendFeedback(body: OutgoingFeedback, endpoint = '/api/feedback'): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return {status: 'failed', code: 'network', problems: []};
  }
  const json = (await response.json().catch(() => null)) as {
    ok?: boolean;
    id?: string;
    receivedAt?: string;
    error?: {code?: unknown; problemCodes?: unknown};
  } | null;
  if (response.ok && json?.ok) return {status: 'sent', id: json.id ?? body.id, receivedAt: json.receivedAt ?? ''};
  const codes = Array.isArray(json?.error?.problemCodes) ? json.error.problemCodes : [];
  // A reply without a known code (a proxy's HTML error page) counts as the service being unavailable when it is a
  // server error or a missing route, as a request the service could not read otherwise.
  const fallback: ErrorCode = response.status >= 500 || response.status === 404 || response.status === 408 ? 'unavailable' : 'malformed';
  return {status: 'failed', code: isErrorCode(json?.error?.code) ? json.error.code : fallback, problems: codes.filter(isProblemCode)};
}
