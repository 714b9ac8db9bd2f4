// The development server's search index (`npm start`): two saves close together start two reloads, and both
// rebuild the index. Overlapping writes used to race on the index file: the later rename found no file, the
// reload failed and the newer index was lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeDevSearchIndex} from '../../src/plugins/search-index';
import {SEARCH_INDEX_FILE} from '../../src/lib/searchFiles';

describe('the development search index', () => {
  it('survives two rebuilds asked for at once, and ends with an index whose fragments exist', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-dev-index-'));
    try {
      const [a, b] = await Promise.all([writeDevSearchIndex(process.cwd(), outDir), writeDevSearchIndex(process.cwd(), outDir)]);
      expect(a).toBeGreaterThan(200);
      expect(b).toBe(a);
      const index = JSON.parse(fs.readFileSync(path.join(outDir, SEARCH_INDEX_FILE), 'utf8')) as {fragments: string; pages: unknown[]};
      expect(index.pages.length).toBe(a);
      expect(fs.readdirSync(path.join(outDir, index.fragments)).length).toBe(a);
      expect(fs.readdirSync(path.dirname(path.join(outDir, SEARCH_INDEX_FILE))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  }, 60_000);
});
