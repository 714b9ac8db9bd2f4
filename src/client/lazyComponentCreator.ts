// The client's ComponentCreator for the generated route table (see src/plugins/lazy-route-components.ts):
// each call flattened the page's chunk names and built a react-loadable component, for all 325 routes while
// the main bundle was evaluated (about 30 ms of main thread on this machine, more with every page).
import ComponentCreator from '@docusaurus/ComponentCreator';
import {lazyRouteComponent, type RouteComponent} from '../lib/lazyRouteComponent';

export default lazyRouteComponent(ComponentCreator as unknown as (path: string, hash: string) => RouteComponent);
