/** What a feedback message must look like before it is stored. Shared by the service and the chat panel. */
import * as z from 'zod';

// The chat panel runs under a CSP without unsafe-eval: skip zod's `new Function` probe, which the
// browser would report as a policy violation even though zod catches it and falls back.
z.config({jitless: true});

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PAGE_URL_LENGTH = 2048;

export const feedbackSchema = z.object({
  /** Made by the browser per message, so a retried post is stored once. */
  id: z.uuid({message: 'id must be a UUID'}),
  message: z
    .string({message: 'message must be text'})
    .trim()
    .min(1, {message: 'message is empty'})
    .max(MAX_MESSAGE_LENGTH, {message: `message is longer than ${MAX_MESSAGE_LENGTH} characters`}),
  email: z
    .union([z.literal(''), z.email({message: 'email is not a valid address'}).max(MAX_EMAIL_LENGTH)])
    .optional()
    .transform((v) => v || undefined),
  pageUrl: z
    .string({message: 'pageUrl must be text'})
    .max(MAX_PAGE_URL_LENGTH, {message: 'pageUrl is too long'})
    .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), {message: 'pageUrl must be a path or an http(s) address'}),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** Validates a parsed body; on failure returns one readable sentence per problem. */
export function parseFeedback(body: unknown): {ok: true; value: Feedback} | {ok: false; problems: string[]} {
  const result = feedbackSchema.safeParse(body);
  if (result.success) return {ok: true, value: result.data};
  return {ok: false, problems: result.error.issues.map((i) => (i.path.length && !i.message.startsWith(String(i.path[0])) ? `${i.path.join('.')}: ${i.message}` : i.message))};
}
