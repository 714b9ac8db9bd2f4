import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Two projects, run together by `npm run test:unit` and `npm test`:
// - unit: plain Node; JSX compiled for React 19 so tests can render components (the figures) to markup.
// - component: the calculators and the Feedback chat in happy-dom, driven with Testing Library as a reader would.
//   Docusaurus's own client modules (Link, the router, useBaseUrl) are small stand-ins (tests/component/support).
const site = path.resolve(__dirname);
const support = (file: string) => path.join(site, 'tests/component/support', file);

export default defineConfig({
  esbuild: {jsx: 'automatic'},
  resolve: {alias: {'@site': site}},
  test: {
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node'}},
      {
        extends: true,
        resolve: {
          alias: {
            '@docusaurus/Link': support('Link.tsx'),
            '@docusaurus/router': support('router.ts'),
            '@docusaurus/useBaseUrl': support('useBaseUrl.ts'),
          },
        },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
        },
      },
    ],
  },
});
