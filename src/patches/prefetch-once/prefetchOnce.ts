// Docusaurus prefetches every chunk of every route that a link in view leads to. Doc routes share their
// layout chunks, and many of those chunks already ran on the page, so an article asked for the same 29 files
// 382 times: each a <link rel="prefetch"> inserted into <head>, with the style invalidation that brings, in
// the seconds after the page became interactive. PitBase's build routes Docusaurus's prefetch helper through
// this (see src/patches/prefetch-once/loader.js): each file is requested once, and not at all when the page has
// already fetched it.

/** True when the page has already fetched `url`, by its resource timing entries. */
export function fetchedByPage(url: string): boolean {
  try {
    return performance.getEntriesByName(new URL(url, document.baseURI).href, 'resource').length > 0;
  } catch {
    return false;
  }
}

/** Wraps a prefetch of one file so each file is requested at most once, and never when already fetched. */
export function prefetchOnce(
  prefetch: (url: string) => Promise<void>,
  alreadyFetched: (url: string) => boolean = fetchedByPage,
): (url: string) => Promise<void> {
  const requested = new Set<string>();
  return (url) => {
    if (requested.has(url) || alreadyFetched(url)) return Promise.resolve();
    requested.add(url);
    return prefetch(url);
  };
}
