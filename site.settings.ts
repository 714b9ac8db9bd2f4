// The few values a deployment may want to change, kept in one place.
// Environment variables override them at build time.

/** Where the announcement bar's donation link leads. */
export const SUPPORT_URL = process.env.PITBASE_SUPPORT_URL ?? '/about#support';

/** The Russian-language pit bike source site linked under "More" and in the footer. */
export const EXTERNAL_SOURCE = {
  label: process.env.PITBASE_EXTERNAL_LABEL ?? 'Pit bike source (in Russian)',
  url: process.env.PITBASE_EXTERNAL_URL ?? 'https://remoto.by/statii',
};

/** Public origin the site is deployed at (used for canonical URLs and the sitemap). */
export const SITE_URL = process.env.PITBASE_SITE_URL ?? 'https://pitbase.example.org';

/**
 * Hosted search. With all three set at build time the site searches through Algolia DocSearch;
 * without them it searches the local index built from the pages.
 */
export const ALGOLIA = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
export const SEARCH_MODE: 'algolia' | 'local' = ALGOLIA.appId && ALGOLIA.apiKey && ALGOLIA.indexName ? 'algolia' : 'local';

/** Where "Let us know." in the search modal and other problem reports lead. */
export const REPORT_URL = process.env.PITBASE_REPORT_URL ?? '/about#report';

/**
 * Tag-manager analytics (the spec's section 7), off unless a Google Tag Manager container id is set at build
 * time (PITBASE_GTM_CONTAINER_ID=GTM-XXXXXXX). Without one the site makes no third-party request.
 */
export function tagManagerContainerId(value: string | undefined): string {
  const id = value?.trim() ?? '';
  if (id && !/^GTM-[A-Z0-9]{4,10}$/.test(id)) {
    throw new Error(`PITBASE_GTM_CONTAINER_ID must be a Tag Manager container id such as GTM-AB12CD3, got "${id}"`);
  }
  return id;
}
export const TAG_MANAGER_ID = tagManagerContainerId(process.env.PITBASE_GTM_CONTAINER_ID);
