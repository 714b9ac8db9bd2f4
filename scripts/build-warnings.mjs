// The build warnings the spec allows the config to emit but PitBase never ships with.
const FORBIDDEN_WARNINGS = [
  {kind: 'broken links', pattern: /Docusaurus found broken links!/},
  {kind: 'broken anchors', pattern: /Docusaurus found broken anchors!/},
  {kind: 'broken markdown links', pattern: /Markdown link with URL .* couldn't be resolved/},
  {kind: 'duplicate routes', pattern: /Duplicate routes found!/},
];

/** The kinds of forbidden warning present in a build log, in the order above. */
export function forbiddenWarnings(log) {
  // eslint-disable-next-line no-control-regex -- strips the terminal's colour codes (ESC [ … m) from the build log
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  return FORBIDDEN_WARNINGS.filter((w) => w.pattern.test(plain)).map((w) => w.kind);
}
