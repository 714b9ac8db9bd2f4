/**
 * The feedback HTTP service: one POST endpoint that validates and stores a message, a health check,
 * and JSON errors for everything else. Behind nginx, which proxies /api/feedback to it.
 */
import Fastify, {type FastifyError, type FastifyInstance} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {MAX_MESSAGE_LENGTH, parseFeedback} from './schema';
import type {FeedbackStore} from './store';

export interface AppOptions {
  store: FeedbackStore;
  /** Messages one client address may send per window. */
  rateLimit?: {max: number; windowMs: number};
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  logger?: boolean;
}

export const DEFAULT_RATE_LIMIT = {max: 10, windowMs: 10 * 60_000};
/** A 2,000-character message of 4-byte characters plus the other fields fits well inside this. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

type ErrorBody = {error: {code: string; message: string; problems?: string[]}};
const error = (code: string, message: string, problems?: string[]): ErrorBody => ({error: {code, message, ...(problems ? {problems} : {})}});

export function buildApp({store, rateLimit: limit = DEFAULT_RATE_LIMIT, bodyLimit = DEFAULT_BODY_LIMIT, logger = false}: AppOptions): FastifyInstance {
  // Only a proxy on this machine (nginx) may say who the client is.
  const app = Fastify({logger, bodyLimit, trustProxy: ['127.0.0.1', '::1']});

  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err.statusCode === 429) {
      return reply.code(429).send(error('rate_limited', 'Too many messages from this address; try again later.'));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(error('too_large', `The message is too large; keep it under ${MAX_MESSAGE_LENGTH} characters.`));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(error('unsupported_media_type', 'Send the message as application/json.'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.statusCode === 400) {
      return reply.code(400).send(error('malformed', 'The request body is not valid JSON.'));
    }
    app.log.error(err);
    return reply.code(500).send(error('internal', 'The message could not be stored; try again.'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(error('not_found', 'No such endpoint.')));

  app.register(async (api) => {
    await api.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.windowMs,
      errorResponseBuilder: (_request, context) => ({statusCode: 429, message: `limit ${context.max}`}),
    });

    api.post('/api/feedback', async (request, reply) => {
      const parsed = parseFeedback(request.body);
      if (!parsed.ok) return reply.code(400).send(error('invalid', 'The message was not accepted.', parsed.problems));
      const {stored, receivedAt} = store.insert(parsed.value, {
        client: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      });
      return reply.code(stored ? 201 : 200).send({ok: true, id: parsed.value.id, receivedAt, duplicate: !stored});
    });
  });

  app.get('/api/feedback/health', async () => ({ok: true}));
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/feedback',
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send(error('method_not_allowed', 'Use POST to send a message.')),
  });
  return app;
}
