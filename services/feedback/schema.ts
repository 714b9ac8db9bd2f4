/** What a feedback message must look like before it is stored. Shared by the service and the chat panel. */
import * as z from 'zod';

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

export const feedbackSchema = z.object({
  /** Made by the browser per message, so a retried post is stored once. */
  id: z.uuid({message: 'id must be a UUID'}),
  message: z
    .string({message: 'message must be text'})
    .trim()
    .min(1, {message: 'message is empty'})
    .max(MAX_MESSAGE_LENGTH, {message: `message is longer than ${MAX_MESSAGE_LENGTH} characters`})
    .transform(wellFormed),
  email: z
    .union([z.literal(''), z.email({message: 'email is not a valid address'}).max(MAX_EMAIL_LENGTH)])
    .optional()
    .transform((v) => v || undefined),
  // The address only says where the reader was; a long one (a pasted search) is cut, never a reason to refuse.
  pageUrl: z
    .string({message: 'pageUrl must be text'})
    .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), {message: 'pageUrl must be a path or an http(s) address'})
    .transform((v) => trimToLength(wellFormed(v), MAX_PAGE_URL_LENGTH)),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** Validates a parsed body; on failure returns one readable sentence per problem. */
export function parseFeedback(body: unknown): {ok: true; value: Feedback} | {ok: false; problems: string[]} {
  const result = feedbackSchema.safeParse(body);
  if (result.success) return {ok: true, value: result.data};
  return {
    ok: false,
    problems: result.error.issues.map((i) =>
      i.path.length && !i.message.startsWith(String(i.path[0])) ? `${i.path.join('.')}: ${i.message}` : i.message,
    ),
  };
}
