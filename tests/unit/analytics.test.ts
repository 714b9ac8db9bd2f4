// Tag-manager analytics is a switch, off by default: without a container id the site loads no third-party
// script; with one, the tag-manager plugin loads it and the CSP lets its hosts in.
import {afterEach, describe, expect, it, vi} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {render, tagManagerSources} from '../../deploy/render-config.mjs';
import {tagManagerContainerId} from '../../site.settings';

async function loadConfig(containerId: string) {
  vi.stubEnv('PITBASE_GTM_CONTAINER_ID', containerId);
  vi.resetModules();
  return (await import('../../docusaurus.config')).default;
}

const pluginNames = (plugins: unknown[]) => plugins.map((p) => (Array.isArray(p) ? p[0] : p));

function csp(indexHtml: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-csp-'));
  try {
    fs.writeFileSync(path.join(root, 'index.html'), indexHtml);
    const conf = render({port: 8080, root, runtime: root});
    return conf.match(/Content-Security-Policy "([^"]+)"/)![1]!;
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('tag-manager analytics', () => {
  it('is off without a container id: no tag-manager plugin, and nothing in the config names a third-party host', async () => {
    const config = await loadConfig('');
    expect(pluginNames(config.plugins ?? [])).not.toContain('@docusaurus/plugin-google-tag-manager');
    expect(config.scripts ?? []).toEqual([]);
    expect(config.headTags ?? []).toEqual([]);
    expect(JSON.stringify(config.plugins)).not.toMatch(/googletagmanager|google-analytics/);
  });

  it('loads the container through the tag-manager plugin when an id is set', async () => {
    const config = await loadConfig('GTM-AB12CD3');
    expect(config.plugins).toContainEqual(['@docusaurus/plugin-google-tag-manager', {containerId: 'GTM-AB12CD3'}]);
  });

  it('rejects a value that is not a container id, with a message that says what is expected', () => {
    expect(tagManagerContainerId(undefined)).toBe('');
    expect(tagManagerContainerId(' GTM-AB12CD3 ')).toBe('GTM-AB12CD3');
    expect(() => tagManagerContainerId('UA-12345-1')).toThrow(/container id such as GTM-AB12CD3, got "UA-12345-1"/);
  });

  it("lets the CSP reach the tag manager's hosts only for a build that loads it", () => {
    const page = '<!doctype html><html><head><script>1</script></head><body></body></html>';
    const tagged = page.replace(
      '<body>',
      '<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD3"></iframe></noscript>',
    );
    expect(tagManagerSources(page)).toEqual({script: '', connect: ''});
    const plain = csp(page);
    expect(plain).not.toContain('googletagmanager');
    expect(plain).toContain("connect-src 'self';");
    const withTags = csp(tagged);
    expect(withTags).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/www\.googletagmanager\.com;/);
    expect(withTags).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;");
  });
});
