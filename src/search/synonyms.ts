/**
 * Words owners use for the same thing. A query term from a group also searches the group's other
 * terms; phrases are rewritten to one term first so "ignition box" finds the CDI pages.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['tire', 'tyre'],
  ['carburetor', 'carb', 'carburettor'],
  ['cdi', 'ignition box'],
  ['stator', 'magneto', 'generator', 'alternator'],
  ['sprocket', 'gear'],
  ['pit bike', 'pitbike', 'mini bike', 'minibike', 'pit bikes', 'pitbikes'],
  ['aluminum', 'aluminium'],
  ['color', 'colour'],
  ['fuel', 'gas', 'petrol', 'gasoline'],
  ['spark plug', 'plug'],
  ['kickstarter', 'kick start', 'kickstart', 'kick starter'],
  ['bolt', 'fastener'],
  // A drain plug is not a spark plug: the phrase is one word, so "plug" in it is not searched alone.
  ['drain plug', 'sump plug', 'drain bolt'],
];

const phraseToTerm = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  for (const entry of group) if (entry.includes(' ')) phraseToTerm.set(entry, entry.replace(/ /g, '_'));
}

/** Rewrites multi-word synonyms ("ignition box") into one token ("ignition_box"). */
export function joinPhrases(lowercaseText: string): string {
  let out = lowercaseText;
  for (const [phrase, term] of phraseToTerm) {
    if (out.includes(phrase)) out = out.replace(new RegExp(`\\b${phrase}\\b`, 'g'), term);
  }
  return out;
}

/**
 * A lookup from each term to its whole group, after the engine's own term processing (stemming), so
 * "tyres" and "tires" meet in the same group. Phrases keep their joined form.
 */
export function synonymLookup(processTerm: (term: string) => string | null): (term: string) => string[] {
  const lookup = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const terms = [...new Set(group.map((entry) => (entry.includes(' ') ? entry.replace(/ /g, '_') : (processTerm(entry) ?? entry))))];
    for (const term of terms) lookup.set(term, terms);
  }
  return (term) => lookup.get(term) ?? [term];
}
