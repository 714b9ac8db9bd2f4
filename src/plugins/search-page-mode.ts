// Gives the /search route only the page of the search mode the site is built for. The theme's Algolia page
// brings the Algolia client and its helper (about 20 KB gzip) that a locally searched site never runs, and a
// runtime switch between the two pages would make every reader download both.
import path from 'node:path';
import type {Configuration} from 'webpack';
import type {Plugin} from '@docusaurus/types';
import {SEARCH_MODE} from '../../site.settings';

export const SEARCH_PAGE_MODULE = '@pitbase/search-page';

type Mode = 'algolia' | 'local';
type CacheConfig = {version?: string; [key: string]: unknown};

export function searchPageFile(mode: Mode): string {
  return mode === 'algolia'
    ? path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme/SearchPage/index.js')
    : path.resolve(__dirname, '../theme/SearchPage/LocalSearchPage.tsx');
}

/**
 * The alias, and the build cache's version with the mode in it: Docusaurus keys its persistent cache on the
 * theme's aliases only, so without this a build after a mode change reused the other mode's page.
 */
export function searchPageConfig(config: {cache?: unknown; experiments?: {cache?: unknown}}, mode: Mode) {
  const keyed = (cache: unknown) =>
    cache && typeof cache === 'object' ? {...(cache as CacheConfig), version: `${(cache as CacheConfig).version ?? ''}-search-${mode}`} : undefined;
  const cache = keyed(config.cache);
  const experimentalCache = keyed(config.experiments?.cache);
  return {
    resolve: {alias: {[`${SEARCH_PAGE_MODULE}$`]: searchPageFile(mode)}},
    ...(cache ? {cache} : {}),
    ...(experimentalCache ? {experiments: {cache: experimentalCache}} : {}),
  };
}

export default function searchPageMode(): Plugin {
  return {
    name: 'pitbase-search-page-mode',
    configureWebpack(config) {
      return searchPageConfig(config as Parameters<typeof searchPageConfig>[0], SEARCH_MODE) as Configuration;
    },
  };
}
