// Built pages ask for the site's scripts only after their first frame is drawn, in order.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {bootAfterFirstPaint, pageTemplate} from '../../src/ssr/pageTemplate';

function fakePage(visibilityState: 'visible' | 'hidden') {
  const added: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  vi.stubGlobal('document', {
    visibilityState,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (el: {src: string; async: boolean}) => added.push({...el})},
  });
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('setTimeout', (run: () => void) => timers.push(run));
  return {added, frames, timers};
}

afterEach(() => vi.unstubAllGlobals());

describe('bootAfterFirstPaint', () => {
  it('adds nothing until two frames have been drawn, then the scripts in order, not async', () => {
    const {added, frames, timers} = fakePage('visible');
    bootAfterFirstPaint(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual([
      {src: '/assets/js/runtime~main.1.js', async: false},
      {src: '/assets/js/main.2.js', async: false},
    ]);
  });

  it('starts at once in a background tab, which draws no frames', () => {
    const {added, frames} = fakePage('hidden');
    bootAfterFirstPaint(['/assets/js/main.2.js']);
    expect(frames).toEqual([]);
    expect(added).toEqual([{src: '/assets/js/main.2.js', async: false}]);
  });
});

describe('pageTemplate', () => {
  it('has no script tags for the entry scripts, only the boot call with their list', () => {
    expect(pageTemplate).not.toMatch(/<script src=/);
    expect(pageTemplate).toContain('it.scripts.map((script) => it.baseUrl + script)');
    expect(pageTemplate).toContain(`(${bootAfterFirstPaint.toString()})(`);
  });
});
