// PitBase's own prose rules, as textlint rules: they read the text a reader sees (Str nodes, table cells
// included), never code, imports or component props. Each has a fixture in lint/fixtures that must fail.

/** Sentences about what the site has or has not read: the reader needs what to do, not the site's research. */
export const NARRATION = [
  /\bPitBase(?:'s)? (?:has|have|had|could|did|does|can)(?: not|n't)?(?: yet)? (?:read|found|searched|seen|checked|located)\b/i,
  /\bnot yet read\b/i,
  /\b(?:was|were|been) read for this page\b/i,
  /\bPitBase (?:searched|looked|read)\b/i,
  /\bcontent plan\b/i,
];

function narration(context) {
  const {Syntax, RuleError, report, getSource} = context;
  return {
    [Syntax.Str](node) {
      const text = getSource(node);
      for (const re of NARRATION) {
        const m = re.exec(text);
        if (m)
          report(
            node,
            new RuleError(
              `Talk to the reader, not about the site's research: "${m[0]}". Say what the reader should do; keep provenance in Sources.`,
              {index: m.index},
            ),
          );
      }
    },
  };
}

/**
 * An imperial quantity must follow its metric value in brackets: "12 Nm (9 ft-lb)". Inches are left out on
 * purpose: wheel and rim sizes are named in inches ("12 in wheels") the world over.
 */
const IMPERIAL =
  /(?<![\w.])\d+(?:[.,]\d+)?(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)?)?\s?(?:ft[ -]?lbf?|lbf?[ -]?ft|in[ -]?lbf?s?|psi|mph|lbs?|fl\.? oz|oz|US qt|qt|gal|°F)(?![\w])/g;

const CONVERSION_BEFORE = /\d[^.;:()]*?\s(?:is|=|equals|makes?)\s(?:about\s|roughly\s)?$/;
const CONVERSION_AFTER = /^\s(?:is|=|equals|makes?)\s(?:about\s|roughly\s)?\d/;

function metricFirst(context) {
  const {Syntax, RuleError, report, getSource} = context;
  return {
    [Syntax.Str](node) {
      const text = getSource(node);
      for (const m of text.matchAll(IMPERIAL)) {
        const before = text.slice(0, m.index);
        const open = (before.match(/\(/g) ?? []).length - (before.match(/\)/g) ?? []).length;
        if (open > 0) continue;
        // A conversion stated as one ("1 ft-lb is 12 in-lb", "10 Nm is about 88.5 in-lb") names both sides.
        const after = text.slice(m.index + m[0].length);
        if (CONVERSION_BEFORE.test(before) || CONVERSION_AFTER.test(after)) continue;
        report(
          node,
          new RuleError(`Metric first, imperial in brackets: "${m[0]}" stands alone. Write the metric value and put this in brackets after it.`, {
            index: m.index,
          }),
        );
      }
    },
  };
}

// Pointers to another page or the site's tables in place of a document, without the word PitBase.
const SITE_POINTER = /\bas (?:cited|summarized|explained|listed|tabled|given|described|shown) on\b|\bthe site['’]?s\b/i;

/**
 * A Sources list names the documents the facts come from: the site is not its own source. "PitBase" in body text
 * is fine where the reader uses a tool ("the PitBase gearing calculator"); inside "## Sources" it is flagged, as are
 * pointers such as "as cited on the Engine Assembly page" or "the site's data table".
 */
function sourcesNotSite(context) {
  const {Syntax, RuleError, report, getSource} = context;
  let inSources = false;
  return {
    [Syntax.Document]() {
      inSources = false;
    },
    [Syntax.Header](node) {
      if (node.depth <= 2)
        inSources =
          node.depth === 2 &&
          /^sources$/i.test(
            getSource(node)
              .replace(/^#+\s*/, '')
              .trim(),
          );
    },
    [Syntax.Str](node) {
      if (!inSources) return;
      const text = getSource(node);
      const m = /\bPitBase\b/.exec(text) ?? SITE_POINTER.exec(text);
      if (m)
        report(
          node,
          new RuleError(
            "A Sources line cites the site itself: name the document the fact comes from (the data table's or the other page's own source), or say what the reader can check it against.",
            {index: m.index},
          ),
        );
    },
  };
}

export const RULES = {'no-site-narration': narration, 'metric-first': metricFirst, 'sources-not-site': sourcesNotSite};
