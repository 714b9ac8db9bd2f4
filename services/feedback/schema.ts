/** What a feedback message must look like before it is stored. Shared by the service and the chat panel. */
import * as z from 'zod';
import {isProblemCode, type ProblemCode} from './codes';

// The chat panel runs under a CSP without unsafe-eval: skip zod's `new Function` probe, which the
// browser would report as a policy violation even though zod catches it and falls back.
z.config({jitless: true});

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PAGE_URL_LENGTH = 2048;

/** A lone surrogate (half of an emoji cut off) cannot be stored as UTF-8; it becomes U+FFFD. */
// (String.prototype.toWellFormed does this, but the panel shares this file and older browsers lack it.)
const wellFormed = (v: string) => v.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (m) => (m.length === 2 ? m : '\uFFFD'));

/** The first `max` characters, never cutting a character made of two UTF-16 code units in half. */
export function trimToLength(v: string, max: number): string {
  if (v.length <= max) return v;
  const cut = v.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The sentence the service sends beside each problem code, for people reading the API. */
export const PROBLEM_SENTENCES: Record<ProblemCode, string> = {
  body_not_object: 'the body must be a JSON object',
  id_invalid: 'id must be a UUID',
  message_not_text: 'message must be text',
  message_empty: 'message is empty',
  message_too_long: `message is longer than ${MAX_MESSAGE_LENGTH} characters`,
  email_invalid: 'email is not a valid address',
  email_too_long: `email is longer than ${MAX_EMAIL_LENGTH} characters`,
  page_url_not_text: 'pageUrl must be text',
  page_url_invalid: 'pageUrl must be a path or an http(s) address',
};

// Each check's message is its problem code (codes.ts); parseFeedback turns codes into sentences.
const problem = (code: ProblemCode) => ({message: code});

export const feedbackSchema = z.object(
  {
    /** Made by the browser per message, so a retried post is stored once. */
    id: z.uuid(problem('id_invalid')),
    message: z
      .string(problem('message_not_text'))
      .trim()
      .min(1, problem('message_empty'))
      .max(MAX_MESSAGE_LENGTH, problem('message_too_long'))
      .transform(wellFormed),
    email: z
      .union([z.literal(''), z.email(problem('email_invalid')).max(MAX_EMAIL_LENGTH, problem('email_too_long'))], problem('email_invalid'))
      .optional()
      .transform((v) => v || undefined),
    // The address only says where the reader was; a long one (a pasted search) is cut, never a reason to refuse.
    pageUrl: z
      .string(problem('page_url_not_text'))
      .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), problem('page_url_invalid'))
      .transform((v) => trimToLength(wellFormed(v), MAX_PAGE_URL_LENGTH)),
  },
  problem('body_not_object'),
);

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

export type ParsedFeedback = {ok: true; value: Feedback} | {ok: false; codes: ProblemCode[]; problems: string[]};

/** Validates a parsed body; on failure returns each problem's code and one readable sentence per problem. */
export function parseFeedback(body: unknown): ParsedFeedback {
  const result = feedbackSchema.safeParse(body);
  if (result.success) return {ok: true, value: result.data};
  const codes: ProblemCode[] = [];
  const problems: string[] = [];
  for (const issue of result.error.issues) {
    // A check without its own code (zod's own union message) is reported under the field's first code.
    const code = isProblemCode(issue.message) ? issue.message : null;
    if (code && codes.includes(code)) continue;
    if (code) codes.push(code);
    problems.push(code ? PROBLEM_SENTENCES[code] : `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return {ok: false, codes, problems};
}
