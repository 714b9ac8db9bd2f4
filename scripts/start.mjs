#!/usr/bin/env node
// `npm start`: the live-reloading development server on http://localhost:3000 and, beside it, the
// feedback service the chat posts to (proxied by the dev server at /api/feedback). Ctrl+C stops both.
import {spawn} from 'node:child_process';

const feedbackPort = process.env.FEEDBACK_PORT ?? '8787';
// Rspack's own browserslist database ends before the newest browsers that "last 3 chrome version" (the
// development list in package.json) names, and the dev server stopped on "cannot parse the browserslist
// query". The production list, which the build uses, is read instead.
const env = {...process.env, FEEDBACK_PORT: feedbackPort, BROWSERSLIST_ENV: process.env.BROWSERSLIST_ENV ?? 'production'};
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
