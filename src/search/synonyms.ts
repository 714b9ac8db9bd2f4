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
];

const phraseToTerm = new Map<string, string>();
const termToGroup = new Map<string, string[]>();

for (const group of SYNONYM_GROUPS) {
  const terms = group.map((entry) => (entry.includes(' ') ? entry.replace(/ /g, '_') : entry));
  group.forEach((entry, i) => {
    if (entry.includes(' ')) phraseToTerm.set(entry, terms[i] ?? entry);
  });
  for (const term of terms) termToGroup.set(term, terms);
}

/** Rewrites multi-word synonyms ("ignition box") into one token ("ignition_box"). */
export function joinPhrases(lowercaseText: string): string {
  let out = lowercaseText;
  for (const [phrase, term] of phraseToTerm) {
    if (out.includes(phrase)) out = out.replace(new RegExp(`\\b${phrase}\\b`, 'g'), term);
  }
  return out;
}

/** All the terms a query term should also search, itself first. Joined phrases search their words. */
export function expandTerm(term: string): string[] {
  return termToGroup.get(term) ?? [term];
}
