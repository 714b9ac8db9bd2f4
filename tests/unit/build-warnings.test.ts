import {describe, expect, it} from 'vitest';
import {forbiddenWarnings} from '../../scripts/build-warnings.mjs';

describe('forbiddenWarnings', () => {
  it('finds each kind the spec names, through colour codes', () => {
    const log = [
      '\u001b[33m[WARNING]\u001b[39m Docusaurus found broken links!',
      '[WARNING] Docusaurus found broken anchors!',
      '[WARNING] Markdown link with URL `../x.md` in source file "docs/a.md" (3:1) couldn\'t be resolved.',
      '[WARNING] Duplicate routes found!',
    ].join('\n');
    expect(forbiddenWarnings(log)).toEqual(['broken links', 'broken anchors', 'broken markdown links', 'duplicate routes']);
  });

  it('passes a clean log', () => {
    expect(forbiddenWarnings('[SUCCESS] Generated static files in "build".')).toEqual([]);
  });
});
