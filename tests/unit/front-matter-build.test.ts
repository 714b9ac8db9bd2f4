// The build enforces the front matter schema: the docs plugin's loadContent refuses a site with a page whose
// front matter breaks it, naming the page and the key, and loads a site whose pages keep it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import pitbaseDocs, {validateOptions} from '../../src/plugins/docs';

const fixtures = path.resolve(__dirname, '../../lint/fixtures');
const sites: string[] = [];

async function loadDocs(pages: string[]) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-fm-'));
  sites.push(siteDir);
  fs.writeFileSync(path.join(siteDir, 'docusaurus.config.js'), "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/'};\n");
  fs.mkdirSync(path.join(siteDir, 'docs'));
  for (const page of pages) fs.copyFileSync(path.join(fixtures, page), path.join(siteDir, 'docs', page));
  const context = await loadContext({siteDir});
  const options = validateOptions({validate: normalizePluginOptions as never, options: {sidebarPath: false}});
  const plugin = await pitbaseDocs(context, options);
  return plugin.loadContent!();
}

afterAll(() => sites.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

describe('front matter in the build', () => {
  it('fails loading the docs when a page breaks the schema, with the page and each problem', async () => {
    await expect(loadDocs(['front-matter-good.mdx', 'front-matter-bad.mdx'])).rejects.toThrow(
      /^docs\/front-matter-bad\.mdx is not valid front matter:\n {2}title: expected at least 3 characters, found "Ok"[\s\S]*unknown key "sidebar_positon"$/,
    );
  }, 30_000);

  it('loads the docs when every page keeps it', async () => {
    const content = await loadDocs(['front-matter-good.mdx']);
    expect(content.loadedVersions[0]!.docs.map((d) => d.title)).toEqual(['Chain slack']);
  }, 30_000);
});
