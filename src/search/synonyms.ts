/**
 * Words owners use for the same thing. A query term from a group also searches the group's other
 * terms; phrases are rewritten to one term first so "ignition box" finds the CDI pages.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['tire', 'tyre'],
  // "Carby" is the Australian and British owners' word.
  ['carburetor', 'carb', 'carburettor', 'carby'],
  // The British "loom" is the wiring harness ("what wire for a loom repair").
  ['harness', 'loom'],
  // Bought used: the pages write "secondhand" and "second-hand"; an owner types "second hand" apart.
  ['secondhand', 'second hand'],
  ['cdi', 'ignition box'],
  // An engine's parts list is where owners look up part numbers, an exploded view or a parts breakdown.
  [
    'parts list',
    'parts lists',
    'part numbers',
    'part number',
    'parts diagram',
    'parts diagrams',
    'exploded view',
    'exploded diagram',
    'parts breakdown',
  ],
  // Which wire goes to which pin of a plug is its pinout, however an owner writes it ("cdi pin layout", "pin out").
  ['pinout', 'pinouts', 'pin out', 'pin outs', 'pin layout', 'pin arrangement', 'pin diagram'],
  // The switch the key turns: owners call it the ignition key or ignition switch, the wiring pages the key switch.
  ['key switch', 'key switches', 'ignition key', 'ignition switch', 'ignition switches', 'keyswitch'],
  ['stator', 'magneto', 'generator', 'alternator'],
  ['sprocket', 'gear'],
  ['pit bike', 'pitbike', 'mini bike', 'minibike', 'pit bikes', 'pitbikes'],
  // A mini moto is typed as one word as often as two ("minimoto or pitbike"); the pages write both.
  ['mini moto', 'minimoto', 'mini motos', 'minimotos'],
  // An O-ring: the "o" alone is no term (one letter), so "o ring" searched only "ring" and met the piston rings.
  ['o ring', 'o rings', 'oring', 'orings'],
  ['aluminum', 'aluminium'],
  ['color', 'colour'],
  ['fuel', 'gas', 'petrol', 'gasoline'],
  ['spark plug', 'plug'],
  ['kickstarter', 'kick start', 'kickstart', 'kick starter', 'kick over', 'kick it over'],
  // British owners' word for idling: "what rpm should it tick over at".
  // A bike that comes to a stop is idling: "stalls every time i come to a stop" asks about the idle.
  [
    'idle',
    'tick over',
    'ticks over',
    'ticking over',
    'tickover',
    'come to a stop',
    'comes to a stop',
    'coming to a stop',
    'came to a stop',
    'come to a standstill',
    'comes to a standstill',
    'coming to a standstill',
  ],
  // Firing an engine up is starting it ("what do i check before i fire it up"); "won't fire" stays a spark word.
  ['start', 'fire up', 'fire it up', 'fires up', 'firing up', 'fired up'],
  // An engine that turns over is cranking, by kick or by starter ("won't turn over", "cranks but won't fire").
  ['crank', 'turn over', 'turns over', 'turning over', 'turned over', 'turn it over'],
  ['bolt', 'fastener'],
  // British names for the same tools and fittings.
  ['hose clamp', 'jubilee clip', 'hose clip'],
  ['hex key', 'allen key', 'allen wrench'],
  // A drain plug is not a spark plug: the phrase is one word, so "plug" in it is not searched alone.
  ['drain plug', 'sump plug', 'drain bolt'],
  // Owners give it gas; pages open the throttle.
  ['throttle', 'give it gas', 'giving it gas', 'gas it'],
  // Closing the throttle, in owners' words ("let off the gas", "off the throttle"): the tables' "close the throttle"
  // ("Idle hangs high after closing the throttle"). A phrase group of its own, not the throttle group: "gas" in it is
  // not fuel, and "off the throttle" is no answer to a question that opens it ("dies when i give it gas").
  [
    'close the throttle',
    'closing the throttle',
    'closes the throttle',
    'closed the throttle',
    'shut the throttle',
    'shutting the throttle',
    'roll off the throttle',
    'rolling off the throttle',
    // The longer phrases first: "let off the throttle" is joined whole before "off the throttle" is.
    'let off the throttle',
    'letting off the throttle',
    'off the throttle',
    'let off the gas',
    'letting off the gas',
    'lets off the gas',
    'off the gas',
  ],
  // Riding gear is clothing, not gearing: the phrase keeps "gear" out of the sprocket group.
  ['riding gear', 'safety gear', 'protective gear', 'riding kit', 'protective clothing'],
  // A supermoto is a supermotard, "motard" for short.
  ['supermoto', 'supermotard', 'motard'],
  // "A good first bike" asks what "the best first bike" does (both are weak words; see queryPlan.WEAK_WORDS).
  ['best', 'good'],
  // The front of the bike, not an engine's "end" (the bottom end, a big end).
  ['front end', 'front'],
  // The screw that limits how far the throttle opens, for a young rider: owners call it a speed limiter. (The
  // carburetor's idle speed screw is a throttle stop too; left out of the group, the tuning set lost rank: MRR 0.894 to 0.892.)
  ['throttle stop', 'throttle limiter', 'speed limiter', 'throttle restrictor', 'speed restrictor'],
  // Owners say how old the rider is; the pages say child, kid, young rider ("my 9 year old", see riderWords).
  ['child', 'children', 'kid', 'kids', 'year old', 'years old', 'year olds'],
  // The British pavement and footpath are the pages' sidewalk ("can my lad ride on the pavement").
  ['sidewalk', 'sidewalks', 'pavement', 'pavements', 'footpath', 'footpaths'],
  // Speed in owners' words: "how to make a crf50 quicker" asks what "make my pit bike faster" does.
  ['faster', 'quicker'],
  // Working a figure out is calculating it ("work out cc from bore and stroke", "figure out the gear ratio"): the pages'
  // calculators. Only the phrase: "work" alone is a weak word (queryPlan.WEAK_WORDS).
  ['calculate', 'calculator', 'work out', 'working out', 'worked out', 'works out', 'figure out', 'figuring out', 'figured out'],
  // A new bike comes in a crate, in the pages' word; owners say it came in a box and they put it together.
  ['crate', 'in a box', 'in the box', 'in its box'],
  ['assemble', 'put together', 'put it together', 'putting together', 'putting it together', 'put them together'],
  // Oil that goes round the engine circulates: "where does the oil go round", the oil circuit page's "oil circulation".
  ['circulate', 'circulates', 'circulation', 'go round', 'goes round', 'go around', 'goes around', 'going round', 'going around'],
  // Putting a bike away for the winter is laying it up, in British owners' words: the pages' storage.
  ['storage', 'lay up', 'lays up', 'laying up', 'laid up', 'lay it up', 'laying it up', 'lay the bike up', 'laying the bike up'],
  // A grown rider, in owners' words.
  ['adult', 'adults', 'grown up', 'grown ups', 'grown man', 'bloke', 'blokes'],
];

/**
 * Symptoms as owners put them, beside the words of the fault-finding tables ("Battery flat after rides",
 * "Dies after a few minutes", "Pinks under load", "Lever pulsates", "Bottoms hard on landings"). A query
 * holding one describes a fault, and leans to the fault-finding pages and tables.
 */
