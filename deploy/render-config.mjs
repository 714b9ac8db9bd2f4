#!/usr/bin/env node
// Renders deploy/nginx.conf for one port, build folder and runtime folder; prints the rendered file's path.
// usage: node deploy/render-config.mjs --port 8080 [--root build] [--runtime .tmp/nginx-8080] [--feedback 127.0.0.1:8787]
//          [--trusted-proxies 10.0.0.5,192.0.2.0/24] [--template deploy/nginx.conf]
//          [--tls-cert cert.pem --tls-key key.pem --listen 0.0.0.0 --http-port 80 --server-name pitbase.example]
// Without --tls-cert the server listens on 127.0.0.1:PORT over plain HTTP. With it, PORT speaks HTTPS (HTTP/2,
// HSTS) on --listen, and --http-port answers every plain-HTTP request with a redirect to the same path over HTTPS.
// --trusted-proxies (or PITBASE_TRUSTED_PROXIES) lists the proxies whose X-Forwarded-For names the client.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type=["']?application\/(ld\+)?json/i.test(m[1])) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(p) : e.name.endsWith('.html') ? [p] : [];
  });
}

/** A build made with Algolia preconnects to its host; the CSP then lets the browser reach it. */
export function searchConnectSources(indexHtml) {
  const m = indexHtml.match(/<link[^>]*\brel="?preconnect"?[^>]*\bhref="?https:\/\/([a-z0-9-]+)-dsn\.algolia\.net/i);
  return m ? `https://${m[1]}-dsn.algolia.net https://*.algolianet.com https://*.algolia.net` : '';
}

/**
 * The realip lines for trusted proxies, each an address or CIDR block; throws a readable error otherwise.
 * @param {string | string[]} list
 */
export function trustedProxyLines(list = []) {
  const entries = (Array.isArray(list) ? list : String(list).split(',')).map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return '  # No proxy is trusted to name the client: every limit counts the connecting address.';
  for (const entry of entries) {
    const [addr, bits, extra] = entry.split('/');
    const family = net.isIP(addr ?? '');
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      throw new Error(`trusted proxy must be an IP address or CIDR block, got "${entry}"`);
    }
  }
  return [
    "  # The visitor's address is taken from X-Forwarded-For, but only when the connection comes from one of",
    '  # these proxies; the right-most address not on this list is the client.',
    ...entries.map((e) => `  set_real_ip_from ${e};`),
    '  real_ip_header X-Forwarded-For;',
    '  real_ip_recursive on;',
  ].join('\n');
}

const portOf = (name, value) => {
  if (!/^\d+$/.test(String(value)) || Number(value) < 1 || Number(value) > 65535) throw new Error(`${name} must be a port number, got ${value}`);
  return String(value);
};

function tlsParts({port, tls}) {
  if (!tls) return {listen: `    listen 127.0.0.1:${port};`, hsts: '', redirect: ''};
  const {cert, key, listen = '0.0.0.0', httpPort = 80, serverName = 'localhost'} = tls;
  for (const [name, file] of [
    ['certificate', cert],
    ['key', key],
  ]) {
    if (!file || !fs.existsSync(file)) throw new Error(`TLS ${name} file not found: ${file}`);
  }
  if (!net.isIP(listen)) throw new Error(`listen address must be an IP address, got ${listen}`);
  if (!/^[a-z0-9.-]+$/i.test(serverName)) throw new Error(`server name must be a host name, got ${serverName}`);
  const host = net.isIP(listen) === 6 ? `[${listen}]` : listen;
  const httpsAuthority = String(port) === '443' ? serverName : `${serverName}:${port}`;
  return {
    listen: [
      `    listen ${host}:${port} ssl http2;`,
      `    ssl_certificate ${path.resolve(cert)};`,
      `    ssl_certificate_key ${path.resolve(key)};`,
      '    ssl_protocols TLSv1.2 TLSv1.3;',
      '    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
      '    ssl_prefer_server_ciphers off;',
      '    ssl_session_cache shared:pitbase_tls:10m;',
      '    ssl_session_timeout 1d;',
      '    ssl_session_tickets off;',
    ].join('\n'),
    hsts: '    add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    redirect: [
      "  # Plain HTTP only moves the reader to HTTPS, on the configured name (never the Host header's).",
      '  server {',
      `    listen ${host}:${portOf('http port', httpPort)};`,
      '    server_name _;',
      `    return 301 https://${httpsAuthority}$request_uri;`,
      '  }',
    ].join('\n'),
  };
}

