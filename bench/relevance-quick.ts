// Quick relevance check for tuning: hits@3 and MRR of the local engine on build/, no browser, no Pagefind.
// usage: npx vite-node bench/relevance-quick.ts [tuning|heldout] [--misses] [--rebuild] [--top3 FILE]
//   --rebuild   indexes build/'s rendered pages with the search code as it is now (as the build's postBuild
//               does), instead of reading build/search-index.json: a ranking or indexing change is tried
//               without a new site build.
//   --no-keywords  with --rebuild: leaves the pages' keywords out, to see what they change
//   --top3 FILE writes each question's first three pages to FILE (JSON), to compare two runs question by question.
import fs from 'node:fs';
import zlib from 'node:zlib';
import YAML from 'yaml';
import {loadBuiltEngine, readBuiltIndex} from '../src/search/builtIndex';
import {SearchEngine} from '../src/search/engine';
import {buildRecords} from '../src/plugins/search-index';
import {hitsAt3, type RelevanceCase} from '../src/search/relevance';

const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const which = process.argv.includes('heldout') ? 'heldout' : 'tuning';
const file = which === 'heldout' ? 'bench/search-heldout.yaml' : 'bench/search-relevance.yaml';
const cases = YAML.parse(fs.readFileSync(file, 'utf8')) as RelevanceCase[];
async function rebuiltEngine(): Promise<SearchEngine> {
  const routes = (fs.readdirSync('build', {recursive: true}) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('/index.html'))
    .map((f) => `/${f.slice(0, -'/index.html'.length)}`);
  let records = await buildRecords('build', routes);
  if (process.argv.includes('--no-keywords')) records = records.map(({keywords: _, ...r}) => r);
  const engine = SearchEngine.fromRecords(records, readBuiltIndex('build').answers ?? []);
  console.log(`index gzip ${(zlib.gzipSync(JSON.stringify(engine.index), {level: 6}).length / 1024).toFixed(1)} KB`);
  return engine;
}
const engine = process.argv.includes('--rebuild') ? await rebuiltEngine() : await loadBuiltEngine('build');
const top3: Record<string, string[]> = {};
const r = await hitsAt3(cases, async (q) => {
  const pages = (await engine.search(q, {hitsPerPage: 50, facetFilters: CONTEXT})).hits.map((h) => h.url_without_anchor);
  top3[q] = [...new Set(pages)].slice(0, 3);
  return pages;
});
console.log(`${which}: hits@3 ${r.hits}/${r.total} = ${(r.ratio * 100).toFixed(1)}%, MRR ${r.mrr.toFixed(3)}`);
const out = process.argv.indexOf('--top3');
if (out > 0 && which === 'tuning') fs.writeFileSync(process.argv[out + 1]!, JSON.stringify(top3, null, 1));
if (process.argv.includes('--misses') && which === 'tuning') for (const m of r.misses) console.log(`  "${m.q}" -> ${m.got.join(', ')}`);
