// PitBase's performance patches, registered as one Docusaurus plugin. Each folder here is one patch: its
// webpack loader or options, its browser half, its guard and its NOTES.md; README.md is the table of them.
//
// PITBASE_PATCHES_OFF switches patches off for one build or dev server, to bisect a hydration bug or to
// re-measure a patch: a comma-separated list of folder names (PITBASE_PATCHES_OFF=staged-entry,prefetch-once),
// or `all`.
import type {Plugin} from '@docusaurus/types';
import type {Patch, WebpackPart} from './patch';
import browserContextTransition from './browser-context-transition';
import chunkFileNames from './chunk-file-names';
import idlePrefetch from './idle-prefetch';
import lazyRouteComponents from './lazy-route-components';
import plainCodeBlocks from './plain-code-blocks';
import prefetchOnce from './prefetch-once';
import searchModalCss from './search-modal-css';
import slimClientRegistry from './slim-client-registry';
import stagedEntry from './staged-entry';
import unnamedRouteChunks from './unnamed-route-chunks';
import windowSizeTransition from './window-size-transition';

export const PATCHES: readonly Patch[] = [
  plainCodeBlocks,
  chunkFileNames,
  searchModalCss,
  slimClientRegistry,
  unnamedRouteChunks,
  lazyRouteComponents,
  prefetchOnce,
  windowSizeTransition,
  browserContextTransition,
  stagedEntry,
  idlePrefetch,
];

/** The patches left on by a PITBASE_PATCHES_OFF value; an unknown name is an error that lists the known ones. */
export function enabledPatches(off: string | undefined = process.env.PITBASE_PATCHES_OFF): Patch[] {
  const names = (off ?? '')
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.includes('all')) return [];
  const known = new Set(PATCHES.map((p) => p.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new Error(`PITBASE_PATCHES_OFF names no patch called ${unknown.join(', ')}; the patches are: all, ${[...known].join(', ')}`);
  }
  return PATCHES.filter((p) => !names.includes(p.name));
}

/** The webpack parts of several patches as one (rules appended, aliases and output options merged). */
export function mergeParts(parts: WebpackPart[]): WebpackPart {
  const merged: WebpackPart = {};
  for (const part of parts) {
    if (part.module) merged.module = {rules: [...(merged.module?.rules ?? []), ...part.module.rules]};
    if (part.resolve) merged.resolve = {alias: {...merged.resolve?.alias, ...part.resolve.alias}};
    if (part.output) merged.output = {...merged.output, ...part.output};
  }
  return merged;
}

export default function pitbasePatches(): Plugin {
  const patches = enabledPatches();
  const off = PATCHES.filter((p) => !patches.includes(p)).map((p) => p.name);
  if (off.length > 0) console.warn(`[pitbase-patches] off for this build: ${off.join(', ')}`);
  return {
    name: 'pitbase-patches',
    getClientModules: () => patches.flatMap((p) => p.clientModules ?? []),
    configureWebpack: (config, isServer) => mergeParts(patches.map((p) => p.configureWebpack?.(config, isServer) ?? {})),
  };
}
