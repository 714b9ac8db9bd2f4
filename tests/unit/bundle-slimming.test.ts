// Two changes that keep first-load JavaScript under the stock site's: the doc map out of the version data,
// and code blocks drawn without Prism.
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {sectionDocs, slimDocMetadata, slimSidebarItems, splitVersionBySidebar, withoutDocMap} from '../../src/plugins/docs';
import {plainLines} from '../../src/lib/plainCode';
import {docIdOfHref, withDocIds} from '../../src/lib/sidebarDocIds';
import {matchPath} from 'react-router';
import clientRegistryLoader from '../../src/patches/slim-client-registry/loader.js';

describe('withoutDocMap', () => {
  const versionRoute: RouteConfig = {
    path: '/docs',
    component: 'root',
    routes: [
      {
        path: '/docs',
        component: 'version',
        props: {
          version: {
            label: 'Next',
            docsSidebars: {techSidebar: [{type: 'link', href: '/docs/tech/x', label: 'X'}]},
            docs: {'tech/x': {id: 'tech/x', title: 'X', description: 'What X is', sidebar: 'techSidebar'}},
          },
        },
        routes: [{path: '/docs/tech/x', component: 'doc'}],
      },
    ],
  };

  it('empties the doc map of nested version props and keeps the sidebars and the rest', () => {
    const slim = withoutDocMap(versionRoute);
    const version = (slim.routes![0]!.props as {version: {label: string; docsSidebars: unknown; docs: Record<string, unknown>}}).version;
    expect(version.docs).toEqual({});
    expect(version.label).toBe('Next');
    expect(version.docsSidebars).toEqual({techSidebar: [{type: 'link', href: '/docs/tech/x', label: 'X'}]});
    expect(slim.routes![0]!.routes).toEqual([{path: '/docs/tech/x', component: 'doc', props: undefined, routes: undefined}]);
  });

  it('does not change the route it was given', () => {
    withoutDocMap(versionRoute);
    const docs = (versionRoute.routes![0]!.props as {version: {docs: Record<string, {description?: string}>}}).version.docs;
    expect(docs['tech/x']!.description).toBe('What X is');
  });
});

