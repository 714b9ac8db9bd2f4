// The feedback service over real HTTP with a real SQLite file: validation, limits, rate limiting,
// durability across a restart, and concurrent posts stored exactly once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildApp} from '../../services/feedback/app';
import {openStore, type FeedbackStore} from '../../services/feedback/store';
import {parseFeedback} from '../../services/feedback/schema';
import {ERROR_CODES, PROBLEM_CODES} from '../../services/feedback/codes';

const running: {close: () => Promise<unknown>}[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

function tempDb() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-feedback-')), 'feedback.sqlite');
}

async function start(file: string, rateLimit = {max: 1000, windowMs: 60_000}) {
  const store = openStore(file);
  const app = buildApp({store, rateLimit});
  const address = await app.listen({port: 0, host: '127.0.0.1'});
  const handle = {
    close: async () => {
      await app.close();
      store.close();
    },
  };
  running.push(handle);
  return {store, url: `${address}/api/feedback`, handle};
}

const message = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  message: 'The 1P60FMJ intake clearance on the valve page looks wrong.',
  email: 'rider@example.com',
  pageUrl: '/docs/guides/maintenance_repair/changing_the_engine_oil',
  ...over,
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('feedback validation', () => {
  it('accepts a message with or without an email and trims it', () => {
    const ok = parseFeedback(message({message: '  fine  ', email: ''}));
    expect(ok).toMatchObject({ok: true, value: {message: 'fine', email: undefined}});
  });

  it.each([
    ['an empty message', {message: ''}, 'message is empty'],
    ['a blank message', {message: '   '}, 'message is empty'],
    ['2,001 characters', {message: 'x'.repeat(2001)}, 'message is longer than 2000 characters'],
    ['a number as message', {message: 42}, 'message must be text'],
    ['a bad email', {email: 'not-an-address'}, 'email is not a valid address'],
    ['a bad id', {id: 'abc'}, 'id must be a UUID'],
    ['a script URL', {pageUrl: 'javascript:alert(1)'}, 'pageUrl must be a path or an http(s) address'],
  ])('rejects %s', (_label, over, problem) => {
    const result = parseFeedback(message(over));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join(' | ')).toContain(problem);
  });

  it.each([
    [{message: '   '}, ['message_empty']],
    [{message: 'x'.repeat(2001)}, ['message_too_long']],
    [{message: 42, email: 'not-an-address'}, ['message_not_text', 'email_invalid']],
    [{email: `${'a'.repeat(250)}@example.com`}, ['email_too_long']],
    [{id: 'abc', pageUrl: 'javascript:alert(1)'}, ['id_invalid', 'page_url_invalid']],
  ])('names each problem of %j by its shared code', (over, codes) => {
    const result = parseFeedback(message(over));
    expect(result.ok ? [] : result.codes).toEqual(codes);
    for (const code of codes) expect(PROBLEM_CODES).toContain(code);
  });

  it('names a body that is not an object by its code', () => {
    expect(parseFeedback('hello')).toMatchObject({ok: false, codes: ['body_not_object']});
  });

  it('every error code nginx answers with itself is in the shared list the chat panel maps', () => {
    const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
    const codes = [...conf.matchAll(/"code":"([a-z_]+)"/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(ERROR_CODES).toContain(code);
  });

  it('accepts exactly 2000 characters', () => {
    expect(parseFeedback(message({message: 'é'.repeat(2000)})).ok).toBe(true);
  });
});

describe('feedback service', () => {
  it('stores a valid message and answers 201 with its id; a retry of the same id is stored once', async () => {
    const {url, store} = await start(tempDb());
    const body = message();
    const first = await post(url, body);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ok: true, id: body.id, duplicate: false});
    const retry = await post(url, body);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ok: true, id: body.id, duplicate: true});
    expect(store.list()).toHaveLength(1);
    expect(store.list()[0]).toMatchObject({message: body.message, email: body.email, pageUrl: body.pageUrl, client: '127.0.0.1'});
  });

  it.each([
    ['oversized', 'x'.repeat(40_000), 'application/json', 413, 'too_large'],
    ['malformed JSON', '{"message": ', 'application/json', 400, 'malformed'],
    ['wrong types', JSON.stringify(message({message: ['a'], email: 5})), 'application/json', 400, 'invalid'],
    ['not JSON at all', 'message=hello', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
    ['an empty body', '', 'application/json', 400, 'malformed'],
  ])('answers %s with a JSON 4xx and stores nothing', async (_label, body, type, status, code) => {
    const {url, store} = await start(tempDb());
    const response = await fetch(url, {method: 'POST', headers: {'content-type': type}, body});
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect((await response.json()).error.code).toBe(code);
    expect(store.count()).toBe(0);
  });

  it('lists the problems of an invalid message', async () => {
    const {url} = await start(tempDb());
    const response = await post(url, message({message: '', email: 'nope'}));
    const body = await response.json();
    expect(body.error.problems).toEqual(expect.arrayContaining(['message is empty', 'email is not a valid address']));
    expect(body.error.problemCodes).toEqual(['message_empty', 'email_invalid']);
  });

  it('answers other methods with 405 and unknown paths with 404, as JSON', async () => {
    const {url} = await start(tempDb());
    const get = await fetch(url);
    expect([get.status, get.headers.get('allow'), (await get.json()).error.code]).toEqual([405, 'POST', 'method_not_allowed']);
    const missing = await fetch(url.replace('/api/feedback', '/api/nothing'));
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'not_found']);
  });

  it('limits each client address, as told by the local proxy', async () => {
    const {url, store} = await start(tempDb(), {max: 3, windowMs: 60_000});
    const from = (ip: string) => ({'x-forwarded-for': ip});
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(url, message(), from('203.0.113.7'))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await post(url, message(), from('203.0.113.7'));
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await post(url, message(), from('198.51.100.2'))).status).toBe(201);
    expect(store.list().map((r) => r.client)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7', '198.51.100.2']);
  });

  it('keeps accepted messages across a restart', async () => {
    const file = tempDb();
    const first = await start(file);
    const bodies = [message(), message({email: undefined})];
    for (const body of bodies) expect((await post(first.url, body)).status).toBe(201);
    await first.handle.close();
    const reopened: FeedbackStore = openStore(file);
    running.push({close: async () => reopened.close()});
    expect(
      reopened
        .list()
        .map((r) => r.id)
        .sort(),
    ).toEqual(bodies.map((b) => b.id).sort());
  });

  it('stores 200 concurrent posts exactly once each', async () => {
    const {url, store} = await start(tempDb());
    const bodies = Array.from({length: 200}, (_, i) => message({message: `concurrent ${i}`}));
    const responses = await Promise.all(bodies.map((b) => post(url, b)));
    expect(responses.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const stored = store.list();
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((r) => r.id)).size).toBe(200);
    expect(new Set(stored.map((r) => r.message))).toEqual(new Set(bodies.map((b) => b.message)));
  });
});
