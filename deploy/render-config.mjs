#!/usr/bin/env node
// Renders deploy/nginx.conf for one port, build folder and runtime folder; prints the rendered file's path.
// usage: node deploy/render-config.mjs --port 8080 [--root build] [--runtime .tmp/nginx-8080] [--feedback 127.0.0.1:8787]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function inlineScriptHashes(html) {
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

/** A build made with a Tag Manager container loads gtm.js and sends its hits; the CSP then lets it. */
export function tagManagerSources(indexHtml) {
  if (!/https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-/.test(indexHtml)) return {script: '', connect: ''};
  return {
    script: 'https://www.googletagmanager.com',
    connect: 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com',
  };
}

export function render({port, root, runtime, mimeTypes = '/etc/nginx/mime.types', feedback = '127.0.0.1:8787'}) {
  if (!/^[\w.-]+:\d+$/.test(feedback)) throw new Error(`feedback upstream must be host:port, got ${feedback}`);
  if (!/^\d+$/.test(String(port))) throw new Error(`port must be a number, got ${port}`);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${root} has no index.html: run npm run build first`);
  const hashes = new Set();
  for (const f of htmlFiles(root)) for (const h of inlineScriptHashes(fs.readFileSync(f, 'utf8'))) hashes.add(h);
  const template = fs.readFileSync(path.join(here, 'nginx.conf'), 'utf8');
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const tags = tagManagerSources(indexHtml);
  const connect = [searchConnectSources(indexHtml), tags.connect].filter(Boolean).join(' ');
  return template
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
  fs.writeFileSync(out, render({port, root, runtime, feedback}));
  console.log(out);
}
