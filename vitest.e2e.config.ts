import {defineConfig} from 'vitest/config';

// End-to-end tests: Debian's Chromium against build/ served by the production nginx config.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // expect.poll waits for a state the reader would see (results drawn, a banner shown). A loaded CI machine
    // can take more than the default 1 s to get there; speed is the benchmarks' business, not the tests'.
    expect: {poll: {timeout: 10_000}},
  },
});
