#!/usr/bin/env node
// `npm test`: typecheck, the performance patches' guards, unit and component tests, the checked production build,
// then end-to-end tests in Chromium behind nginx. Ends with one "N passed, N failed" line that counts every test of both suites.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const node = process.execPath;
const bin = (pkg, file) => `node_modules/${pkg}/${file}`;
fs.mkdirSync('.tmp', {recursive: true});

function run(label, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(node, args, {stdio: 'inherit', env});
  return res.status === 0;
}

function vitest(label, config, report) {
  fs.rmSync(report, {force: true});
  const ok = run(label, [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests + (ok || r.numFailedTests ? 0 : 1);
  }
  return {ok, passed, failed};
}

const totals = {passed: 0, failed: 0};
const add = (r) => {
  totals.passed += r.passed;
  totals.failed += r.failed;
  return r.ok;
};

let ok = run('typecheck', [bin('typescript', 'bin/tsc'), '--noEmit']);
if (!ok) totals.failed++;
// ESLint (typescript-eslint, react-hooks, jsx-a11y) and Prettier's format check, as `npm run lint`.
const lintOk =
  run('lint (ESLint)', [bin('eslint', 'bin/eslint.js'), '.']) &&
  run('format check (Prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '.']);
if (!lintOk) totals.failed++;
ok = lintOk && ok;
// Every performance patch's guard against the installed Docusaurus (src/patches/check.ts), before any build.
const patchesOk = run('patches:check', [bin('tsx', 'dist/cli.mjs'), 'src/patches/check.ts']);
if (!patchesOk) totals.failed++;
ok = patchesOk && ok;
// Both projects of vitest.config.ts: unit (Node) and component (happy-dom with Testing Library).
ok = add(vitest('unit and component tests', 'vitest.config.ts', '.tmp/unit-report.json')) && ok;
const localBuilt = run('production build (no broken links, anchors or duplicate routes)', ['scripts/build-checked.mjs']);
// The same site with hosted search switched on; the e2e suite checks both. Credentials are dummies: the
// tests answer the hosted service's requests themselves.
const algoliaBuilt = run('production build with Algolia search', ['scripts/build-checked.mjs', '--out-dir', '.tmp/build-algolia'], {
  ...process.env,
  ALGOLIA_APP_ID: 'PITBASETEST',
  ALGOLIA_API_KEY: 'test-search-key',
  ALGOLIA_INDEX_NAME: 'pitbase',
});
const built = localBuilt && algoliaBuilt;
if (!localBuilt) totals.failed++;
if (!algoliaBuilt) totals.failed++;
if (built) ok = add(vitest('end-to-end tests (Chromium + nginx)', 'vitest.e2e.config.ts', '.tmp/e2e-report.json')) && ok;
ok = ok && built;

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
