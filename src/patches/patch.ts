// What every performance patch under src/patches/ provides, and the helpers they share. The registry that
// turns them into one Docusaurus plugin is src/patches/index.ts; the table of patches is src/patches/README.md.
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

type WebpackConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/** The parts of a webpack configuration a patch may add. */
export interface WebpackPart {
  module?: {rules: object[]};
  resolve?: {alias: Record<string, string>};
  output?: Record<string, unknown>;
}

export interface Patch {
  /** The patch's folder under src/patches/, and its name in PITBASE_PATCHES_OFF. */
  name: string;
  configureWebpack?: (config: WebpackConfig, isServer: boolean) => WebpackPart;
  /** Browser modules loaded on every page, as a plugin's getClientModules() gives them. */
  clientModules?: string[];
  /** Throws when the installed Docusaurus is not the one the patch was written for (`npm run patches:check`). */
  check: () => void;
}

/** The folder of an installed package, found from its main module. */
export function packageDir(pkg: string): string {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    // A package whose exports leave out package.json: walk up from its main module.
  }
  let dir = path.dirname(require.resolve(pkg));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== pkg) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`patches: cannot find the folder of the installed ${pkg}`);
    dir = up;
  }
  return dir;
}

/** The path of one installed file, e.g. installedPath('@docusaurus/core', 'lib/client/prefetch.js'). */
export function installedPath(pkg: string, file: string): string {
  const target = path.join(packageDir(pkg), file);
  if (!fs.existsSync(target)) throw new Error(`patches: ${pkg} has no ${file}; the patch that rewrites it must be reviewed`);
  return target;
}

/** The text of one installed file. */
export const installedFile = (pkg: string, file: string) => fs.readFileSync(installedPath(pkg, file), 'utf8');

/**
 * Runs one of the patch's webpack loaders over the files `test` matches, before any other loader: in the browser
 * build only, or in both builds.
 */
export function preLoader(loader: string, {test, browserOnly}: {test: RegExp; browserOnly: boolean}): NonNullable<Patch['configureWebpack']> {
  return (_config, isServer) => {
    if (browserOnly && isServer) return {};
    return {module: {rules: [{test, enforce: 'pre' as const, use: [{loader}]}]}};
  };
}

/** Throws unless every one of `lines` is in `source` (a guard for a file Docusaurus generates at build time). */
export function expectLines(patch: string, file: string, source: string, lines: string[]): void {
  const missing = lines.filter((line) => !source.includes(line));
  if (missing.length > 0)
    throw new Error(`${patch}: ${file} no longer contains ${missing.map((l) => JSON.stringify(l)).join(', ')}; review src/patches/${patch}/`);
}
