import {defineConfig} from 'vitest/config';

export default defineConfig({
  // JSX compiled for React 19 so unit tests can render components (the figures) to markup.
  esbuild: {jsx: 'automatic'},
  test: {include: ['tests/unit/**/*.test.ts'], environment: 'node'},
});
