// The client's ComponentCreator for the generated route table (see src/patches/lazy-route-components/):
// each call flattened the page's chunk names and built a react-loadable component, for all 325 routes while
// the main bundle was evaluated, a cost that grows with every page (at 4x CPU throttling, about 58 ms of an
// article's 370 ms main-bundle evaluation).
import ComponentCreator from '@docusaurus/ComponentCreator';
import {lazyRouteComponent, type RouteComponent} from '../../lib/lazyRouteComponent';

export default lazyRouteComponent(ComponentCreator as unknown as (path: string, hash: string) => RouteComponent);
