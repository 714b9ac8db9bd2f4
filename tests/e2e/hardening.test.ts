// The production nginx config against one client that tries to take the site down or mislead it: slow and
// many sockets, range floods, a spoofed client address, error answers cached for a year, an off-site
// redirect through a backslash, dotfiles in build/, and a feedback service that stops answering.
// All traffic goes to 127.0.0.0/8, bounded in count and time.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {afterAll, describe, expect, inject, it} from 'vitest';
import {startNginx, type Nginx} from './support/nginx';
import {freePorts} from '../../scripts/ports.mjs';

const baseURL = inject('baseURL');
const port = Number(new URL(baseURL).port);

interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** Sends one request exactly as written, from a chosen loopback address, and reads the whole answer. */
function raw(request: string, {from = '127.0.0.1', to = port} = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({port: to, host: '127.0.0.1', localAddress: from});
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${request.slice(0, 60)}`)));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({status: Number(head.match(/^HTTP\/1\.\d (\d{3})/)?.[1] ?? 0), head, body: rest.join('\r\n\r\n')});
    });
    socket.write(request);
  });
}
const get = (target: string, headers = '', options?: {from?: string; to?: number}) =>
  raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`, options);
const header = (res: RawResponse, name: string) => res.head.match(new RegExp(`\r\n${name}: ([^\r]*)`, 'i'))?.[1];

/**
 * Opens `count` sockets from `from`, each sending `prefix` and nothing more; resolves once all are open. With
 * `reopen`, a socket the server closes is opened again at once, as an attacker would, until close().
 */
async function holdSockets(count: number, from: string, prefix: string, {reopen = false} = {}) {
  const sockets: net.Socket[] = [];
  const answers: string[] = [];
  let holding = true;
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({port, host: '127.0.0.1', localAddress: from});
      sockets.push(socket);
      socket.on('error', () => resolve());
      socket.on('data', (d) => answers.push(d.toString('latin1')));
      socket.on('close', () => {
        if (reopen && holding) setTimeout(open, 10);
      });
      socket.on('connect', () => {
        socket.write(prefix);
        resolve();
      });
    });
  await Promise.all(Array.from({length: count}, open));
  return {
    sockets,
    answers,
    close: () => {
      holding = false;
      sockets.forEach((s) => s.destroy());
    },
  };
}

