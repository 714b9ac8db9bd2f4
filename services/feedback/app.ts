/**
 * The feedback HTTP service: one POST endpoint that validates and stores a message, a health check that
 * proves the store can take a write, and JSON errors for everything else. Behind nginx, which proxies
 * /api/feedback to it.
 */
import Fastify, {type FastifyError, type FastifyInstance, type FastifyServerOptions} from 'fastify';
import type {ErrorBody, ErrorCode, ProblemCode} from './codes';
import {createRateLimiter} from './rate-limit';
import {MAX_MESSAGE_LENGTH, parseFeedback} from './schema';
import {StoreUnavailableError, type FeedbackStore} from './store';

export interface AppOptions {
  store: FeedbackStore;
  /** Accepted messages one client address may send per window. */
  rateLimit?: {max: number; windowMs: number};
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /**
   * Where the log goes and from which level. Errors are logged by default (to stderr); `false` silences it.
   */
  logger?: FastifyServerOptions['logger'];
  /** A client must send a whole request within requestMs, and may leave a socket idle for idleMs. */
  timeouts?: {requestMs: number; idleMs: number};
}

export const DEFAULT_RATE_LIMIT = {max: 10, windowMs: 10 * 60_000};
/** A 2,000-character message of 4-byte characters plus the other fields fits well inside this. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
export const DEFAULT_TIMEOUTS = {requestMs: 10_000, idleMs: 10_000};
export const DEFAULT_LOGGER = {level: 'warn', stream: process.stderr} as const;

const error = (code: ErrorCode, message: string, problems?: {problems: string[]; problemCodes: ProblemCode[]}): ErrorBody => ({
  error: {code, message, ...problems},
});

export function buildApp({
  store,
  rateLimit: limit = DEFAULT_RATE_LIMIT,
  bodyLimit = DEFAULT_BODY_LIMIT,
  logger = DEFAULT_LOGGER,
  timeouts = DEFAULT_TIMEOUTS,
}: AppOptions): FastifyInstance {
  // Only a proxy on this machine (nginx) may say who the client is.
  const app = Fastify({
    logger,
    bodyLimit,
    trustProxy: ['127.0.0.1', '::1'],
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: Math.min(5_000, timeouts.idleMs),
  });
  const limiter = createRateLimiter(limit);

  const unavailable = (err: StoreUnavailableError, reply: import('fastify').FastifyReply) => {
    app.log.error({err: err.cause ?? err}, `feedback store unavailable: ${err.message}`);
    return reply
      .code(503)
      .header('retry-after', String(err.retryAfter))
      .send(error('unavailable', 'The message could not be stored just now; try again in a moment.'));
  };

  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err instanceof StoreUnavailableError) return unavailable(err, reply);
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

  app.post('/api/feedback', async (request, reply) => {
    const wait = limiter.retryAfter(request.ip);
    if (wait) {
      return reply.code(429).header('retry-after', String(wait)).send(error('rate_limited', 'Too many messages from this address; try again later.'));
    }
    const parsed = parseFeedback(request.body);
    if (!parsed.ok)
      return reply.code(400).send(error('invalid', 'The message was not accepted.', {problems: parsed.problems, problemCodes: parsed.codes}));
    // A sender who has gone (nginx gave up and told them it failed) must not have the message stored.
    if (request.raw.destroyed || request.raw.socket.destroyed) return reply;
    const {stored, receivedAt} = store.insert(parsed.value, {
      client: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    });
    if (stored) limiter.hit(request.ip);
    return reply.code(stored ? 201 : 200).send({ok: true, id: parsed.value.id, receivedAt, duplicate: !stored});
  });

  app.get('/api/feedback/health', async (_request, reply) => {
    store.checkWritable();
    return reply.send({ok: true});
  });
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/feedback',
    handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send(error('method_not_allowed', 'Use POST to send a message.')),
  });
  return app;
}
