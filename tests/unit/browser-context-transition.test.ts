// The "is browser" flip after hydration is rendered as a transition.
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import browserContextLoader from '../../src/patches/browser-context-transition/loader.js';

describe('browser context loader', () => {
  const provider = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')), 'lib/client/browserContext.js');

  it("makes the installed provider's flip a transition", () => {
    const patched = browserContextLoader(fs.readFileSync(provider, 'utf8'));
    expect(patched).toContain("import React, { startTransition, useEffect, useState } from 'react';");
    expect(patched).toContain('startTransition(() => setIsBrowser(true));');
    expect(patched.match(/setIsBrowser\(/g)).toHaveLength(1);
  });

  it('stops the build when the update it rewrites has changed', () => {
    expect(() => browserContextLoader("import React, { useEffect, useState } from 'react';\nsetBrowser(true);")).toThrow(/browser-context-loader/);
  });
});
