// The docs plugin, with one change to what the browser downloads. Docusaurus puts every doc's id, title and
// description into the version data that every doc page loads; at PitBase's size that was the largest part
// of the chunk and grew with each page. Only cards read it (category pages, the Tech Database index), so it
// moves to its own module, which only those components import, and the version data keeps an empty map.
// The same list, with each doc's path and sidebar, also sits in the global data inside the main bundle,
// where the theme uses it only to tell which sidebar the current page belongs to (the navbar's active
// section). That question is answered just as well by one path pattern per site section.
// It also checks every page's front matter against src/lib/frontMatter.ts while the docs load.
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {checkFrontMatter} from '../lib/frontMatter';
import {docIdOfHref} from '../lib/sidebarDocIds';

export const CARDS_FILE = 'doc-cards.json';

/** What a card shows for a doc: [title, description]. */
export type DocCardText = [string, string];

type SidebarItem = {type?: string; href?: string; docId?: string; unlisted?: boolean; items?: SidebarItem[]};

/**
 * Sidebar items without `unlisted: false`, which every link carried (143 times in the guides sidebar, 0.2 KB
 * gzip on every guide page; the theme and the docs client only ever test `unlisted` for truth), and without
 * each link's doc id where its path implies it (0.7 KB more): src/theme/DocVersionRoot puts those back.
 */
export function slimSidebarItems<T extends SidebarItem>(items: T[]): T[] {
  return items.map((item) => {
    const {unlisted, docId, ...rest} = item;
    const slim = {...rest, ...(unlisted && {unlisted}), ...(docId !== docIdOfHref(item.href) && {docId})} as T;
    return item.items ? {...slim, items: slimSidebarItems(item.items)} : slim;
  });
}

/** Route props without the version's doc map and with slim sidebars; nested routes included. */
export function withoutDocMap(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: {docsSidebars?: Record<string, SidebarItem[]>}} | undefined)?.version;
  const docsSidebars =
    version?.docsSidebars && Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, slimSidebarItems(items)]));
  const props = version ? {...route.props, version: {...version, docs: {}, ...(docsSidebars && {docsSidebars})}} : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocMap)};
}

/**
 * A doc's metadata, as every doc page loads it, without the fields no client code reads: where the file sits
 * (`source`, `sourceDirName`, `slug`; the route already has the permalink), `draft` (the theme reads the front
 * matter's), each tag's `inline` flag, and the front matter's copy beyond `unlisted` and `draft`, which only the
 * content-visibility banners read (the page takes title, keywords and TOC levels from its content module). Anything that is not a doc's metadata passes unchanged.
 */
export function slimDocMetadata(data: unknown): unknown {
  const doc = data as {source?: unknown; permalink?: unknown; frontMatter?: unknown; tags?: {inline?: boolean}[]};
  if (typeof data !== 'object' || data === null || typeof doc.source !== 'string' || typeof doc.permalink !== 'string' || !doc.frontMatter) {
    return data;
  }
  const {source: _source, sourceDirName: _dir, slug: _slug, draft: _draft, ...rest} = data as Record<string, unknown>;
  const {unlisted, draft} = doc.frontMatter as {unlisted?: unknown; draft?: unknown};
  return {
    ...rest,
    // The page reads its front matter from its content module; this copy is read only for the two banners.
    frontMatter: {...(unlisted !== undefined && {unlisted}), ...(draft !== undefined && {draft})},
    ...(doc.tags && {tags: doc.tags.map(({inline: _inline, ...tag}) => tag)}),
  };
}

type VersionProp = {docsSidebars: Record<string, unknown>};
type SidebarRoute = RouteConfig & {sidebar?: string};

/** The first two path segments: /docs/guides/a/b gives /docs/guides. */
function sectionOfPath(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}

/**
 * For pages with a path and a sidebar: the section (first two path segments, below `root`) a page belongs
 * to when every page in that section shows the same sidebar; undefined for any other page.
 */
