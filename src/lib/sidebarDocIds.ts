// A sidebar link's doc id is its path under /docs/ ("/docs/tech/x" is "tech/x", "/docs/guides/" is
// "guides/index") on every PitBase page, so the build leaves ids that follow that rule out of the sidebar data
// every doc page loads (src/plugins/docs.ts), and DocVersionRoot puts them back before the theme reads them
// (breadcrumbs mark the current page by its id, doc cards look up their text by it).

type Item = {type?: string; href?: string; docId?: string; items?: Item[]};

/** The doc id a sidebar link's path implies, or undefined for a path outside /docs/. */
export function docIdOfHref(href: string | undefined): string | undefined {
  if (!href?.startsWith('/docs/')) return undefined;
  const rest = href.slice('/docs/'.length);
  return rest === '' || rest.endsWith('/') ? `${rest}index` : rest;
}

/** Sidebar items with each link's doc id restored from its path where the build left it out. */
export function withDocIds<T extends Item>(items: T[]): T[] {
  return items.map((item) => {
    const docId = item.type === 'link' && item.docId === undefined ? docIdOfHref(item.href) : undefined;
    const withId = docId ? {...item, docId} : item;
    return item.items ? {...withId, items: withDocIds(item.items)} : withId;
  });
}
