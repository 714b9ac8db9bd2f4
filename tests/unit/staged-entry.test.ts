// Docusaurus's browser entry is replaced by PitBase's staged one, and only while the original is the one it copies.
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import stagedEntryLoader from '../../src/plugins/staged-entry-loader.js';

const entry = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')), 'lib/client/clientEntry.js');
const staged = path.resolve('src/client/stagedClientEntry.js');

function load(source: string) {
  const dependencies: string[] = [];
  const output = (stagedEntryLoader as (this: {addDependency: (f: string) => void}, s: string) => string).call(
    {addDependency: (f) => dependencies.push(f)},
    source,
  );
  return {output, dependencies};
}

describe('staged entry loader', () => {
  it("gives the staged entry in place of the installed Docusaurus entry, and watches it", () => {
    const {output, dependencies} = load(fs.readFileSync(entry, 'utf8'));
    expect(output).toBe(fs.readFileSync(staged, 'utf8'));
    expect(dependencies).toEqual([staged]);
  });

  it('stops the build when the original entry has changed', () => {
    const changed = fs.readFileSync(entry, 'utf8').replace("import App from './App';", "import App from './AppShell';");
    expect(() => load(changed)).toThrow(/staged-entry-loader/);
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
