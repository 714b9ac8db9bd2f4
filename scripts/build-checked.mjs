#!/usr/bin/env node
// Runs `docusaurus build` and fails when the log holds a broken link, anchor, markdown link or duplicate route.
import {spawn} from 'node:child_process';
import {forbiddenWarnings} from './build-warnings.mjs';

const child = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    log += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}
child.on('close', (code) => {
  const found = forbiddenWarnings(log);
  if (code !== 0) process.exit(code ?? 1);
  if (found.length) {
    console.error(`\nbuild-checked: the build warned about ${found.join(', ')}; fix them before shipping.`);
    process.exit(1);
  }
  console.log('build-checked: no broken links, anchors, markdown links or duplicate routes.');
});