export const SYMPTOM_GROUPS: string[][] = [
  [
    'battery flat',
    'flat battery',
    'battery dying',
    'battery dies',
    'battery died',
    'battery dead',
    'dead battery',
    'battery drains',
    'battery keeps dying',
    'battery goes flat',
  ],
  ['dies', 'dying', 'died', 'cuts out', 'cut out', 'cutting out', 'stalls', 'stalling', 'stalled', 'conks out'],
  ['pinks', 'pinking', 'pinging', 'pings', 'knocking', 'detonation'],
  ['pulsates', 'pulsating', 'pulses', 'pulsing', 'pulsation'],
  ['bottoms', 'bottoming', 'bottoming out', 'bottoms out', 'bottom out'],
  ['rises', 'rising', 'goes up', 'go up', 'going up'],
  ['hunts', 'hunting', 'surges', 'surging'],
  // "Down" in "bogs down" says nothing a page repeats: the phrase is the page's "bog".
  ['bog', 'bogs', 'bogging', 'bogged', 'bogs down', 'bog down', 'bogging down', 'bogged down'],
  ['sticks', 'sticking', 'sticky', 'stays down', 'returns slowly', 'slow to return'],
  // An engine short of power: the tables' "loss of power", "down on power", "sluggish", "power fades".
  [
    'loses power',
    'losing power',
    'lost power',
    'lose power',
    'loss of power',
    'down on power',
    'lacks power',
    'lacking power',
    'power fades',
    'power fading',
    'gutless',
    'sluggish',
  ],
  // Heat: the pages' "overheating", "runs hot", "running hot", "too hot".
  ['overheats', 'overheating', 'overheated', 'overheat', 'running hot', 'runs hot', 'run hot', 'gets hot', 'getting hot', 'too hot'],
  // A bang in the exhaust or back through the carburetor: the tables say "backfires" and "popping" for it.
  ['backfire', 'backfires', 'backfiring', 'backfired', 'popping', 'pops'],
  // A slow leak: the pages' "weeping", "dripping" and "seeping" beside "leaking".
  ['leaks', 'leaking', 'leak', 'weeping', 'weeps', 'seeping', 'seeps', 'dripping', 'drips'],
  // A chain that leaves the sprockets: the pages' "keeps coming off", "can jump off".
  ['comes off', 'coming off', 'came off', 'come off', 'jumps off', 'jumping off', 'jumped off', 'jump off', 'falls off', 'falling off', 'fell off'],
  // A gearbox that will not stay in gear: the tables' "jumps out of gear"; an owner's "pops out of third" is no
  // backfire (the "pops" of the group above) once the phrase is joined. "Out of" whole: "popping out the exhaust"
  // is the backfire.
  [
    'jumps out of',
    'jumping out of',
    'jumped out of',
    'jump out of',
    'pops out of',
    'popping out of',
    'popped out of',
    'pop out of',
    'slips out of',
    'slipping out of',
    'slipped out of',
    'slip out of',
  ],
  // A part too hot to touch: the tables' "glows" ("Header glows at idle"); "red" in "glowing red" is no word to hold.
  ['glows', 'glowing', 'glow', 'glowing red', 'glows red', 'red hot', 'cherry red'],
  // A front end that shakes at speed: the suspension tables' "headshake".
  ['headshake', 'head shake', 'shakes', 'shaking', 'speed wobble', 'speed wobbles', 'tank slapper', 'tank slappers'],
];

