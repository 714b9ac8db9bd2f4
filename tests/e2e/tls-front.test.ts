// The production TLS front run locally: nginx with a self-signed certificate made for this run (never kept),
// HTTPS on one loopback port and plain HTTP on another. Checks what an Observatory-style grader scores:
// HSTS, CSP, X-Content-Type-Options, Referrer-Policy, framing, no cookies, and the move from HTTP to HTTPS.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startNginx, type Nginx} from './support/nginx';
import {freePorts} from '../../scripts/ports.mjs';

const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((p) => fs.existsSync(p));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  alpn?: string | false | null;
}

function request(client: typeof http | typeof https, url: string, options: https.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = client.get(url, {...options, timeout: 10_000}, (res) => {
      let body = '';
      const alpn = (res.socket as tls.TLSSocket | null)?.alpnProtocol;
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body, alpn}));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
  });
}

/** The CSP as a map of directive to its sources. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe.skipIf(!openssl)('TLS front', () => {
  let front: Nginx;
  let httpsPort: number;
  let httpPort: number;
  let ca: Buffer;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-tls-'));
    execFileSync(
      openssl!,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      {stdio: 'ignore'},
    );
    ca = fs.readFileSync(path.join(dir, 'cert.pem'));
    [httpsPort, httpPort] = (await freePorts(2)) as [number, number];
    front = await startNginx(httpsPort, [
      '--tls-cert',
      path.join(dir, 'cert.pem'),
      '--tls-key',
      path.join(dir, 'key.pem'),
      '--listen',
      '127.0.0.1',
      '--http-port',
      String(httpPort),
      '--server-name',
      'localhost',
    ]);
  });
  afterAll(async () => {
    await front?.stop();
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  // The certificate names 127.0.0.1 as well as localhost, so the client checks it against the address.
  const secure = (p: string) => request(https, `https://127.0.0.1:${httpsPort}${p}`, {ca, agent: false});

  it('serves the home page over HTTPS with a certificate the client checks', async () => {
    const res = await secure('/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('PitBase');
  });

  it('plain HTTP moves every path to the same path over HTTPS, on the configured name', async () => {
    for (const p of ['/', '/docs/guides/', '/about?ref=x']) {
      const res = await request(http, `http://127.0.0.1:${httpPort}${p}`, {headers: {host: 'evil.example'}});
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`https://localhost:${httpsPort}${p}`);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it.each(['/', '/docs/guides/', '/no-such-page'])('%s carries the headers a grader scores', async (p) => {
    const res = await secure(p);
    const hsts = String(res.headers['strict-transport-security'] ?? '');
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(15_768_000); // six months
    expect(hsts).toContain('includeSubDomains');
    const csp = directives(String(res.headers['content-security-policy'] ?? ''));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hashed assets also carry HSTS and nosniff over HTTPS', async () => {
    const script = fs.readFileSync('build/index.html', 'utf8').match(/"(\/assets\/js\/main\.[0-9a-f]+\.js)"/)![1]!;
    const res = await secure(script);
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('offers HTTP/2 and refuses TLS 1.1', async () => {
    const res = await secure('/');
    expect(res.status).toBe(200);
    const h2 = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect({host: '127.0.0.1', port: httpsPort, servername: 'localhost', ca, ALPNProtocols: ['h2', 'http/1.1']}, () => {
        resolve(socket.alpnProtocol);
        socket.destroy();
      });
      socket.on('error', reject);
    });
    expect(h2).toBe('h2');
    const old = await new Promise<string>((resolve) => {
      const socket = tls.connect(
        {host: '127.0.0.1', port: httpsPort, servername: 'localhost', ca, minVersion: 'TLSv1', maxVersion: 'TLSv1.1'},
        () => {
          resolve('connected');
          socket.destroy();
        },
      );
      socket.on('error', (e) => resolve((e as NodeJS.ErrnoException).code ?? 'error'));
    });
    expect(old).not.toBe('connected');
  });
});
