#!/usr/bin/env node
// `npm start`: the live-reloading development server on http://localhost:3000 and, beside it, the
// feedback service the chat posts to (proxied by the dev server at /api/feedback). Ctrl+C stops both.
import {spawn} from 'node:child_process';

const feedbackPort = process.env.FEEDBACK_PORT ?? '8787';
const env = {...process.env, FEEDBACK_PORT: feedbackPort};
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'services/feedback/server.ts'], {stdio: 'inherit', env}),
  spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'start', ...process.argv.slice(2)], {stdio: 'inherit', env}),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
