// The plugin that keeps DocSearch's modal stylesheet out of the one CSS file every page loads.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MODAL_CSS, keepModalCssOut} from '../../src/patches/search-modal-css';

const stylesGroup = () => ({
  cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50} as Record<string, unknown>},
});

describe('search modal stylesheet plugin', () => {
  it("leaves the modal's stylesheet out of the shared styles group and keeps every other stylesheet in it", () => {
    const split = stylesGroup();
    keepModalCssOut(split);
    const test = split.cacheGroups.styles.test as (m: {nameForCondition: () => string}) => boolean;
    expect(test({nameForCondition: () => '/app/node_modules/@docsearch/css/dist/modal.css'})).toBe(false);
    expect(test({nameForCondition: () => '/app/node_modules/@docsearch/css/dist/button.css'})).toBe(true);
    expect(test({nameForCondition: () => '/app/src/css/custom.css'})).toBe(true);
  });

  it('stops the build when the styles group is missing or already has a test', () => {
    expect(() => keepModalCssOut(false)).toThrow(/not the one this plugin expects/);
    expect(() => keepModalCssOut({cacheGroups: {}})).toThrow(/not the one this plugin expects/);
    const tested = stylesGroup();
    tested.cacheGroups.styles.test = /x/;
    expect(() => keepModalCssOut(tested)).toThrow(/not the one this plugin expects/);
  });

  it('matches the installed Docusaurus: its webpack config still has the one css/mini-extract styles group', () => {
    const base = fs.readFileSync(path.resolve(__dirname, '../../node_modules/@docusaurus/core/lib/webpack/base.js'), 'utf8');
    expect(base).toMatch(/styles:\s*\{\s*name: 'styles',\s*type: 'css\/mini-extract',\s*chunks: `all`/);
  });

  it('names the stylesheet the search modal imports', () => {
    const modal = fs.readFileSync(path.resolve(__dirname, '../../src/theme/SearchBar/SearchModal.tsx'), 'utf8');
    const imported = /import '(@docsearch\/css\/dist\/modal\.css)';/.exec(modal)?.[1];
    expect(imported && MODAL_CSS.test(`/x/node_modules/${imported}`)).toBe(true);
  });
});