describe('slimSidebarItems', () => {
  const items = [
    {type: 'link', href: '/docs/guides/', label: 'Guides', docId: 'guides/index', unlisted: false},
    {
      type: 'category',
      label: 'C',
      collapsed: true,
      items: [
        {type: 'link', href: '/docs/c/b', label: 'B', docId: 'c/b', unlisted: false},
        {type: 'link', href: '/docs/c/hidden', label: 'Hidden', docId: 'c/hidden', unlisted: true},
        {type: 'link', href: '/docs/c/moved', label: 'Moved', docId: 'c/old-id', unlisted: false},
      ],
    },
  ];

  it('drops unlisted: false and the doc ids the paths imply, at every depth, and keeps everything else', () => {
    expect(slimSidebarItems(items)).toEqual([
      {type: 'link', href: '/docs/guides/', label: 'Guides'},
      {
        type: 'category',
        label: 'C',
        collapsed: true,
        items: [
          {type: 'link', href: '/docs/c/b', label: 'B'},
          {type: 'link', href: '/docs/c/hidden', label: 'Hidden', unlisted: true},
          {type: 'link', href: '/docs/c/moved', label: 'Moved', docId: 'c/old-id'},
        ],
      },
    ]);
    expect(items[0]).toHaveProperty('unlisted', false);
  });

  it('loses no doc id: withDocIds on the slim items gives back every id', () => {
    const ids = (list: {docId?: string; items?: unknown[]}[]): (string | undefined)[] =>
      list.flatMap((i) => (i.items ? ids(i.items as typeof list) : [i.docId]));
    expect(ids(withDocIds(slimSidebarItems(items)))).toEqual(ids(items));
  });

  it('derives a doc id only for a path under /docs/', () => {
    expect(docIdOfHref('/docs/tech/x')).toBe('tech/x');
    expect(docIdOfHref('/docs/guides/')).toBe('guides/index');
    expect(docIdOfHref('/search')).toBeUndefined();
    expect(withDocIds([{type: 'link', href: 'https://example.com/'}])).toEqual([{type: 'link', href: 'https://example.com/'}]);
  });

  it('is applied to the sidebars of the version props', () => {
    const route: RouteConfig = {
      path: '/docs',
      component: 'version',
      props: {version: {docs: {}, docsSidebars: {s: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a', unlisted: false}]}}},
    };
    const version = (withoutDocMap(route).props as {version: {docsSidebars: unknown}}).version;
    expect(version.docsSidebars).toEqual({s: [{type: 'link', href: '/docs/a', label: 'A'}]});
  });
});

describe('slimDocMetadata', () => {
  const doc = {
    id: 'tech/x',
    title: 'X',
    description: 'What X is',
    source: '@site/docs/tech/x.mdx',
    sourceDirName: 'tech',
    slug: '/tech/x',
    permalink: '/docs/tech/x',
    draft: false,
    unlisted: false,
    tags: [{inline: false, label: 'Engines', permalink: '/docs/tags/engine', description: 'Engines.'}],
    frontMatter: {title: 'X', keywords: ['x']},
    sidebar: 'tech',
    previous: {title: 'W', permalink: '/docs/tech/w'},
  };

  it("keeps what the doc page reads and drops the file location, draft and the tags' inline flag", () => {
    expect(slimDocMetadata(doc)).toEqual({
      id: 'tech/x',
      title: 'X',
      description: 'What X is',
      permalink: '/docs/tech/x',
      unlisted: false,
      tags: [{label: 'Engines', permalink: '/docs/tags/engine', description: 'Engines.'}],
      frontMatter: {},
      sidebar: 'tech',
      previous: {title: 'W', permalink: '/docs/tech/w'},
    });
  });

  it("keeps the front matter's unlisted and draft for the banners", () => {
    const hidden = slimDocMetadata({...doc, frontMatter: {title: 'X', unlisted: true, draft: false}}) as {frontMatter: unknown};
    expect(hidden.frontMatter).toEqual({unlisted: true, draft: false});
  });

  it('passes other data unchanged', () => {
    expect(slimDocMetadata('{"a":1}')).toBe('{"a":1}');
    const card = {id: 'c', source: 'x'};
    expect(slimDocMetadata(card)).toBe(card);
  });
});

describe('plainLines', () => {
  it('gives one plain token per line and marks empty lines', () => {
    expect(plainLines('echo one\n\necho <two>')).toEqual([
      [{types: ['plain'], content: 'echo one'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'echo <two>'}],
    ]);
  });
});

describe('sectionDocs', () => {
  const docs = [
    {id: 'index', path: '/docs', sidebar: undefined},
    {id: 'guides/index', path: '/docs/guides', sidebar: 'guides'},
    {id: 'guides/a/one', path: '/docs/guides/a/one', sidebar: 'guides'},
    {id: 'guides/b/two', path: '/docs/guides/b/two', sidebar: 'guides'},
    {id: 'tech/x', path: '/docs/tech/x', sidebar: 'tech'},
    {id: 'tech/y', path: '/docs/tech/y', sidebar: 'tech'},
    {id: 'mixed/p', path: '/docs/mixed/p', sidebar: 'guides'},
    {id: 'mixed/q', path: '/docs/mixed/q', sidebar: 'tech'},
  ];
  // The theme finds the current doc with react-router's matchPath, exact and not strict.
  const matchesSection = (entry: {path: string}, path: string) => !!matchPath(path, {path: entry.path, exact: true, strict: false});

  it('gives one entry per single-sidebar section and keeps the docs outside any section', () => {
    const slim = sectionDocs(docs, 'index', '/docs');
    expect(slim).toEqual([
      {id: 'index', path: '/docs', sidebar: undefined},
      {id: 'section:/docs/guides', path: '/docs/guides/:rest*', sidebar: 'guides'},
      {id: 'section:/docs/tech', path: '/docs/tech/:rest*', sidebar: 'tech'},
      {id: 'mixed/p', path: '/docs/mixed/p', sidebar: 'guides'},
      {id: 'mixed/q', path: '/docs/mixed/q', sidebar: 'tech'},
    ]);
  });

  it('still tells every doc its sidebar', () => {
    const slim = sectionDocs(docs, 'index', '/docs');
    for (const doc of docs) {
      expect(slim.find((entry) => matchesSection(entry, doc.path))?.sidebar).toBe(doc.sidebar);
    }
  });

  it('matches nothing outside its section', () => {
    const slim = sectionDocs(docs, 'index', '/docs');
    expect(slim.filter((entry) => matchesSection(entry, '/docs/guidesx'))).toEqual([]);
    expect(slim.filter((entry) => matchesSection(entry, '/docs/tags/oil'))).toEqual([]);
  });

  it('keeps the version main doc even inside a section', () => {
    expect(sectionDocs(docs, 'tech/x', '/docs').filter((d) => d.id === 'tech/x')).toEqual([{id: 'tech/x', path: '/docs/tech/x', sidebar: 'tech'}]);
  });
});

describe('splitVersionBySidebar', () => {
  const sidebars = {guides: [{type: 'link', href: '/docs/guides/a', label: 'A'}], tech: [{type: 'link', href: '/docs/tech/x', label: 'X'}]};
  const doc = (path: string, sidebar?: string) => ({path, component: 'doc', exact: true, ...(sidebar ? {sidebar} : {})});
  const versionRoute: RouteConfig = {
    path: '/docs',
    component: 'version',
    props: {version: {label: 'Next', docsSidebars: sidebars}},
    routes: [
      {
        path: '/docs',
        component: 'docRoot',
        routes: [
          doc('/docs'),
          doc('/docs/guides/a', 'guides'),
          doc('/docs/guides/b', 'guides'),
          doc('/docs/tech/x', 'tech'),
          doc('/docs/category/one', 'guides'),
          doc('/docs/category/two', 'tech'),
        ],
      },
      {path: '/docs/tags', component: 'tags', exact: true},
    ],
  };
  const paths = (r: RouteConfig) => r.routes![0]!.routes!.map((d) => d.path);
  const sidebarNames = (r: RouteConfig) => Object.keys((r.props as {version: {docsSidebars: object}}).version.docsSidebars);
  const enters = (r: RouteConfig, url: string) => !!matchPath(url, {path: r.path, exact: false});

  it('gives each sidebar its own version route, holding only that sidebar, over its sections and category pages', () => {
    const [guides, tech, rest] = splitVersionBySidebar(versionRoute);
    expect([paths(guides!), sidebarNames(guides!)]).toEqual([['/docs/guides/a', '/docs/guides/b', '/docs/category/one'], ['guides']]);
    expect([paths(tech!), sidebarNames(tech!)]).toEqual([['/docs/tech/x', '/docs/category/two'], ['tech']]);
    expect([rest!.path, paths(rest!), sidebarNames(rest!)]).toEqual(['/docs', ['/docs'], ['guides', 'tech']]);
    expect(rest!.routes![1]).toEqual({path: '/docs/tags', component: 'tags', exact: true});
  });

  it('is entered by React Router for exactly its own pages', () => {
    const [guides, tech] = splitVersionBySidebar(versionRoute);
    expect(
      ['/docs/guides/a', '/docs/guides/', '/docs/category/one', '/docs/category/two', '/docs/tech/x', '/docs', '/docs/guidesx'].map((u) =>
        enters(guides!, u),
      ),
    ).toEqual([true, true, true, false, false, false, false]);
    expect(['/docs/tech/x', '/docs/category/two', '/docs/category/one', '/docs/tags'].map((u) => enters(tech!, u))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('places every doc route exactly once', () => {
    const all = splitVersionBySidebar(versionRoute).flatMap(paths).sort();
    expect(all).toEqual(paths(versionRoute).sort());
  });

  it('leaves a route without version data alone', () => {
    const plain: RouteConfig = {path: '/blog', component: 'blog'};
    expect(splitVersionBySidebar(plain)).toEqual([plain]);
  });
});

describe('client registry loader', () => {
  it('empties the module path of each registry entry and keeps its loader and weak id', () => {
    const entry = `  "00fc3732": [() => import(/* webpackChunkName: "00fc3732" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],`;
    expect(clientRegistryLoader(`export default {\n${entry}\n};`)).toBe(
      `export default {\n  "00fc3732": [() => import(/* webpackChunkName: "00fc3732" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],\n};`,
    );
  });

  it('stops the build when an entry is written some other way, or when there are none', () => {
    const changed = `  "00fc3732": [() => import("@site/docs/a.mdx"), {path: "@site/docs/a.mdx"}, require.resolveWeak("@site/docs/a.mdx")],`;
    const usual = `  "1b2c": [() => import("@site/docs/b.mdx"), "@site/docs/b.mdx", require.resolveWeak("@site/docs/b.mdx")],`;
    expect(() => clientRegistryLoader(`export default {\n${usual}\n${changed}\n};`)).toThrow(/client-registry-loader: 1 of 2/);
    expect(() => clientRegistryLoader('export default {\n  "1b2c": {loader: () => import("@site/docs/b.mdx")},\n};')).toThrow(
      /client-registry-loader/,
    );
  });
});
