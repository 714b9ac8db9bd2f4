// slim-client-registry, against the installed Docusaurus: core's own code generator writes a registry for two
// routes, and the loader must rewrite every entry it wrote, changing nothing but the module paths.
import {describe, expect, it} from 'vitest';
import {installedRegistry} from '../support/installedRegistry';
import clientRegistryLoader from '../../src/patches/slim-client-registry/loader.js';

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
