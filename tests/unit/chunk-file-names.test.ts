// chunk-file-names: lazy chunks named by id. Compared with the installed Docusaurus's own chunk file name, the
// patch changes only the [name] part: same folder, same content hash, same extension.
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import patch from '../../src/patches/chunk-file-names';
import {expectLines} from '../../src/patches/patch';

const base = fs.readFileSync(path.resolve('node_modules/@docusaurus/core/lib/webpack/base.js'), 'utf8');
const clientBuild = () => patch.configureWebpack!({} as never, false) as {output?: {chunkFilename?: string}};

afterEach(() => vi.unstubAllEnvs());

describe('chunk-file-names', () => {
  it("names production chunks like the installed Docusaurus does, with the chunk's id in place of its name", () => {
    vi.stubEnv('NODE_ENV', 'production');
    const original = base.match(/chunkFilename: isProd\s*\?\s*'([^']+)'/)?.[1];
    expect(original).toBe('assets/js/[name].[contenthash:8].js');
    expect(clientBuild().output?.chunkFilename).toBe(original!.replace('[name]', '[id]'));
  });

  it('leaves the server build and the dev server alone', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(patch.configureWebpack!({} as never, true)).toEqual({});
    vi.stubEnv('NODE_ENV', 'development');
    expect(clientBuild()).toEqual({});
  });

  it('its guard fails when core no longer names chunks by [name]', () => {
    expect(() => patch.check()).not.toThrow();
    const changed = base.replaceAll("'assets/js/[name].[contenthash:8].js'", "'assets/js/[id].[contenthash:8].js'");
    expect(() =>
      expectLines('chunk-file-names', '@docusaurus/core/lib/webpack/base.js', changed, ["? 'assets/js/[name].[contenthash:8].js'"]),
    ).toThrow(/chunk-file-names: @docusaurus\/core\/lib\/webpack\/base\.js no longer contains/);
  });
});
