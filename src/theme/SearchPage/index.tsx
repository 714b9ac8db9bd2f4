/**
 * The search page of the site's search mode: the theme's Algolia page when Algolia is configured, else the
 * page that answers from the site's own index. src/plugins/search-page-mode.ts picks one at build time.
 */
export {default} from '@pitbase/search-page';
