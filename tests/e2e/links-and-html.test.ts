// Every internal link, anchor, image and stylesheet reference of the served site resolves, and every page
// type is valid HTML for the W3C Nu checker.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {LinkChecker, LinkState} from 'linkinator';
import {describe, expect, inject, it} from 'vitest';
import {PAGE_TYPES} from './support/pageTypes';

const baseURL = inject('baseURL');
const require = createRequire(import.meta.url);

describe('links', () => {
  it('the crawl from the home page finds no broken link, anchor, image or stylesheet reference', async () => {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${baseURL}/`,
      recurse: true,
      checkFragments: true,
      checkCss: true,
      concurrency: 20,
      timeout: 15_000,
      // Off-site links are not ours to check in a test, and would make it depend on the network.
      linksToSkip: async (link) => !link.startsWith(baseURL),
    });
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => `${l.status ?? 'no answer'} ${l.url} (on ${l.parent ?? 'start'})`);
    expect(broken).toEqual([]);
    const pagesCrawled = new Set(
      result.links.filter((l) => l.state === LinkState.OK && !/\.\w+$/.test(new URL(l.url).pathname)).map((l) => new URL(l.url).pathname),
    );
    // The crawl really walked the site: every article and tag page is reachable from the home page.
    expect(pagesCrawled.size).toBeGreaterThan(60);
  }, 180_000);
});

describe('HTML validity (W3C Nu checker)', () => {
  it('every page type, as nginx serves it, has no errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-vnu-'));
    try {
      const files: string[] = [];
      for (const [kind, page] of Object.entries(PAGE_TYPES)) {
        const response = await fetch(`${baseURL}${page}`);
        const file = path.join(dir, `${kind.replace(/\W+/g, '-')}.html`);
        fs.writeFileSync(file, await response.text());
        files.push(file);
      }
      const vnu = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
      let report = '';
      try {
        execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {stdio: ['ignore', 'pipe', 'pipe']});
      } catch (error) {
        // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
        report = String((error as {stderr?: Buffer}).stderr ?? error);
      }
      const messages = report ? (JSON.parse(report) as {messages: {url: string; message: string; lastLine?: number}[]}).messages : [];
      expect(messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message}`)).toEqual([]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 120_000);
});