const closedWithin = (socket: net.Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const entryScript = () => {
  const html = fs.readFileSync('build/index.html', 'utf8');
  return html.match(/"(\/assets\/js\/main\.[0-9a-f]+\.js)"/)![1]!;
};

describe('one client holding connections', () => {
  // Sockets still sending their headers are ones nginx may close to make room; sockets sending a body are not.
  it('1,030 sockets each holding a half-sent post from one address leave the site answering everyone else', async () => {
    const held = await holdSockets(
      1030,
      '127.0.0.2',
      'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n{"message":',
      {reopen: true},
    );
    try {
      await new Promise((r) => setTimeout(r, 500));
      // Other visitors keep arriving on new connections while the sockets are held.
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        statuses.push((await get(i % 2 ? '/api/feedback/health' : '/').catch(() => ({status: 0}))).status);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(statuses).toEqual(Array(20).fill(200));
    } finally {
      held.close();
    }
  }, 30_000);

  it('a client sending its headers slowly is cut off after seconds, not a minute', async () => {
    const held = await holdSockets(1, '127.0.0.3', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    try {
      expect(await closedWithin(held.sockets[0]!, 15_000)).toBe(true);
    } finally {
      held.close();
    }
  }, 20_000);

  it('a client that stops sending its body is cut off after seconds, not a minute', async () => {
    const held = await holdSockets(
      1,
      '127.0.0.3',
      'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"message":',
    );
    try {
      expect(await closedWithin(held.sockets[0]!, 15_000)).toBe(true);
    } finally {
      held.close();
    }
  }, 20_000);

  it('more than 64 requests at once from one address are refused with 429, and other addresses are served', async () => {
    const held = await holdSockets(
      80,
      '127.0.0.4',
      'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
    );
    try {
      await new Promise((r) => setTimeout(r, 1_000));
      const refused = held.answers.filter((a) => a.startsWith('HTTP/1.1 429'));
      expect(refused.length).toBeGreaterThanOrEqual(16);
      // The chat panel reads the reason from a JSON body.
      expect(JSON.parse(refused[0]!.split('\r\n\r\n')[1]!).error.message).toMatch(/try again/);
      expect((await get('/', '', {from: '127.0.0.5'})).status).toBe(200);
    } finally {
      held.close();
    }
  }, 30_000);
});

describe('ranges', () => {
  it('a request for many ranges gets the whole file once, not a multipart answer', async () => {
    const ranges = Array.from({length: 200}, (_, i) => `${i * 2}-${i * 2}`).join(',');
    const res = await get('/search-index.json', `Range: bytes=${ranges}\r\n`);
    expect(res.status).toBe(200);
    expect(header(res, 'content-type')).not.toMatch(/multipart\/byteranges/);
  });

  it('a flood of many-range requests from one address is answered 429 after a short burst', async () => {
    const ranges = Array.from({length: 1000}, (_, i) => `${i * 2}-${i * 2}`).join(',');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await get('/search-index.json', `Range: bytes=${ranges}\r\n`, {from: '127.0.0.6'})).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await get('/search-index.json', `Range: bytes=${ranges}\r\n`, {from: '127.0.0.7'})).status).toBe(200);
  });

  it('a Range header of thousands of ranges is refused before it is parsed, and a long search link is not', async () => {
    const ranges = Array.from({length: 5000}, (_, i) => `${i * 2}-${i * 2}`).join(',');
    // nginx answers 400 at the 16 KB header limit and closes at once (lingering_close off for refused headers), so
    // a client still sending the rest of its 48 KB header may get a reset that drops the 400 before it is read.
    // Either way the request is refused, never served (the next test reads the 400 on a half-open socket).
    const refused = await get('/search-index.json', `Range: bytes=${ranges}\r\n`, {from: '127.0.0.8'}).then(
      (res) => res.status,
      (err: NodeJS.ErrnoException) => err.code,
    );
    expect([400, 'ECONNRESET', 'EPIPE']).toContain(refused);
    expect((await get(`/search?q=${'a'.repeat(5000)}`)).status).toBe(200);
  });

  it('a client that keeps sending after its oversized Range header is refused is cut off at once, not read for seconds', async () => {
    const ranges = Array.from({length: 5000}, (_, i) => `${i * 2}-${i * 2}`).join(',');
    // Half-open allowed, as an attacker's socket would be: the server's close of its side does not end ours.
    const socket = net.connect({port, host: '127.0.0.1', localAddress: '127.0.0.9', allowHalfOpen: true});
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    const start = Date.now();
    socket.write(`GET /search-index.json HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=${ranges}\r\n\r\n`);
    const drip = setInterval(() => socket.writable && socket.write('X-More: 1\r\n'), 100);
    // Cut off means a write fails or the socket closes; the lingering close would keep reading for 5 s.
    const cutOff = await new Promise<number>((resolve) => {
      const done = () => resolve(Date.now() - start);
      socket.once('error', done);
      socket.once('close', done);
      setTimeout(done, 8_000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(cutOff).toBeLessThan(2_000);
  }, 15_000);

  it('a single range is still served', async () => {
    const res = await get('/search-index.json', 'Range: bytes=0-9\r\n');
    expect(res.status).toBe(206);
    expect(res.body).toHaveLength(10);
  });
});

describe('cache headers under /assets/ and /search-fragments/', () => {
  const fragment = () => {
    const dir = fs.readdirSync('build').find((d) => d.startsWith('search-fragments'));
    const folder = path.join('build', dir!);
    const walk = (p: string): string => (fs.statSync(p).isDirectory() ? walk(path.join(p, fs.readdirSync(p)[0]!)) : p);
    return `/${path.relative('build', walk(folder))}`;
  };

  it('a found file is cached for a year; a refused method or an unsatisfiable range is not', async () => {
    for (const target of [entryScript(), fragment()]) {
      const ok = await get(target);
      expect(ok.status, target).toBe(200);
      expect(header(ok, 'cache-control')).toContain('immutable');
      const post = await raw(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      expect(post.status).toBe(405);
      expect(header(post, 'cache-control') ?? '').not.toContain('immutable');
      // Either the range is ignored and the whole file is sent, or the refusal is not cached.
      const range = await get(target, 'Range: bytes=99999999-\r\n');
      if (range.status === 200) expect(range.body.length).toBeGreaterThan(0);
      else expect(header(range, 'cache-control') ?? '').not.toContain('immutable');
    }
  });
});

describe('redirects and dotfiles', () => {
  it.each(['/\\evil.example/x.html', '/\\evil.example/index.html', '/%5Cevil.example/x.html'])(
    '%s never moves the reader off the site',
    async (target) => {
      const res = await get(target);
      const location = header(res, 'location');
      if (location) expect(location).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
    },
  );

  it('a dotfile in build/ is never served, at the root or under /assets/', async () => {
    const files = ['build/.pitbase-secret', 'build/assets/.env'];
    for (const f of files) fs.writeFileSync(f, 'PITBASE_DOTFILE_SECRET=1\n');
    try {
      for (const target of ['/.pitbase-secret', '/assets/.env', '/assets/%2eenv']) {
        const res = await get(target);
        expect(res.status, target).toBe(404);
        expect(res.body).not.toContain('PITBASE_DOTFILE_SECRET');
      }
    } finally {
      for (const f of files) fs.rmSync(f, {force: true});
    }
  });
});

describe('behind other nginx renders', () => {
  const started: Nginx[] = [];
  const servers: net.Server[] = [];
  const sockets = new Set<net.Socket>();
  afterAll(async () => {
    await Promise.all(started.map((n) => n.stop()));
    for (const s of sockets) s.destroy();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  /** A stand-in feedback service that answers every request with the X-Forwarded-For nginx sent it. */
  async function echoUpstream(): Promise<number> {
    const srv = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({forwardedFor: req.headers['x-forwarded-for'] ?? null}));
    });
    servers.push(srv);
    srv.on('connection', (s) => sockets.add(s));
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    return (srv.address() as net.AddressInfo).port;
  }

  it('the client address comes from X-Forwarded-For only when a trusted proxy sends it', async () => {
    const upstream = await echoUpstream();
    const [plainPort, trustingPort] = (await freePorts(2)) as [number, number];
    const env = {PITBASE_FEEDBACK_UPSTREAM: `127.0.0.1:${upstream}`};
    started.push(await startNginx(plainPort, [], env));
    started.push(await startNginx(trustingPort, ['--trusted-proxies', '127.0.0.7,10.0.0.0/8'], env));
    const seen = async (to: number, from: string) =>
      JSON.parse((await get('/api/feedback/health', 'X-Forwarded-For: 203.0.113.9\r\n', {to, from})).body).forwardedFor;
    expect(await seen(plainPort, '127.0.0.7')).toBe('127.0.0.7');
    expect(await seen(trustingPort, '127.0.0.7')).toBe('203.0.113.9');
    expect(await seen(trustingPort, '127.0.0.8')).toBe('127.0.0.8');
  });

  it('render-config refuses a trusted proxy that is not an address', async () => {
    const {trustedProxyLines} = await import('../../deploy/render-config.mjs');
    expect(() => trustedProxyLines('10.0.0.1; include /etc/passwd')).toThrow(/IP address or CIDR block/);
    expect(() => trustedProxyLines('10.0.0.0/33')).toThrow(/IP address or CIDR block/);
    expect(trustedProxyLines('')).not.toContain('set_real_ip_from');
  });

  it('a feedback service that stops answering gets "timed out", not "not running"', async () => {
    const silent = net.createServer((s) => sockets.add(s));
    servers.push(silent);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const [nginxPort] = (await freePorts(1)) as [number];
    started.push(await startNginx(nginxPort, [], {PITBASE_FEEDBACK_UPSTREAM: `127.0.0.1:${(silent.address() as net.AddressInfo).port}`}));
    const body = JSON.stringify({id: '0b6f7a4e-0f0c-4a55-9d3e-2f4f3a0c9b11', message: 'hello', pageUrl: '/'});
    const res = await raw(
      `POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      {to: nginxPort},
    );
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).error.message).toContain('timed out');
  }, 30_000);
});
