// Link prefetching is queued and run one path per idle period, each path once.
import {describe, expect, it} from 'vitest';
import {idlePrefetch} from '../../src/patches/idle-prefetch/idlePrefetch';

function harness() {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const prefetch = idlePrefetch(
    (path) => {
      calls.push(path);
      return false;
    },
    (run) => pending.push(run),
  );
  const idle = () => pending.shift()?.();
  return {calls, pending, prefetch, idle};
}

describe('idlePrefetch', () => {
  it('does nothing until the browser is idle, then prefetches one path per idle period in order', () => {
    const {calls, pending, prefetch, idle} = harness();
    prefetch('/docs/a');
    prefetch('/docs/b');
    prefetch('/docs/c');
    expect(calls).toEqual([]);
    expect(pending).toHaveLength(1);
    idle();
    expect(calls).toEqual(['/docs/a']);
    idle();
    idle();
    expect(calls).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(pending).toHaveLength(0);
  });

  it('prefetches a path once however often its links come into view', () => {
    const {calls, prefetch, idle} = harness();
    prefetch('/docs/a');
    prefetch('/docs/a');
    idle();
    prefetch('/docs/a');
    idle();
    expect(calls).toEqual(['/docs/a']);
  });

  it('starts again when new links appear after the queue ran dry', () => {
    const {calls, pending, prefetch, idle} = harness();
    prefetch('/docs/a');
    idle();
    expect(pending).toHaveLength(0);
    prefetch('/docs/b');
    expect(pending).toHaveLength(1);
    idle();
    expect(calls).toEqual(['/docs/a', '/docs/b']);
  });
});
