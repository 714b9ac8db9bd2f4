// Serves a build folder with the production nginx config on a free loopback port, for the benchmarks.
import {spawn} from 'node:child_process';
import {freePort} from '../scripts/ports.mjs';

/** Resolves to {url, stop} once nginx answers for `dir`. */
export async function serve(dir) {
  const port = await freePort();
  const child = spawn('bash', ['deploy/serve.sh', String(port), dir], {stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return {url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGQUIT')};
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not start for ${dir}`);
}