function singleSidebarSection<T extends {path: string; sidebar?: string}>(pages: T[], root: string): (page: T) => string | undefined {
  const sidebars = new Map<string, Set<string | undefined>>();
  for (const page of pages) {
    const section = sectionOfPath(page.path);
    if (!sidebars.has(section)) sidebars.set(section, new Set());
    sidebars.get(section)!.add(page.sidebar);
  }
  return (page) => {
    const section = sectionOfPath(page.path);
    return page.sidebar !== undefined && section !== root && sidebars.get(section)!.size === 1 ? section : undefined;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a docs version route by sidebar. Every doc page loaded the version data with all the sidebars in
 * it, though a page shows only its own; each sidebar gets its own copy of the version route, whose data
 * holds that sidebar only, over the pages that show it: whole sections (`/docs/guides`) and single
 * category pages (`/docs/category/parts-diagram`), joined in one path pattern. Pages with no sidebar (the
 * docs index, tags) stay on the original route. Moving between pages of one sidebar keeps the sidebar
 * mounted, so its open categories stay open; the layout above these routes stays mounted throughout.
 */
export function splitVersionBySidebar(versionRoute: RouteConfig): RouteConfig[] {
  const version = (versionRoute.props as {version?: VersionProp} | undefined)?.version;
  const sidebarRoute = versionRoute.routes?.find((r) => r.routes?.length);
  if (!version || !sidebarRoute?.routes) return [versionRoute];
  const docs = sidebarRoute.routes as SidebarRoute[];
  const root = versionRoute.path.replace(/\/$/, '');
  // A route is reached through its section when the whole section shares its sidebar, else through its own path.
  const sectionOf = singleSidebarSection(docs, root);
  const entry = (route: SidebarRoute) => sectionOf(route) ?? route.path.replace(/\/$/, '');
  const split: RouteConfig[] = [];
  const moved = new Set<RouteConfig>();
  for (const sidebar of Object.keys(version.docsSidebars)) {
    const routes = docs.filter((r) => r.sidebar === sidebar && entry(r).startsWith(`${root}/`));
    if (!routes.length) continue;
    routes.forEach((r) => moved.add(r));
    const entries = [...new Set(routes.map((r) => entry(r).slice(root.length + 1)))];
    split.push({
      ...versionRoute,
      path: `${root}/:section(${entries.map(escapeRegExp).join('|')})`,
      props: {...versionRoute.props, version: {...version, docsSidebars: {[sidebar]: version.docsSidebars[sidebar]}}},
      routes: [{...sidebarRoute, routes}],
    });
  }
  const rest = {
    ...versionRoute,
    routes: versionRoute.routes!.map((r) => (r === sidebarRoute ? {...r, routes: r.routes!.filter((d) => !moved.has(d))} : r)),
  };
  return [...split, rest];
}

type GlobalDoc = {id: string; path: string; sidebar?: string};
type GlobalVersion = {path: string; mainDocId: string; docs: GlobalDoc[]};

/**
 * The global data's doc list, shrunk: every section whose docs all share one sidebar becomes a single entry
 * whose path is a pattern (`/docs/tech/:rest*`, which the theme's `matchPath` also matches at `/docs/tech`);
 * docs in no such section, and the version's main doc, stay as they are.
 */
export function sectionDocs(docs: GlobalDoc[], mainDocId: string, root: string): GlobalDoc[] {
  const sectionOf = singleSidebarSection(docs, root.replace(/\/$/, ''));
  const result: GlobalDoc[] = [];
  const sections = new Set<string>();
  for (const doc of docs) {
    const section = sectionOf(doc);
    if (section && !sections.has(section)) {
      sections.add(section);
      result.push({id: `section:${section}`, path: `${section}/:rest*`, sidebar: doc.sidebar});
    }
    if (!section || doc.id === mainDocId) result.push(doc);
  }
  return result;
}

export default async function pitbaseDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async loadContent() {
      const content = await plugin.loadContent!();
      // The build fails on a page whose front matter breaks src/lib/frontMatter.ts, naming the page and the key.
      checkFrontMatter(
        content.loadedVersions.flatMap((v) => v.docs).map((d) => ({file: d.source.replace(/^@site\//, ''), frontMatter: d.frontMatter})),
      );
      return content;
    },
    async contentLoaded(args) {
      const cards = Object.fromEntries(
        args.content.loadedVersions.flatMap((v) => v.docs).map((d): [string, DocCardText] => [d.id, [d.title, d.description]]),
      );
      await args.actions.createData(CARDS_FILE, JSON.stringify(cards));
      const actions = {
        ...args.actions,
        createData: (name: string, data: string | object) => args.actions.createData(name, slimDocMetadata(data) as string | object),
        addRoute: (route: RouteConfig) => {
          const slim = withoutDocMap(route);
          args.actions.addRoute({...slim, routes: slim.routes?.flatMap(splitVersionBySidebar)});
        },
        setGlobalData: (data: unknown) => {
          const global = data as {versions: GlobalVersion[]};
          args.actions.setGlobalData({
            ...global,
            versions: global.versions.map((v) => ({...v, docs: sectionDocs(v.docs, v.mainDocId, v.path)})),
          });
        },
      };
      return plugin.contentLoaded!({...args, actions});
    },
  };
}

export {validateOptions};
