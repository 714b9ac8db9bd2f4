// Docusaurus's browser entry is replaced by PitBase's staged one, and only while the original is the one it copies.
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import stagedEntryLoader from '../../src/patches/staged-entry/loader.js';

const entry = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')), 'lib/client/clientEntry.js');
const staged = path.resolve('src/patches/staged-entry/stagedClientEntry.js');

function load(source: string, resourcePath = entry) {
  const dependencies: string[] = [];
  const output = (stagedEntryLoader as (this: {addDependency: (f: string) => void; resourcePath: string}, s: string) => string).call(
    {addDependency: (f) => dependencies.push(f), resourcePath},
    source,
  );
  return {output, dependencies};
}

describe('staged entry loader', () => {
  it('gives the staged entry in place of the installed Docusaurus entry, and watches it', () => {
    const {output, dependencies} = load(fs.readFileSync(entry, 'utf8'));
    expect(output).toBe(fs.readFileSync(staged, 'utf8'));
    expect(dependencies).toEqual([staged]);
  });

  it('stops the build when the original entry has changed', () => {
    const changed = fs.readFileSync(entry, 'utf8').replace("import App from './App';", "import App from './AppShell';");
    expect(() => load(changed)).toThrow(/staged-entry-loader/);
  });

  it("stops the build when Docusaurus's route preload, which the staged entry does a route at a time, has changed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-entry-'));
    try {
      const preload = fs.readFileSync(path.join(path.dirname(entry), 'preload.js'), 'utf8');
      fs.writeFileSync(path.join(dir, 'preload.js'), preload.replace('match.route.component.preload?.()', 'match.route.component.preload?.(match)'));
      expect(() => load(fs.readFileSync(entry, 'utf8'), path.join(dir, 'clientEntry.js'))).toThrow(/preload\.js changed/);
      fs.writeFileSync(path.join(dir, 'preload.js'), preload);
      expect(load(fs.readFileSync(entry, 'utf8'), path.join(dir, 'clientEntry.js')).output).toBe(fs.readFileSync(staged, 'utf8'));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('staged entry', () => {
  const source = fs.readFileSync(staged, 'utf8');

  it('evaluates React DOM and the app shell from the main chunk, not from chunks of their own', () => {
    expect(source).toContain(`import(/* webpackMode: "eager" */ 'react-dom/client')`);
    expect(source).toContain(`import(/* webpackMode: "eager" */ './App')`);
    expect(source).not.toMatch(/^import .* from '(react-dom\/client|\.\/App)';$/m);
  });
});
