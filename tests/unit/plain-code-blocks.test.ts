// plain-code-blocks: the installed theme-classic's Prism client module resolves to an empty module. Compared
// with the installed theme itself: the module it registers on every page is exactly the one the alias replaces.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import patch from '../../src/patches/plain-code-blocks';

const require = createRequire(import.meta.url);
const themeMain = require.resolve('@docusaurus/theme-classic');
const themeClassic = require('@docusaurus/theme-classic').default as (context: unknown, options: unknown) => {getClientModules: () => string[]};

/** The client modules the installed theme registers, resolved as Docusaurus resolves them (from the theme's lib/). */
function installedClientModules(): string[] {
  const context = {
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {type: 'localStorage', namespace: ''},
    siteConfig: {themeConfig: {announcementBar: undefined, colorMode: {}, prism: {additionalLanguages: []}}},
    siteDir: process.cwd(),
  };
  return themeClassic(context, {customCss: []})
    .getClientModules()
    .map((m) => (m.startsWith('.') ? path.resolve(path.dirname(themeMain), m) : m));
}

describe('plain-code-blocks', () => {
  it('replaces exactly the Prism module the installed theme loads on every page, and nothing else', () => {
    const alias = (patch.configureWebpack!({} as never, false) as {resolve: {alias: Record<string, string>}}).resolve.alias;
    const [from, to] = Object.entries(alias)[0]!;
    expect(Object.keys(alias)).toHaveLength(1);
    expect(from.endsWith('$')).toBe(true);
    const prism = installedClientModules().filter((m) => m.includes('prism'));
    expect(prism).toEqual([from.slice(0, -1)]);
    // The stand-in loads nothing: no import, no require.
    expect(fs.readFileSync(to, 'utf8')).not.toMatch(/\bimport\b[^;]*from|require\(/);
  });
});
