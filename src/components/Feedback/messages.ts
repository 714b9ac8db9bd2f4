// What the reader is told for each code the feedback service can answer with (services/feedback/codes.ts). The
// Record types make a new code a type error here until it has its sentence.
import {MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH} from '@site/services/feedback/schema';
import type {ProblemCode} from '@site/services/feedback/codes';
import type {FailureCode} from './send';

/** Problems in what the page sent rather than in what the reader wrote: nothing the reader can fix by editing. */
const PAGE_FAULT = 'This page sent the message in a form the service does not accept. Reload the page and send it again; your message is kept.';

export const PROBLEM_TEXT: Record<ProblemCode, string> = {
  message_empty: 'Write a message first.',
  message_too_long: `The message is longer than ${MAX_MESSAGE_LENGTH} characters. Shorten it, then review it again.`,
  email_invalid: 'The email address does not look right.',
  email_too_long: `The email address is longer than ${MAX_EMAIL_LENGTH} characters.`,
  body_not_object: PAGE_FAULT,
  id_invalid: PAGE_FAULT,
  message_not_text: PAGE_FAULT,
  page_url_not_text: PAGE_FAULT,
  page_url_invalid: PAGE_FAULT,
};

const UNREACHABLE = 'The feedback service cannot be reached right now. Your message is kept here; try again in a moment.';
const TOO_MANY = 'Several messages came from your connection in a short time. Your message is kept here; wait a few minutes, then try again.';

export interface Failure {
  /** what went wrong, one line per problem */
  lines: string[];
  /** whether sending the same message again can succeed; if not, the reader edits it first */
  retry: boolean;
}

export const FAILURE: Record<Exclude<FailureCode, 'invalid'>, Failure> = {
  network: {lines: [UNREACHABLE], retry: true},
  unavailable: {lines: [UNREACHABLE], retry: true},
  timeout: {lines: [UNREACHABLE], retry: true},
  internal: {lines: ['The feedback service could not store the message. Your message is kept here; try again in a moment.'], retry: true},
  rate_limited: {lines: [TOO_MANY], retry: true},
  busy: {lines: [TOO_MANY], retry: true},
  too_large: {lines: [`The message is too long to send. Keep it under ${MAX_MESSAGE_LENGTH} characters.`], retry: false},
  malformed: {lines: [PAGE_FAULT], retry: true},
  unsupported_media_type: {lines: [PAGE_FAULT], retry: true},
  not_found: {lines: [UNREACHABLE], retry: true},
  method_not_allowed: {lines: [PAGE_FAULT], retry: true},
};

/** Reader-facing lines for a list of problem codes, each sentence once. */
export const problemLines = (codes: ProblemCode[]): string[] => [...new Set(codes.map((c) => PROBLEM_TEXT[c]))];

export function failure(code: FailureCode, problems: ProblemCode[]): Failure {
  if (code === 'invalid') return {lines: problems.length ? problemLines(problems) : [PAGE_FAULT], retry: false};
  return FAILURE[code];
}
