// Docusaurus prefetches the code of every page linked in view as soon as the link appears, and dozens of
// prefetches ran in one burst right after the page became interactive: the largest blocking task on a doc
// page (what each prefetch costs is cut by src/patches/prefetch-once/). This client module
// keeps prefetching but spreads it over idle time, one link at a time, and leaves it off with Data Saver.
import type {ClientModule} from '@docusaurus/types';

type Prefetch = (routePath: string) => false | Promise<void[]>;
interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => false | Promise<void[]>;
}

const whenIdle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 4000})
    : (run) => setTimeout(run, 200);

/** A prefetch that queues paths and runs the real one for one path per idle period. */
export function idlePrefetch(prefetch: Prefetch, schedule: (run: () => void) => void = whenIdle): Prefetch {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    const next = queue.shift();
    if (next === undefined) return;
    prefetch(next);
    if (queue.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };
  return (routePath) => {
    if (queued.has(routePath)) return false;
    queued.add(routePath);
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
    return false;
  };
}

let installed = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const w = window as unknown as {docusaurus?: DocusaurusGlobal};
    if (installed || !w.docusaurus) return;
    installed = true;
    const {prefetch, preload} = w.docusaurus;
    w.docusaurus = {preload, prefetch: idlePrefetch(prefetch)};
  },
};

export default clientModule;
