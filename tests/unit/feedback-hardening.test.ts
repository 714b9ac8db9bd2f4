// The feedback service when something goes wrong: abusive senders, a locked or unwritable database, text
// that would act on the maintainer's terminal, odd input, and clients that never finish a request.
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Writable} from 'node:stream';
import Database from 'better-sqlite3';
import {afterEach, describe, expect, it} from 'vitest';
import {buildApp, type AppOptions} from '../../services/feedback/app';
import {createRateLimiter} from '../../services/feedback/rate-limit';
import {openStore, type FeedbackStore} from '../../services/feedback/store';

const running: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-feedback-'));

async function start(file: string, options: Partial<AppOptions> = {}, store: FeedbackStore = openStore(file)) {
  const app = buildApp({store, rateLimit: {max: 1000, windowMs: 60_000}, logger: false, ...options});
  const address = await app.listen({port: 0, host: '127.0.0.1'});
  running.push(async () => {
    await app.close();
    store.close();
  });
  return {store, base: address, url: `${address}/api/feedback`};
}

const message = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  message: 'The CRF50F valve clearance on the valve page looks wrong.',
  pageUrl: '/docs/tech/torque_specs',
  ...over,
});
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body: JSON.stringify(body)});

describe('rate limit', () => {
  it('counts only accepted messages: invalid posts do not spend the allowance', async () => {
    const {url} = await start(path.join(tempDir(), 'f.sqlite'), {rateLimit: {max: 2, windowMs: 60_000}});
    const from = {'x-forwarded-for': '198.51.100.20'};
    for (let i = 0; i < 5; i++) expect((await post(url, message({message: ''}), from)).status).toBe(400);
    expect((await post(url, message(), from)).status).toBe(201);
    expect((await post(url, message(), from)).status).toBe(201);
    const refused = await post(url, message(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not forget a spent address after 5,000 other addresses', () => {
    const limiter = createRateLimiter({max: 2, windowMs: 60_000});
    limiter.hit('203.0.113.1');
    limiter.hit('203.0.113.1');
    for (let i = 0; i < 6000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.retryAfter('203.0.113.1')).toBeGreaterThan(0);
    expect(limiter.retryAfter('10.0.0.1')).toBe(0);
  });

  it('over HTTP, a spent address stays refused after 5,001 posts from other addresses', async () => {
    const {url} = await start(path.join(tempDir(), 'f.sqlite'), {rateLimit: {max: 2, windowMs: 60_000}});
    const spent = {'x-forwarded-for': '203.0.113.50'};
    expect((await post(url, message(), spent)).status).toBe(201);
    expect((await post(url, message(), spent)).status).toBe(201);
    let next = 0;
    await Promise.all(
      Array.from({length: 20}, async () => {
        while (next < 5001) {
          const i = next++;
          await (await post(url, message({message: ''}), {'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`})).arrayBuffer();
        }
      }),
    );
    expect((await post(url, message(), spent)).status).toBe(429);
  }, 60_000);

  it('keeps every spent address when its table is full, dropping addresses with allowance left first', () => {
    const limiter = createRateLimiter({max: 2, windowMs: 60_000, maxEntries: 100});
    limiter.hit('spent');
    limiter.hit('spent');
    for (let i = 0; i < 1000; i++) limiter.hit(`a${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.retryAfter('spent')).toBeGreaterThan(0);
  });
});

describe('storage failures', () => {
  it('errors are logged by default, not only when asked for', async () => {
    const lines: string[] = [];
    const stream = new Writable({write: (chunk, _enc, done) => (lines.push(String(chunk)), done())});
    const store = openStore(':memory:');
    const broken: FeedbackStore = {
      ...store,
      insert: () => {
        throw new Error('disk on fire');
      },
    };
    const {DEFAULT_LOGGER} = await import('../../services/feedback/app');
    expect(DEFAULT_LOGGER.level).toBe('warn');
    const {url} = await start(':memory:', {logger: {...DEFAULT_LOGGER, stream}}, broken);
    expect((await post(url, message())).status).toBe(500);
    expect(lines.join('')).toContain('disk on fire');
  });

  it('health answers 503 while the database cannot be written, and the service recovers without a restart', async () => {
    const dir = tempDir();
    // A file where the database's folder should be: the folder cannot be made until it is removed.
    fs.writeFileSync(path.join(dir, 'data'), 'not a folder');
    const {base, url} = await start(path.join(dir, 'data', 'feedback.sqlite'));
    expect((await fetch(`${base}/api/feedback/health`)).status).toBe(503);
    const failed = await post(url, message());
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await failed.json()).error.message).toMatch(/try again/);
    fs.rmSync(path.join(dir, 'data'));
    expect((await fetch(`${base}/api/feedback/health`)).status).toBe(200);
    expect((await post(url, message())).status).toBe(201);
  });

  it('a lock held by another process answers 503 with Retry-After, and no refused post is stored', async () => {
    const file = path.join(tempDir(), 'f.sqlite');
    const {url, store} = await start(file);
    const other = new Database(file);
    other.pragma('busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    const refused = Array.from({length: 5}, () => message());
    try {
      const answers = await Promise.all(refused.map((m) => post(url, m)));
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await new Promise((r) => setTimeout(r, 1100));
    expect((await post(url, message())).status).toBe(201);
    const ids = new Set(store.list().map((m) => m.id));
    for (const m of refused) expect(ids.has(m.id)).toBe(false);
  });
});

describe('input', () => {
  it('a page address over 2,048 characters is trimmed, not a reason to refuse the message', async () => {
    const {url, store} = await start(path.join(tempDir(), 'f.sqlite'));
    const long = `/search?q=${'carb '.repeat(1000)}`;
    const m = message({pageUrl: long});
    expect((await post(url, m)).status).toBe(201);
    expect(store.list().find((r) => r.id === m.id)?.pageUrl).toBe(long.slice(0, 2048));
  });

  it('a lone surrogate is stored as U+FFFD, never as invalid UTF-8', async () => {
    const file = path.join(tempDir(), 'f.sqlite');
    const {url} = await start(file);
    const m = message({message: 'cut emoji \uD83D here', pageUrl: '/x\uDE00'});
    expect((await post(url, m)).status).toBe(201);
    const db = new Database(file, {readonly: true});
    const row = db.prepare('SELECT hex(CAST(message AS BLOB)) AS m, hex(CAST(page_url AS BLOB)) AS p FROM feedback WHERE id = ?').get(m.id) as {
      m: string;
      p: string;
    };
    db.close();
    expect(Buffer.from(row.m, 'hex').toString('utf8')).toBe('cut emoji \uFFFD here');
    expect(row.m).not.toMatch(/^(..)*ED[AB]/);
    expect(Buffer.from(row.p, 'hex').toString('utf8')).toBe('/x\uFFFD');
  });

  it('a client that sends half a request is disconnected after the request timeout', async () => {
    const {base} = await start(path.join(tempDir(), 'f.sqlite'), {timeouts: {requestMs: 1000, idleMs: 1000}});
    const {port} = new URL(base);
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('POST /api/feedback HTTP/1.1\r\nHost: x\r\n'));
      const timer = setTimeout(() => (socket.destroy(), resolve(false)), 8000);
      socket.on('close', () => (clearTimeout(timer), resolve(true)));
      socket.on('error', () => {});
    });
    expect(closed).toBe(true);
  }, 15_000);
});

describe('maintainer CLI', () => {
  const hostile = {
    clear: '\u001b[2J\u001b[H2026-11-01  /forged  entry',
    osc52: '\u001b]52;c;cm0gLXJmIH4=\u0007',
    osc8: '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
    cr: 'harmless\rFORGED',
    bidi: 'safe \u202etxt.exe',
    title: '\u001b]0;owned\u0007',
    c1: '\u009b31m',
  };

  function hostileDb() {
    const file = path.join(tempDir(), 'f.sqlite');
    const store = openStore(file);
    for (const [key, text] of Object.entries(hostile)) {
      store.insert(
        {id: crypto.randomUUID(), message: text, pageUrl: `/p\u001b[31m${key}`, email: undefined},
        {client: `198.51.100.1\u001b[8m`, userAgent: `UA \u202e${key}`},
      );
    }
    store.insert({id: crypto.randomUUID(), message: 'a;b\tc', pageUrl: '/semi;colon', email: undefined}, {client: '1.2.3.4', userAgent: 'tab\there'});
    store.close();
    return file;
  }
  const cli = (file: string, ...args: string[]) =>
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'services/feedback/cli.ts', ...args], {
      env: {...process.env, FEEDBACK_DB: file},
      encoding: 'utf8',
    });
  // Control characters other than tab and newline, and the bidi controls.
  const UNSAFE = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

  it('list shows control and bidi characters escaped in every field', () => {
    const out = cli(hostileDb(), 'list');
    expect(out).not.toMatch(UNSAFE);
    expect(out).toContain('\\x1b[2J');
    expect(out).toContain('harmless\\x0dFORGED');
    expect(out).toContain('\\u202etxt.exe');
    expect(out).toContain('/p\\x1b[31m');
    expect(out).toContain('198.51.100.1\\x1b[8m');
    expect(out).toContain('UA \\u202e');
  }, 30_000);

  it('the CSV export escapes them too and quotes cells holding ; or a tab', () => {
    const out = cli(hostileDb(), 'export', '--format', 'csv');
    expect(out.replace(/[\t\n]/g, '')).not.toMatch(UNSAFE);
    expect(out).toContain('"a;b\tc"');
    expect(out).toContain('"/semi;colon"');
    expect(out).toContain('"tab\there"');
  }, 30_000);
});
