// Starts the feedback service. Environment: FEEDBACK_PORT (8787), FEEDBACK_HOST (127.0.0.1),
// FEEDBACK_DB (.data/feedback.sqlite), FEEDBACK_RATE_MAX and FEEDBACK_RATE_WINDOW_MS.
import {buildApp, DEFAULT_RATE_LIMIT} from './app';
import {openStore} from './store';

const store = openStore(process.env.FEEDBACK_DB ?? '.data/feedback.sqlite');
const app = buildApp({
  store,
  logger: process.env.FEEDBACK_LOG === '1',
  rateLimit: {
    max: Number(process.env.FEEDBACK_RATE_MAX ?? DEFAULT_RATE_LIMIT.max),
    windowMs: Number(process.env.FEEDBACK_RATE_WINDOW_MS ?? DEFAULT_RATE_LIMIT.windowMs),
  },
});

const port = Number(process.env.FEEDBACK_PORT ?? 8787);
const host = process.env.FEEDBACK_HOST ?? '127.0.0.1';
app.listen({port, host}).then(
  () => console.log(`PitBase feedback service on http://${host}:${port}/api/feedback`),
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
