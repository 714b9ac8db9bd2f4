// The phone/desktop layout swap after hydration is rendered as a transition.
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import windowSizeLoader from '../../src/patches/window-size-transition/loader.js';

describe('window size loader', () => {
  const hook = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js');

  it("makes the installed hook's size update a transition", () => {
    const patched = windowSizeLoader(fs.readFileSync(hook, 'utf8'));
    expect(patched).toContain("import { startTransition, useEffect, useState } from 'react';");
    expect(patched).toContain('startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));');
    expect(patched.match(/setWindowSize\(/g)).toHaveLength(1);
  });

  it('stops the build when the update it rewrites has changed', () => {
    expect(() => windowSizeLoader("import { useEffect, useState } from 'react';\nsetWindowSize('mobile');")).toThrow(/window-size-loader/);
  });
});
