// ESLint for the TypeScript and React code: typescript-eslint's recommended rules, React hooks and jsx-a11y.
// Formatting is Prettier's job (npm run format:check); `npm run lint` runs both and is part of npm test.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/**', '.docusaurus/**', 'node_modules/**', 'bench/.work/**', '.tmp/**', 'lint/fixtures/**', 'test-results/**']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    // React code only: the e2e helpers named use* are not React hooks.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (role="region" with a label) must be reachable by keyboard, as axe requires.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {roles: ['region'], tags: []}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser, ...globals.serviceworker}},
    rules: {'@typescript-eslint/no-require-imports': 'off', 'no-unused-vars': ['error', {argsIgnorePattern: '^_', caughtErrors: 'none'}]},
  },
);
