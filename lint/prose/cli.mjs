#!/usr/bin/env node
// `npm run lint:prose`: prints every finding of the prose lint and exits 1 when there is one.
import {lintSite} from './lint.mjs';

const found = await lintSite();
for (const f of found) console.log(`${f.file}:${f.line}:${f.column}  ${f.rule}  ${f.message}`);
console.log(found.length ? `prose lint: ${found.length} findings` : 'prose lint: clean');
process.exit(found.length ? 1 : 0);
