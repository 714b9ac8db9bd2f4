// Route components are built on first use in the browser, and the route table is pointed at that builder.
import {describe, expect, it} from 'vitest';
import {createElement, type ComponentType} from 'react';
import {renderToString} from 'react-dom/server';
import {lazyRouteComponent, type RouteComponent} from '../../src/lib/lazyRouteComponent';
import lazyRoutesLoader from '../../src/patches/lazy-route-components/loader.js';

function fakeCreator() {
  const built: string[] = [];
  const create = (path: string, hash: string): RouteComponent => {
    built.push(`${path}-${hash}`);
    const Page = (props: {title?: string}) => createElement('h1', null, `${path} ${props.title ?? ''}`);
    return Object.assign(Page, {preload: async () => `loaded ${path}`}) as RouteComponent;
  };
  return {built, creator: lazyRouteComponent(create)};
}

describe('lazyRouteComponent', () => {
  it('builds nothing while the route table is made', () => {
    const {built, creator} = fakeCreator();
    creator('/docs/a', 'abc');
    creator('/docs/b', 'def');
    expect(built).toEqual([]);
  });

  it('builds a route once, on preload, and passes on what its preload returns', async () => {
    const {built, creator} = fakeCreator();
    const route = creator('/docs/a', 'abc');
    expect(await route.preload()).toBe('loaded /docs/a');
    await route.preload();
    expect(built).toEqual(['/docs/a-abc']);
  });

  it('renders the built component with the props it is given, as the original would', () => {
    const {built, creator} = fakeCreator();
    const Route = creator('/docs/a', 'abc') as ComponentType<{title: string}>;
    expect(renderToString(createElement(Route, {title: 'Jetting'}))).toBe('<h1>/docs/a Jetting</h1>');
    expect(renderToString(createElement(Route, {title: 'Again'}))).toBe('<h1>/docs/a Again</h1>');
    expect(built).toEqual(['/docs/a-abc']);
  });
});

describe('lazy routes loader', () => {
  it("points the route table's ComponentCreator at the lazy one and leaves the routes alone", () => {
    const routes =
      "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [{path: '/about', component: ComponentCreator('/about', 'f3a'), exact: true}];\n";
    expect(lazyRoutesLoader(routes)).toBe(
      "import React from 'react';\nimport ComponentCreator from '@site/src/patches/lazy-route-components/lazyComponentCreator';\n\nexport default [{path: '/about', component: ComponentCreator('/about', 'f3a'), exact: true}];\n",
    );
  });

  it('stops the build when the route table imports ComponentCreator some other way', () => {
    expect(() => lazyRoutesLoader("import CC from '@docusaurus/ComponentCreator';")).toThrow(/lazy-routes-loader/);
  });
});