/**
 * Words an owner uses for a site word, searched one way only: "motor" also finds "engine", but "engine" does not
 * find the starter motor.
 */
export const QUERY_ALSO: Record<string, string[]> = {
  motor: ['engine'],
  // A rider's measure in a buyer's question (queryPlan.riderWords): "im 6ft 2", "a 110kg bloke".
  rider_height: ['height', 'tall'],
  rider_weight: ['weight', 'heavy', 'heavier'],
  // A man in a buyer's question ("a 16 stone man") is an adult rider; "adult" does not search "man".
  man: ['adult'],
  // British workshop words: an earth is the pages' ground (electrical), a part "uprated" is upgraded or heavy-duty,
  // one "knackered" is worn or failed.
  earth: ['ground'],
  earths: ['grounds'],
  earthed: ['grounded'],
  earthing: ['grounding'],
  uprated: ['upgrade', 'heavy'],
  knackered: ['worn', 'failed'],
  // A parent's words for the rider ("for my lad", "my son"): the pages say child, kid or teenager.
  son: ['child', 'kid', 'teenager'],
  daughter: ['child', 'kid', 'teenager'],
  lad: ['child', 'kid', 'teenager'],
  boy: ['child', 'kid', 'teenager'],
  girl: ['child', 'kid', 'teenager'],
  men: ['adults'],
  // An owner services the bike; the schedules say maintenance ("service intervals", "when is it due a service").
  service: ['maintenance'],
  // A brake disc is a rotor to many owners ("220mm rotor"); the pages say disc. One way: the ignition's rotor is no disc.
  rotor: ['disc'],
  // Which bike to buy is which to choose, in the buying guides' word ("what pitbike should i buy").
  buy: ['choose'],
  rotors: ['discs'],
  // Kilos without a figure are the bike's weight ("shave kilos off"; a rider's "110kg" is riderWords'), and weight
  // shaved off a bike is saved, in the weight pages' words ("save", "lighter").
  kilo: ['weight'],
  kilos: ['weight'],
  kg: ['weight'],
  kgs: ['weight'],
  shave: ['save', 'lighter'],
  shaving: ['save', 'lighter'],
};

const ALL_GROUPS = [...SYNONYM_GROUPS, ...SYMPTOM_GROUPS];

const phraseToTerm = new Map<string, {term: string; hyphened: string; pattern: RegExp}>();
for (const group of ALL_GROUPS) {
  for (const entry of group)
    if (entry.includes(' '))
      phraseToTerm.set(entry, {
        term: entry.replace(/ /g, '_'),
        hyphened: entry.replace(/ /g, '-'),
        pattern: new RegExp(`\\b${entry.replace(/ /g, '[ -]')}\\b`, 'g'),
      });
}

/** Rewrites multi-word synonyms ("ignition box") into one token ("ignition_box"). */
export function joinPhrases(lowercaseText: string): string {
  // Every phrase holds a space, or a hyphen where it is written so: a single word (each synonym a query searches is
  // cut again) holds neither.
  if (!lowercaseText.includes(' ') && !lowercaseText.includes('-')) return lowercaseText;
  let out = lowercaseText;
  for (const [phrase, {term, hyphened, pattern}] of phraseToTerm) {
    // Written with hyphens too ("O-ring", "kick-start"): the same phrase.
    if (out.includes(phrase) || out.includes(hyphened)) out = out.replace(pattern, term);
  }
  return out;
}

/**
 * A lookup from each term to its whole group, after the engine's own term processing (stemming), so
 * "tyres" and "tires" meet in the same group. Phrases keep their joined form.
 */
export function synonymLookup(processTerm: (term: string) => string | null): (term: string) => string[] {
  const lookup = new Map<string, string[]>();
  for (const group of ALL_GROUPS) {
    const terms = [...new Set(group.map((entry) => (entry.includes(' ') ? entry.replace(/ /g, '_') : (processTerm(entry) ?? entry))))];
    for (const term of terms) lookup.set(term, terms);
  }
  return (term) => lookup.get(term) ?? [term];
}

/** Every term of the symptom groups, after the engine's term processing (phrases joined). */
export function symptomTerms(processTerm: (term: string) => string | null): Set<string> {
  return new Set(SYMPTOM_GROUPS.flat().map((entry) => (entry.includes(' ') ? entry.replace(/ /g, '_') : (processTerm(entry) ?? entry))));
}
