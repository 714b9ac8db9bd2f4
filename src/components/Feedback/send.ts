// Sends one feedback message to the service behind /api/feedback.
export type SendResult = {status: 'sent'; id: string; receivedAt: string} | {status: 'rejected'; problems: string[]} | {status: 'unreachable'};

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
    return {status: 'unreachable'};
  }
  const json = (await response.json().catch(() => null)) as {
    ok?: boolean;
    id?: string;
    receivedAt?: string;
    error?: {message?: string; problems?: string[]};
  } | null;
  if (response.ok && json?.ok) return {status: 'sent', id: json.id ?? body.id, receivedAt: json.receivedAt ?? ''};
  if (response.status >= 400 && response.status < 500 && response.status !== 404 && response.status !== 408) {
    return {status: 'rejected', problems: json?.error?.problems ?? [json?.error?.message ?? `The message was refused (${response.status}).`]};
  }
  return {status: 'unreachable'};
}
