// A route component that is built the first time it is preloaded or rendered, not when the route table is
// evaluated. Docusaurus's generated route table builds every page's component up front, in the main bundle.
import {createElement, type ComponentType} from 'react';

export type RouteComponent = ComponentType<object> & {preload: () => Promise<unknown>};

export function lazyRouteComponent<Args extends unknown[]>(create: (...args: Args) => RouteComponent): (...args: Args) => RouteComponent {
  return (...args) => {
    let created: RouteComponent | undefined;
    const get = () => (created ??= create(...args));
    const Route = (props: object) => createElement(get(), props);
    return Object.assign(Route, {preload: () => get().preload()});
  };
}