/** A build made with a Tag Manager container loads gtm.js and sends its hits; the CSP then lets it. */
export function tagManagerSources(indexHtml) {
  if (!/https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-/.test(indexHtml)) return {script: '', connect: ''};
  return {
    script: 'https://www.googletagmanager.com',
    connect: 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com',
  };
}

export function render({
  port,
  root,
  runtime,
  mimeTypes = '/etc/nginx/mime.types',
  feedback = '127.0.0.1:8787',
  trustedProxies = [],
  tls = undefined,
  template: templateFile = path.join(here, 'nginx.conf'),
}) {
  if (!/^[\w.-]+:\d+$/.test(feedback)) throw new Error(`feedback upstream must be host:port, got ${feedback}`);
  portOf('port', port);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${root} has no index.html: run npm run build first`);
  const hashes = new Set();
  for (const f of htmlFiles(root)) for (const h of inlineScriptHashes(fs.readFileSync(f, 'utf8'))) hashes.add(h);
  const template = fs.readFileSync(templateFile, 'utf8');
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const tags = tagManagerSources(indexHtml);
  const connect = [searchConnectSources(indexHtml), tags.connect].filter(Boolean).join(' ');
  const parts = tlsParts({port, tls});
  return template
    .replaceAll('@LISTEN@', parts.listen)
    .replaceAll('@HSTS@', parts.hsts)
    .replaceAll('@HTTP_REDIRECT@', parts.redirect)
    .replaceAll('@REAL_IP@', trustedProxyLines(trustedProxies))
    .replaceAll('@PORT@', String(port))
    .replaceAll('@ROOT@', root)
    .replaceAll('@RUNTIME@', runtime)
    .replaceAll('@MIME_TYPES@', mimeTypes)
    .replaceAll('@FEEDBACK_UPSTREAM@', feedback)
    .replaceAll('@SCRIPT_HASHES@', [...[...hashes].sort(), tags.script].filter(Boolean).join(' '))
    .replaceAll('@CONNECT_SRC@', connect ? ` ${connect}` : '');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const port = arg('port');
  const root = path.resolve(arg('root', 'build'));
  const runtime = path.resolve(arg('runtime', `.tmp/nginx-${port}`));
  fs.mkdirSync(runtime, {recursive: true});
  const out = path.join(runtime, 'nginx.conf');
  const feedback = arg('feedback', process.env.PITBASE_FEEDBACK_UPSTREAM ?? '127.0.0.1:8787');
  const trustedProxies = arg('trusted-proxies', process.env.PITBASE_TRUSTED_PROXIES ?? '');
  const cert = arg('tls-cert', process.env.PITBASE_TLS_CERT);
  const tls = cert
    ? {
        cert,
        key: arg('tls-key', process.env.PITBASE_TLS_KEY),
        listen: arg('listen', '0.0.0.0'),
        httpPort: arg('http-port', 80),
        serverName: arg('server-name', process.env.PITBASE_SERVER_NAME ?? 'localhost'),
      }
    : undefined;
  const template = path.resolve(arg('template', path.join(here, 'nginx.conf')));
  try {
    fs.writeFileSync(out, render({port, root, runtime, feedback, trustedProxies, tls, template}));
  } catch (err) {
    console.error(`render-config: ${err.message}`);
    process.exit(1);
  }
  console.log(out);
}
