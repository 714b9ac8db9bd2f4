// Serves a build folder with the production nginx config on a free loopback port, for the benchmarks.
import {spawn} from 'node:child_process';
import http from 'node:http';
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

/** The bytes the server sends for a URL when the client accepts gzip: how the benches count first-load bytes. */
export function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}
