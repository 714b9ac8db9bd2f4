#!/usr/bin/env node
// `npm run serve`: builds the site, then runs it as production does, nginx on 127.0.0.1:8080 and the
// feedback service behind it on 127.0.0.1:8787. Ctrl+C stops both.
// usage: npm run serve [-- --no-build]   (PORT and FEEDBACK_PORT change the ports, FEEDBACK_DB the file)
import {spawn, spawnSync} from 'node:child_process';

const port = process.env.PORT ?? '8080';
const feedbackPort = process.env.FEEDBACK_PORT ?? '8787';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build-checked.mjs'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'services/feedback/server.ts'], {
    stdio: 'inherit',
    env: {...process.env, FEEDBACK_PORT: feedbackPort},
  }),
  spawn('bash', ['deploy/serve.sh', port], {
    stdio: 'inherit',
    env: {...process.env, PITBASE_FEEDBACK_UPSTREAM: `127.0.0.1:${feedbackPort}`},
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGQUIT');
  setTimeout(() => process.exit(code), 300);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
