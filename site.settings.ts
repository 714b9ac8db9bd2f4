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
