// slim-client-registry, against the installed Docusaurus: core's own code generator writes a registry for two
// routes, and the loader must rewrite every entry it wrote, changing nothing but the module paths.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import clientRegistryLoader from '../../src/patches/slim-client-registry/loader.js';

const require = createRequire(import.meta.url);
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (p: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
};

async function installedRegistry(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-registry-'));
  const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
  await generateRouteFiles({
    generatedFilesDir: dir,
    routes: [
      {path: '/docs/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}, plugin},
      {path: '/docs/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b.mdx'}, plugin},
    ],
  });
  const source = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
  fs.rmSync(dir, {recursive: true, force: true});
  return source;
}

describe('slim-client-registry on the registry the installed core writes', () => {
  it('empties the module path of every entry and leaves the rest of the file as core wrote it', async () => {
    const original = await installedRegistry();
    const entries = original.split('require.resolveWeak(').length - 1;
    expect(entries).toBeGreaterThanOrEqual(3); // two docs and their page component
    const slim = clientRegistryLoader(original);
    expect(slim.split('require.resolveWeak(').length - 1).toBe(entries);
    expect(slim).not.toMatch(/\), "@/);
    // Put each path back where it was emptied: the original, byte for byte.
    const restored = slim.replace(
      /\), ""(, require\.resolveWeak\("([^"]+)"\))/g,
      (_m: string, rest: string, modulePath: string) => `), "${modulePath}"${rest}`,
    );
    expect(restored).toBe(original);
  });
});
