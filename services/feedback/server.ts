// Starts the feedback service. Environment: FEEDBACK_PORT (8787), FEEDBACK_HOST (127.0.0.1),
// FEEDBACK_DB (.data/feedback.sqlite), FEEDBACK_RATE_MAX and FEEDBACK_RATE_WINDOW_MS, FEEDBACK_LOG (errors
// and warnings go to stderr by default; 1 adds every request, 0 silences the log).
// A database that cannot be written at start does not stop the service: it answers 503 and reports the
// problem in the log and at /api/feedback/health until the file can be written, then recovers by itself.
import {buildApp, DEFAULT_LOGGER, DEFAULT_RATE_LIMIT} from './app';
import {openStore} from './store';

const dbFile = process.env.FEEDBACK_DB ?? '.data/feedback.sqlite';
const store = openStore(dbFile);
const log = process.env.FEEDBACK_LOG;
const app = buildApp({
  store,
  logger: log === '0' ? false : log === '1' ? {...DEFAULT_LOGGER, level: 'info'} : DEFAULT_LOGGER,
  rateLimit: {
    max: Number(process.env.FEEDBACK_RATE_MAX ?? DEFAULT_RATE_LIMIT.max),
    windowMs: Number(process.env.FEEDBACK_RATE_WINDOW_MS ?? DEFAULT_RATE_LIMIT.windowMs),
  },
});

const port = Number(process.env.FEEDBACK_PORT ?? 8787);
const host = process.env.FEEDBACK_HOST ?? '127.0.0.1';
app.listen({port, host}).then(
  () => {
    console.log(`PitBase feedback service on http://${host}:${port}/api/feedback`);
    try {
      store.checkWritable();
    } catch (err) {
      app.log.error(`${dbFile}: ${(err as Error).message}; answering 503 until it can be written`);
    }
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGQUIT'] as const) {
  process.on(signal, () => {
    app.close().finally(() => {
      store.close();
      process.exit(0);
    });
  });
}
