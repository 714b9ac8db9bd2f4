// Starts the real nginx over build/ on a free loopback port for the whole e2e run.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {freePort} from '../../../scripts/ports.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** SQLite file of the feedback service behind nginx */
    feedbackDb: string;
  }
}

async function waitForHttp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer at ${url}:\n${log()}`);
}

let nginx: ChildProcess | undefined;
let feedback: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  if (!fs.existsSync('build/index.html')) throw new Error('build/ is missing: run `npm run build` before the e2e tests');
  const port = await freePort();
  const feedbackPort = await freePort();
  let output = '';
  const feedbackDb = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-e2e-')), 'feedback.sqlite');
  feedback = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'services/feedback/server.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FEEDBACK_PORT: String(feedbackPort), FEEDBACK_DB: feedbackDb},
  });
  feedback.stdout?.on('data', (d) => (output += d));
  feedback.stderr?.on('data', (d) => (output += d));
  await waitForHttp(`http://127.0.0.1:${feedbackPort}/api/feedback/health`, feedback, () => output);
  nginx = spawn('bash', ['deploy/serve.sh', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, PITBASE_FEEDBACK_UPSTREAM: `127.0.0.1:${feedbackPort}`},
  });
  nginx.stdout?.on('data', (d) => (output += d));
  nginx.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseURL}/`, nginx, () => output);
  project.provide('baseURL', baseURL);
  project.provide('feedbackDb', feedbackDb);
  return async () => {
    nginx?.kill('SIGQUIT');
    feedback?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
  };
}
