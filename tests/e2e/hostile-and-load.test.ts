// Hostile requests against the production nginx config, sent byte for byte (fetch would normalize them),
// and a short load run over every page and asset that must answer without a single error.
import net from 'node:net';
import {describe, expect, inject, it} from 'vitest';
// A plain .mjs module shared with `npm run bench:load`.
import {runWrk} from '../../bench/load.mjs';

const baseURL = inject('baseURL');
const {hostname, port} = new URL(baseURL);

interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** Sends one request exactly as written and reads the whole answer. */
function raw(method: string, target: string, extraHeaders = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({status: Number(head.match(/^HTTP\/1\.\d (\d{3})/)?.[1] ?? 0), head, body: rest.join('\r\n\r\n')});
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n${extraHeaders}\r\n`);
  });
}

// Text that only files outside build/ contain: the system's password file, the nginx config, package.json.
const OUTSIDE_BUILD = [/root:.*:0:0:/, /server_name _;/, /"name": "pitbase"/, /BEGIN (RSA |EC )?PRIVATE KEY/];

describe('hostile paths', () => {
  it.each([
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/docs/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fdeploy%2fnginx.conf',
    '/..%2fpackage.json',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/docs/guides/..\\..\\..\\package.json',
    '/.git/config',
    '/package.json',
  ])('%s never returns a file from outside build/', async (target) => {
    const res = await raw('GET', target);
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(500);
    for (const secret of OUTSIDE_BUILD) expect(res.body).not.toMatch(secret);
  });

  it('an encoded slash reaches only the route it spells, inside build/', async () => {
    // nginx decodes %2F before matching, so this is the Guides index, served as such (never a directory listing).
    const encoded = await raw('GET', '/docs%2Fguides%2F');
    const plain = await raw('GET', '/docs/guides/');
    expect(encoded.status).toBe(200);
    expect(encoded.body).toBe(plain.body);
    expect((await raw('GET', '/assets%2Fjs%2F')).status).toBe(404);
  });

  it('a NUL byte in the path is refused', async () => {
    expect((await raw('GET', '/about%00.html')).status).toBe(400);
  });

  it('a 10,000-character path is answered with 414 or 404, never an error', async () => {
    const status = (await raw('GET', `/${'a'.repeat(10_000)}`)).status;
    expect([404, 414]).toContain(status);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'OPTIONS'])('%s on a page is refused', async (method) => {
    const status = (await raw(method, '/about')).status;
    expect([405, 501]).toContain(status);
  });

  it('HEAD on a page answers 200 with no body', async () => {
    const res = await raw('HEAD', '/about');
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
  });

  it('/index.html and .html forms move to the clean path; a doubled slash never leaves the site', async () => {
    const page = await raw('GET', '/docs/guides/index.html');
    expect(page.status).toBe(301);
    expect(page.head).toMatch(/\r\nLocation: (http:\/\/[^/\r]+)?\/docs\/guides\r\n/i);
    const offsite = await raw('GET', '//evil.example/x.html');
    expect(offsite.head).not.toMatch(/\r\nLocation: (https?:)?\/\/evil/i);
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an attribute breakout', '"><img src=x onerror=alert(1)>'],
    ['a header injection', '%00%0d%0aSet-Cookie:%20x=1'],
    ['5,000 characters', 'a'.repeat(5000)],
  ])('/search?q= with %s is the static search page, with the query not written into the HTML', async (_label, q) => {
    {
      const res = await raw('GET', `/search?q=${encodeURIComponent(q).replace(/%25/g, '%')}`);
      expect(res.status).toBe(200);
      expect(res.head).not.toMatch(/\r\nSet-Cookie:/i);
      expect(res.body).not.toContain('onerror=alert');
      expect(res.body).not.toContain('<script>alert');
    }
  });
});

describe('load', () => {
  it('a 5-second wrk run over every page and asset gets no socket error and no non-2xx answer', () => {
    const result = runWrk(baseURL, {seconds: 5, connections: 16});
    expect(result.paths).toBeGreaterThan(50);
    expect(result.requests).toBeGreaterThan(0);
    expect(result.socketErrors).toBe(0);
    expect(result.non2xx).toBe(0);
  }, 30_000);
});
