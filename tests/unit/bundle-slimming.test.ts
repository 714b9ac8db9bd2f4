// Two changes that keep first-load JavaScript under the stock site's: the doc map out of the version data,
// and code blocks drawn without Prism.
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocMap} from '../../src/plugins/docs';
import {plainLines} from '../../src/lib/plainCode';

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

describe('plainLines', () => {
  it('gives one plain token per line and marks empty lines', () => {
    expect(plainLines('echo one\n\necho <two>')).toEqual([
      [{types: ['plain'], content: 'echo one'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'echo <two>'}],
    ]);
  });
});
