// Quick relevance check for tuning: hits@3 and MRR of the local engine on build/, no browser, no Pagefind.
// usage: npx vite-node bench/relevance-quick.ts [tuning|heldout] [--misses]
import fs from 'node:fs';
import YAML from 'yaml';
import {loadBuiltEngine} from '../src/search/builtIndex';
import {hitsAt3, type RelevanceCase} from '../src/search/relevance';

const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const which = process.argv.includes('heldout') ? 'heldout' : 'tuning';
const file = which === 'heldout' ? 'bench/search-heldout.yaml' : 'bench/search-relevance.yaml';
const cases = YAML.parse(fs.readFileSync(file, 'utf8')) as RelevanceCase[];
const engine = await loadBuiltEngine('build');
const r = await hitsAt3(cases, async (q) => (await engine.search(q, {hitsPerPage: 50, facetFilters: CONTEXT})).hits.map((h) => h.url_without_anchor));
console.log(`${which}: hits@3 ${r.hits}/${r.total} = ${(r.ratio * 100).toFixed(1)}%, MRR ${r.mrr.toFixed(3)}`);
if (process.argv.includes('--misses')) for (const m of r.misses) console.log(`  "${m.q}" -> ${m.got.join(', ')}`);
