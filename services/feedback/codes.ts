/**
 * Every code the feedback service answers with, shared by the service, which sends them, and the chat panel,
 * which tells the reader what happened from the code alone. The English `message` beside a code in a response
 * is for people reading the API; no client should parse it.
 */

/** `error.code` of a refused request. nginx answers `busy`, `timeout` and `unavailable` itself (deploy/nginx.conf). */
export const ERROR_CODES = [
  'invalid',
  'malformed',
  'too_large',
  'unsupported_media_type',
  'rate_limited',
  'busy',
  'not_found',
  'method_not_allowed',
  'internal',
  'unavailable',
  'timeout',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `error.problemCodes` of an `invalid` message: one per field that failed validation. */
export const PROBLEM_CODES = [
  'body_not_object',
  'id_invalid',
  'message_not_text',
  'message_empty',
  'message_too_long',
  'email_invalid',
  'email_too_long',
  'page_url_not_text',
  'page_url_invalid',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface ErrorBody {
  error: {code: ErrorCode; message: string; problems?: string[]; problemCodes?: ProblemCode[]};
}

export const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);
export const isProblemCode = (value: unknown): value is ProblemCode => (PROBLEM_CODES as readonly unknown[]).includes(value);
