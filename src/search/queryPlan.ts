/**
 * Query planning: how a text becomes the terms the index holds and a query becomes one search per word.
 * Normalising (case, accents, apostrophes inside words), stemming, stop words, owners' synonyms and joined
 * phrases, contractions and complaint words, engine and model codes, and sizes written with their unit. The
 * build indexes with the same tokenize and processTerm, so a query and a page meet on the same terms.
 */
import type {Query} from 'minisearch';
import {stemmer} from 'stemmer';
import {joinPhrases, QUERY_ALSO, symptomTerms, synonymLookup} from './synonyms';
import {KEYWORDS_FIELD, type SectionIndexOptions} from './searchIndex';

/**
 * Question words and their contractions as owners type them without the apostrophe ("whats the best", "wheres the
 * fuse", "hows it work", "thats normal"): a contraction is the question word it starts with, and says as little.
 */
const STOP_WORDS = new Set(
  'a an and are as at be but by can did do does for from has have he her his how hows i if im in into is it its ive many me much my of on or our she should so than that thats the their them then theres these they theyre this those to versus vs was we what whats when whens where wheres which whos why will with you youre your'.split(
    ' ',
  ),
);

/**
 * Words that say how an owner asks, not what about: question words ("what does X mean"), the words of a
 * complaint ("not working", "won't", "doesn't"), and "before" joining two subjects ("how many hours before the top
 * end needs doing", "how much wear before a rebore"), which a section seldom says beside them ("after" tried too:
 * "engine keeps running after i switch it off" left the top three); "nothing", "fine" of a complaint ("button
 * does nothing but it runs fine"); "often" of "how often", which a schedule answers in hours, not in words; and
 * the filler of talk ("basically", "actually", "really", "literally", "exactly", "just": "pit bikes are basically toys right");
 * "come" and "coming" of "where is it coming from", which asks where a leak or a noise is, in no page's words. They
 * still score, at a fraction, but a section need not hold them, and they never bring in a section that holds nothing
 * else. Compared after processing (stemmed).
 */
export const WEAK_WORDS = new Set(
  'keeps keep each every any tip tips technique techniques method methods procedure tutorial mean means meaning stand take takes need needs want use get go put best good right way tell know help info anyone normal not no wont dont doesnt didnt cant isnt arent wasnt wouldnt couldnt never work working works worked problem problems issue issues before nothing fine often basically actually really literally exactly just come coming'
    .split(' ')
    .map((w) => stemmer(w)),
);
/** The weak words that describe a fault: a query with one of them leans to the fault-finding pages. */
export const SYMPTOM_WORDS = new Set(
  'not no wont dont doesnt didnt cant isnt wasnt never working work works problem problems issue issues'.split(' ').map((w) => stemmer(w)),
);

/** Engine codes such as 1P52FMH, 153FMI, 1P60YMJ, 147FMI. */
export const ENGINE_CODE = /^1?p?\d{2,3}[a-z]?[fq]m[a-z]$/;

/**
 * The same engine code written the other way: sellers and owners drop or add the "P" of a one-cylinder code
 * ("139FMB" for the pages' "1P39FMB", "1P52FMI" for "152FMI"). Searched beside the code as typed when the site
 * uses it.
 */
export function otherCodeForm(code: string): string | null {
  if (!ENGINE_CODE.test(code)) return null;
  if (/^1p\d/.test(code)) return `1${code.slice(2)}`;
  if (/^1\d{2}[a-z]?[fq]m/.test(code)) return `1p${code.slice(1)}`;
  return null;
}

// Letters, digits and the underscore of joined phrases; an apostrophe inside a word ("won't") stays in it.
export const WORD = /[\p{L}\p{N}_]+(?:['’‘][\p{L}]+)*/gu;

/**
 * Joined forms an owner types as one word: a model code written with a space or hyphen ("YX 140",
 * "TT-R90" give "yx140", "ttr90"), and a number with its unit ("10 mm", "12 V", "12-volt" give "10mm", "12v").
 */
const CODE_PAIR = /\b([A-Z]{2,5})[- ]([A-Z]{0,2}\d{2,4}[A-Za-z]{0,3})\b/g;
const NUMBER_UNIT = /(?<![\d.,])(\d{1,4})[ -]?(mm|cm|v|volts?|cc|ml|nm|psi|kpa|hp|ah)\b/gi;

function joinedForms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CODE_PAIR)) out.push(`${m[1]}${m[2]}`.toLowerCase());
  for (const m of text.matchAll(NUMBER_UNIT)) {
    // "10mm" is one word already; only a number and unit written apart are joined.
    if (!/[ -]/.test(m[0])) continue;
    out.push(`${m[1]}${m[2]!.toLowerCase().replace(/^volts?$/, 'v')}`);
  }
  return out;
}

/**
 * A rider described by a measure, as buyers ask ("for my 9 year old", "im 6ft 2", "a 110kg bloke"): the pages
 * say child or adult, height or tall, heavy rider or rider weight. An age from 18 is an adult; a younger one stays
 * "N year old", which the synonyms read as a child. A height in feet or centimeters becomes one word, rider_height,
 * and a weight in kilos, pounds or stone rider_weight, which QUERY_ALSO spells as the pages do. Queries only.
 */
const RIDER_AGE = /\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*olds?\b/g;
const RIDER_HEIGHT = /\b[4-6][\s-]*(?:ft|foot|feet)(?:[\s-]*\d{1,2}(?:\s*(?:in|inch|inches)\b)?)?|\b1[4-9]\d[\s-]*cm\b/g;
const RIDER_WEIGHT = /\b\d{2,3}[\s-]*(?:kgs?|kilos?|lbs?|pounds|stone)\b/g;

export function riderWords(text: string): string {
  return text
    .replace(RIDER_AGE, (m, n: string) => (Number(n) >= 18 ? 'adult' : `${n} year old`))
    .replace(RIDER_HEIGHT, 'rider_height')
    .replace(RIDER_WEIGHT, 'rider_weight');
}

/**
 * A height above sea level, as riders give it ("riding at 2000m", "jetting for 5000 ft"): the pages' altitude. A
 * rider's own height in feet is 4 to 6 (riderWords), so a figure from 300 up is a place, not a person. Queries only.
 */
const ALTITUDE = /\b(\d{1,2},\d{3}|\d{3,5})\s*(?:m|metres?|meters?|ft|feet|foot)\b/g;

export function altitudeWords(text: string): string {
  return text.replace(ALTITUDE, (m, n: string) => (Number(n.replace(',', '')) >= 300 ? 'altitude' : m));
}

/**
 * How often a fault shows ("every time", "all the time", "most of the time") says nothing a page repeats: the words
 * are taken out ("stalls every time i come to a stop"). "Each time before I ride" keeps its "before"; "first time"
 * and "riding time" are untouched. Queries only.
 */
const HOW_OFTEN = /\b(?:every|each|all the|most of the|half the|some of the)\s+times?\b/g;

export function howOften(text: string): string {
  return text.replace(HOW_OFTEN, ' ');
}

/**
 * The back of the bike, in owners' words ("back wheel", "back brake", "back tyre"): the pages' "rear". Only before a
 * part, so "back through the carb" and "pushes back" are untouched. Queries only.
 */
const BACK_PART =
  /\bback(?=\s+(?:wheels?|brakes?|tyres?|tires?|sprockets?|shocks?|axles?|hubs?|rims?|mudguards?|fenders?|lights?|suspension|springs?|pads?|discs?|calipers?|end)\b)/g;

export function backIsRear(text: string): string {
  return text.replace(BACK_PART, 'rear');
}

/**
 * A fault that shows once the engine is hot ("loses spark once the engine warms up", "dies when it gets hot"): the
 * tables' "once hot" ("Spark when cold, none once hot"), a condition, not the overheating of "runs hot" or "gets hot"
 * alone. Queries only.
 */
const ONCE_HOT =
  /\b(?:once|when|after|as)\s+(?:(?:it|the\s+(?:engine|motor|bike))\s+)?(?:warms?\s+up|warmed\s+up|warming\s+up|gets?\s+(?:hot|warm)|heats?\s+up|is\s+(?:hot|warm))\b/g;

export function onceHot(text: string): string {
  return text.replace(ONCE_HOT, 'once hot');
}

/**
 * "Before I ride", "before each ride": the pages' "pre-ride" (the pre-ride checks), which the question's "before"
 * would otherwise have to find as a word. Queries only.
 */
const BEFORE_RIDING = /\bbefore\s+(?:(?:i|you|we)\s+)?(?:(?:each|every|a|the)\s+)?rid(?:e|es|ing)\b/g;

export function preRide(text: string): string {
  return text.replace(BEFORE_RIDING, 'pre ride');
}

/**
 * A lone digit before a word is its number word too: owners write "2 valve", "4 stroke", where pages write
 * "two-valve", "four-stroke" (a digit alone is no index term). A digit before a unit ("5 mm") is a size, not
 * this, and so is a digit that numbers the word before it: a brake fluid's "DOT 4", "stage 2", "step 3". The number
 * word is optional, as a size is (see planQuery).
 */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const NUMBER_WORD_SET = new Set(NUMBER_WORDS);
const LONE_DIGIT =
  /(?<![\d.,])(?<!\b(?:dot|stage|step|grade|class|option|part|no|number)\s+)\b([1-9])[\s-]+(?!(?:mm|cm|v|cc|ml|nm|psi|kpa|hp|ah|in|kg|lbs?)\b)(?=[a-z])/g;

export function numberWords(text: string): string {
  return text.replace(LONE_DIGIT, (_, d: string) => `${NUMBER_WORDS[Number(d)]} `);
}

/**
 * An oil's viscosity grade typed as one word ("10w40", "20w50"): the pages write it "10W-40", which the index holds
 * as "10w" and "40". The grade is split the same way. Queries only.
 */
const VISCOSITY = /\b(\d{1,2}w)[\s-]?(\d{2})\b/g;

const VISCOSITY_GRADE = /\b\d{1,2}w[\s-]?\d{2}\b/;
const VISCOSITY_TERM = stem('viscosity');
const CLASS_TERM = stem('class');

export function viscosityGrade(text: string): string {
  return text.replace(VISCOSITY, '$1 $2');
}

/**
 * "Where do I start", "where to begin": where to begin a job, not starting the engine (the synonyms' "fire up"). The
 * words are taken out; the rest of the question says what the job is ("where do i start making it faster").
 * Queries only.
 */
const WHERE_TO_START = /\bwhere\s+(?:(?:do|should|would|can|to)\s+)?(?:(?:i|you|we|one)\s+)?(?:start|begin)\b/g;

export function whereToStart(text: string): string {
  return text.replace(WHERE_TO_START, ' ');
}

/**
 * How long a job lasts before it is due again ("how many hours between oil changes", "how long between valve checks",
 * "how many rides between chain lubes"): the schedules' interval, which "between" alone would have to find beside the
 * job. Queries only.
 */
const HOW_LONG_BETWEEN =
  /\bhow\s+(?:long|many\s+(?:hours|hrs|rides|laps|miles|kms?|kilometers|kilometres|days|weeks|months|tanks))\s+(?:should\s+(?:i\s+)?(?:go|leave\s+it|wait)\s+|do\s+(?:you|i)\s+(?:go|leave\s+it|wait)\s+)?between\b/g;

export function howLongBetween(text: string): string {
  return text.replace(HOW_LONG_BETWEEN, 'interval');
}

/**
 * What a thing "counts as", "is classed as" or "qualifies as" asks what it is ("what exactly counts as a pit bike"):
 * the pages say what a thing is, never what counts as one. The words become "is", a stop word. Queries only.
 */
const COUNTS_AS = /\b(?:counts?|counted|class(?:es|ed)?|qualif(?:y|ies|ied))\s+as\b/g;

export function countsAs(text: string): string {
  return text.replace(COUNTS_AS, 'is');
}

/**
 * "Work out" and "figure out" are calculating (the synonyms' "calculate") unless they ask which or what a thing is:
 * "work out which head is on my engine" is identifying it, in the pages' word. Queries only.
 */
const WORK_OUT_WHICH = /\b(?:work|works|working|worked|figure|figures|figuring|figured)\s+out\s+(?=(?:which|what|whats|whether|if|who)\b)/g;

export function workOutWhich(text: string): string {
  return text.replace(WORK_OUT_WHICH, 'identify ');
}

/** Words of a question about a name ("the name", "called", "stands for"), stemmed. */
const NAMING_WORDS = new Set(['name', 'call', 'stand'].map((w) => stemmer(w)));

/** Query terms that describe the whole site (after stemming and phrase joining). */
export const SITE_WORDS = new Set(['pit_bike', 'pit_bikes', 'pitbik', 'mini_bike', 'minibik', 'bike']);

export function normalize(text: string): string {
  // "won't" and "wont", "doesn't" and "doesnt" are one word: the apostrophe inside a word is dropped.
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\p{L})['’‘](\p{L})/gu, '$1$2');
}

/** Porter stemming, so "changing" finds "change" and "donations" finds "donate"; codes stay whole. */
export function stem(term: string): string {
  if (term.includes('_') || term.length <= 2 || /\d/.test(term)) return term;
  return stemmer(term);
}

// Stemming every word was the largest cost of indexing and of highlighting hits; words repeat, so each
// distinct word is processed once. The bound keeps memory flat on a long session of odd queries.
const processed = new Map<string, string | null>();
const PROCESSED_MAX = 100_000;

export function processTerm(term: string): string | null {
  const cached = processed.get(term);
  if (cached !== undefined) return cached;
  const t = normalize(term);
  const result = t.length < 2 || STOP_WORDS.has(t) ? null : stem(t);
  if (processed.size >= PROCESSED_MAX) processed.clear();
  processed.set(term, result);
  return result;
}

/** Words of a text, plus one joined token per synonym phrase it contains ("ignition_box"). */
export function tokenize(text: string, field?: string): string[] {
  if (field === KEYWORDS_FIELD) return keywordTokens(text);
  const lower = normalize(text);
  const words = lower.match(WORD) ?? [];
  const joined = (joinPhrases(lower).match(WORD) ?? []).filter((t) => t.includes('_'));
  const forms = joinedForms(text);
  return joined.length || forms.length ? [...words, ...joined, ...forms] : words;
}

/**
 * The term that stands for a keyword phrase: its terms as a query sees them (stop words and site words left out,
 * one spelling per synonym), sorted, so "stalls at idle" and "idle stalls" meet; null when it has fewer than
 * `min`. It begins with "_", which no query word does, so no word reaches it by prefix; only a query holding the
 * whole phrase does (see phraseTerms).
 */
export function phraseTerm(terms: string[], min = 1): string | null {
  const unique = [...new Set(terms.filter((t) => !SITE_WORDS.has(t)).map(canonical))].sort();
  return unique.length >= min ? `_${unique.join('_')}` : null;
}

/** A page's keywords, one phrase a line: their words as any text's, and one term per phrase (phraseTerm). */
function keywordTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const phrase of text.split('\n')) {
    tokens.push(...tokenize(phrase));
    const term = phraseTerm(queryTermsOf(phrase));
    if (term) tokens.push(term);
  }
  return tokens;
}

/** The longest phrase a query is looked up for, in words. */
const MAX_PHRASE = 6;

/**
 * The keyword phrases a query holds whole: each run of two or more of its words, in any order within the run,
 * whose phrase term the index has (`known`). Site words are left out of the run as they are of the phrase.
 */
export function phraseTerms(all: string[], known: ReadonlySet<string>): string[] {
  const words = all.filter((t) => !SITE_WORDS.has(t));
  const found: string[] = [];
  // A keyword of one word (besides site and stop words: "pocket bike", "what is a stroker") counts as a phrase
  // only when it is the whole question: inside a longer one it is a word like any other.
  const whole = phraseTerm(words);
  if (whole && whole === phraseTerm(words.slice(0, 1)) && known.has(whole)) found.push(whole);
  // A weak word between a phrase's words ("clutch keeps slipping" for "clutch slipping") does not break it; a phrase
  // that holds weak words itself ("wont idle") is found in the run with them.
  const strong = words.filter((t) => !WEAK_WORDS.has(t));
  for (const run of strong.length < words.length ? [words, strong] : [words]) {
    for (let i = 0; i < run.length; i++) {
      for (let j = i + 2; j <= Math.min(run.length, i + MAX_PHRASE); j++) {
        const term = phraseTerm(run.slice(i, j), 2);
        if (term && known.has(term) && !found.includes(term)) found.push(term);
      }
    }
  }
  return found;
}

/**
 * The keyword phrases a query holds, its words also read as the words they are searched as (QUERY_ALSO): a rider's
 * weight is "heavy", so "pit bike for a 110kg bloke" holds the keyword "pit bike for heavy adults", and "a 16 stone
 * man" holds it too (a man is an adult). Every mix of the readings is tried, at most MAX_READINGS of them: the work
 * grows with the question's length only.
 */
const MAX_READINGS = 16;
const BARE_SIZE = /^\d{2,3}$/;
export function queryPhrases(all: string[], known: ReadonlySet<string>): string[] {
  let readings: string[][] = [[]];
  for (const t of all) {
    // A bare engine size is also read as the keywords write it ("110 or 125" holds the keyword "110cc vs 125cc").
    const also = BARE_SIZE.test(t) ? [`${t}cc`] : (QUERY_ALSO_TERMS.get(t) ?? []);
    readings = readings.flatMap((r) => [t, ...also].map((u) => [...r, u])).slice(0, MAX_READINGS);
  }
  return [...new Set(readings.flatMap((r) => phraseTerms(r, known)))];
}

/**
 * How a page's text is cut into terms: as `tokenize`, except that an underscore in the text is a space. A file
 * name in a page's Sources ("oil_cooler_connections.md") is then three words, not one term that "oil" reaches by
 * prefix and whose every word the highlight would mark. Queries keep `tokenize`, whose joined synonym phrases
 * ("ignition_box") carry underscores of their own.
 */
export function indexTokenize(text: string, field?: string): string[] {
  return tokenize(field === KEYWORDS_FIELD ? text : text.replace(/_/g, ' '), field);
}

/** Index options shared by the build (which makes the index) and the browser (which loads it; see engine.ts). */
export const SECTION_INDEX_OPTIONS: SectionIndexOptions = {tokenize: indexTokenize, processTerm};

const expandTerm = synonymLookup(processTerm);
const QUERY_ALSO_TERMS = new Map(Object.entries(QUERY_ALSO).map(([word, also]) => [processTerm(word)!, also.map((a) => processTerm(a)!)] as const));

/** One spelling for a word and its synonyms ("pitbike", "pit bikes" and "pit bike" alike). */
export function canonical(term: string): string {
  return expandTerm(term)[0]!;
}

/** Terms for matching a query against the data tables: words, joined codes and sizes, one spelling per synonym. */
export function answerTerms(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .map((t) => processTerm(t))
        .filter((t): t is string => Boolean(t))
        .map(canonical),
    ),
  ];
}

/** The processed terms of a text as a query sees them: phrases joined, stop words dropped, stemmed. */
export function queryTermsOf(text: string): string[] {
  return (joinPhrases(normalize(text)).match(WORD) ?? []).map((t) => processTerm(t)).filter((t): t is string => Boolean(t));
}

/** A word of the query as searched: its MiniSearch query, and whether it is a weak word (see WEAK_WORDS). */
export interface WordQuery {
  query: Query;
  weak: boolean;
  /** a size beside the subject ("125cc", "110"): it scores in full, but a section need not hold it */
  optional?: boolean;
}

export interface QueryPlan {
  /** one query per word asked about */
  queries: WordQuery[];
  /** every processed term of the query, site words included (for matching page titles) */
  all: string[];
  /** the query holds an engine code */
  code: boolean;
  /** the query describes a fault in the words of the symptom groups ("dies", "battery flat", "pinks") */
  symptom: boolean;
  /** the query asks to convert one unit to another ("nm to ft lbs", "convert kpa to psi") */
  conversion: boolean;
  /** the page keyword phrases the query holds whole (phraseTerms) */
  phrases: string[];
}

const SYMPTOM_TERMS = symptomTerms(processTerm);

/**
 * "Gear" is the gearbox when the question shifts, selects, changes or gets stuck in one ("stuck in gear", "false
 * neutral between 3rd and 4th gear", "gear lever sticks", "changing gear on a crf50"); otherwise it is gearing, a
 * sprocket question ("changing the gearing" is still gearing).
 */
const GEARBOX =
  /\b(?:shift\w*|neutral|gearbox|selector|stuck|grind\w*|engag\w*|chang\w*\s+gears?|gears?\s+chang\w*|(?:gear|shift)\s+(?:lever|pedal)|(?:1st|2nd|3rd|4th|5th|6th|first|second|third|fourth|fifth|sixth|into|out\s+of)\s+gear)\b/;
const GEARBOX_ALTERNATIVES = ['gear', 'gearbox', 'shift'];
/** "Changing gear" is shifting: beside the gearbox, "changing" says no more than "gear" does (a weak word). */
const CHANGE_GEAR = /\bchang\w*\s+gears?\b|\bgears?\s+chang\w*/;
/** An engine size or a bare size: "125cc", "125", "50". */
const SIZE = /^\d{2,3}(?:cc)?$/;
/** A model code as the plan holds it ("yx140", "crf50", "klx110"), not a thread size ("m10"). */
const MODEL_CODE = /^(?!m\d)[a-z]{1,5}\d{2,3}[a-z]{0,2}$/;
/** The weak words of a question of choice: "best" (and "good", its synonym). */
const CHOICE_WORDS = new Set(['best']);
/** Which gear ("3rd", "second") says where the fault is, not what it is about: a weak word beside the gearbox. */
const ORDINAL = /^(?:1st|2nd|3rd|4th|5th|6th|first|second|third|fourth|fifth|sixth)$/;

// Units an owner converts between, as typed (after normalize): "nm to ft lbs", "cc in a litre", "kmh to mph".
const UNIT =
  '(?:nm|newton\\s*met(?:er|re)s?|ft[\\s.-]*lbs?|foot[\\s-]*pounds?|in[\\s.-]*lbs?|kgf?[\\s.-]*m|kpa|psi|bar|cc|ml|millilit(?:er|re)s?|lit(?:er|re)s?|fl\\s*oz|oz|ounces?|quarts?|qts?|gallons?|cubic\\s*inch(?:es)?|cu\\s*in|mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|inch(?:es)?|in|thou|kg|kilos?|kilograms?|lbs?|pounds?|km\\s*/\\s*h|kmh|kph|mph|miles?|km|kilomet(?:er|re)s?|celsius|fahrenheit|degrees?\\s*[cf])';
const UNIT_TO_UNIT = new RegExp(`\\b${UNIT}\\s+(?:to|into|in|per)\\s+(?:an?\\s+|one\\s+)?${UNIT}\\b`);
const CONVERT = new RegExp(
  `\\bconver(?:t|ts|sion|sions|ter|ting)\\b[\\s\\S]*\\b${UNIT}\\b|\\b${UNIT}\\b[\\s\\S]*\\bconver(?:t|ts|sion|sions|ter|ting)\\b`,
);

/** Index terms within a number of edits of a word, each with its distance (miniSearchAdapter.termsNear). */
export type TermsNear = (word: string, maxDistance: number) => Map<string, number>;

/** How many sections hold every one of some index terms, as they are (no prefix, no typo matching). */
export type SectionsHolding = (terms: string[]) => number;

/**
 * The one word of the site a word it does not use was meant as: two letters swapped ("tset", "clucth"), or,
 * from five letters, the only index term nearest within one edit (two from ten letters: "carburater"). A word of
 * four letters, or one as near two site words as each other, is given the one that `together` (the sections it
 * shares with the question's other words) picks out, if any (byContext). Words with a digit (codes, sizes) and
 * words the site uses are taken as typed; a word no rule settles is searched as typed, with MiniSearch's fuzzy
 * matching.
 */
export function correction(
  word: string,
  term: string,
  known: ReadonlySet<string>,
  near?: TermsNear,
  together?: (candidate: string) => number,
): string | null {
  if (known.has(term) || word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const t = processTerm(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
    if (t && known.has(t)) swapped.add(t);
  }
  if (swapped.size) return swapped.size === 1 ? [...swapped][0]! : null;
  if (!near) return null;
  // A word of four letters has many site words one edit away ("chan": chain, change, chin): one is chosen only
  // by the rest of the question (see byContext).
  if (word.length === 4) return byContext(near(word, 1), together);
  const maxDistance = word.length >= 10 ? 2 : 1;
  // The word as typed first, then its stem ("carburaters" stems to "carburat", two edits from the site's word).
  for (const w of new Set([word, term])) {
    // A keyword phrase's term ("_bog_hot") is no word to correct to.
    const found = new Map([...near(w, maxDistance)].filter(([t]) => !t.startsWith('_')));
    if (!found.size) continue;
    const nearest = Math.min(...found.values());
    const best = [...found].filter(([, d]) => d === nearest);
    return best.length === 1 ? best[0]![0] : byContext(new Map(best), together);
  }
  return null;
}

/**
 * Of site words as near a typo as each other, the one that shares the most sections with the question's other
 * words ("chan lube how often": chain, not change or chin); none when no section holds one with them all, or two
 * share as many.
 */
function byContext(candidates: Map<string, number>, together?: (candidate: string) => number): string | null {
  if (!together) return null;
  const scored = [...candidates.keys()].filter((t) => !t.startsWith('_')).map((t) => [t, together(t)] as const);
  const top = Math.max(0, ...scored.map(([, n]) => n));
  const best = scored.filter(([, n]) => n === top);
  return top > 0 && best.length === 1 ? best[0]![0] : null;
}

/**
 * One query per word of the question; a word with synonyms is an OR of its alternatives. A word written
 * apart from its other half ("yx 140", "10 mm") is searched joined when the site uses the joined form; a
 * model code with a letter the site does not use ("crf50f" where only "crf50" is written) drops it.
 * `known` holds every term of the index: a query word found there is taken as meant, not as a typo.
 */
export function planQuery(query: string, known: ReadonlySet<string>, near?: TermsNear, holding?: SectionsHolding): QueryPlan {
  const raw: string[] = [];
  // A misspelt word can stem away from its right spelling ("carburater" to "carburat", three letters from
  // "carburetor"): a word the site does not use is also looked for as typed, unless it is corrected.
  const typed = new Map<string, string>();
  const queryWords =
    joinPhrases(
      numberWords(
        viscosityGrade(
          preRide(howOften(whereToStart(workOutWhich(countsAs(howLongBetween(onceHot(backIsRear(altitudeWords(riderWords(normalize(query))))))))))),
        ),
      ),
    ).match(WORD) ?? [];
  // The question's other words the site uses, which choose between site words as near a typo (byContext).
  const context = [...new Set(queryWords.map((w) => processTerm(w)))].filter(
    (t): t is string => !!t && known.has(t) && !WEAK_WORDS.has(t) && !SITE_WORDS.has(t),
  );
  const together = holding && context.length ? (candidate: string) => holding([candidate, ...context]) : undefined;
  for (const word of queryWords) {
    const term = processTerm(word);
    if (!term) continue;
    // A word of the synonym table ("bloke", "motard") is meant as typed, even where the site never uses it.
    const listed = expandTerm(term).length > 1 || QUERY_ALSO_TERMS.has(term);
    const corrected = listed ? null : correction(word, term, known, near, together);
    if (corrected) {
      raw.push(corrected);
      continue;
    }
    raw.push(term);
    if (term !== word && word.length >= 5 && !known.has(term)) typed.set(term, word);
  }
  const all: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const next = raw[i + 1];
    if (next !== undefined) {
      const joined = `${t}${next}`;
      if (/^[a-z]{1,5}$/.test(t) && /^[a-z]{0,2}\d/.test(next) && known.has(joined)) {
        all.push(joined);
        i++;
        continue;
      }
      if (/^\d{1,4}$/.test(t) && /^(mm|cm|v|cc|ml|nm|psi|kpa|hp|ah)$/.test(next) && known.has(joined)) {
        all.push(joined);
        i++;
        continue;
      }
    }
    // A model and its size typed as one word where the site writes them apart or names the model only ("pe28" for a
    // Keihin "PE" carburetor): the model, and the size beside it (optional, as a size is).
    const modelSize = /^([a-z]{2,4})(\d{2,3})$/.exec(t);
    if (modelSize && !known.has(t) && known.has(modelSize[1]!) && !STOP_WORDS.has(modelSize[1]!)) {
      all.push(modelSize[1]!, modelSize[2]!);
      continue;
    }
    if (/\d[a-z]$/.test(t) && !known.has(t) && !ENGINE_CODE.test(t) && known.has(t.replace(/[a-z]+$/, ''))) {
      all.push(t.replace(/[a-z]+$/, ''));
      continue;
    }
    all.push(t);
  }
  // Every page of a pit bike site is about pit bikes: beside other words, "pit bike" only made a page that
  // never repeats it lose to one that does. Alone, it is still searched.
  // A question about the name itself ("where does the name pit bike come from", "why is it called a pit bike") asks
  // about the site words: they stay.
  const aboutName = all.some((t) => NAMING_WORDS.has(t));
  const specific = aboutName ? all : all.filter((t) => !SITE_WORDS.has(t));
  const text = normalize(query);
  const gearbox = GEARBOX.test(text);
  const changeGear = CHANGE_GEAR.test(text);
  // A part compared with the stock one ("race cam vs stock cam") asks about the other part: "stock" is a weak word.
  const againstStock = /\b(?:vs|versus|or|over)\s+(?:the\s+)?stock\b|\bstock\s+\w+\s+(?:vs|versus|or)\b/.test(text);
  // Two words with the same synonyms ("carb carburetor") ask for one thing, and count as one word.
  const byAlternatives = new Map<string, WordQuery>();
  // A question whose other words are all weak ("what exactly is a pit bike") asks about the site words: they stay.
  const asked = specific.some((t) => !WEAK_WORDS.has(t)) ? specific : all;
  for (const t of asked) {
    // A word searched one way also as another ("motor" as "engine", a rider's height as "height") adds nothing
    // beside that other word: "5ft 6 what seat height" asks for a seat height once, not for "height" twice.
    if (QUERY_ALSO_TERMS.get(t)?.some((also) => asked.includes(also))) continue;
    // A word the site does not use is searched as typed too, beside its synonyms ("weeping" finds "leaking").
    const otherCode = otherCodeForm(t);
    const alternatives = typed.has(t)
      ? [...new Set([...expandTerm(t), ...(QUERY_ALSO_TERMS.get(t) ?? []), typed.get(t)!])]
      : gearbox && t === 'gear'
        ? GEARBOX_ALTERNATIVES
        : otherCode && known.has(otherCode)
          ? [t, otherCode]
          : [...expandTerm(t), ...(QUERY_ALSO_TERMS.get(t) ?? [])];
    byAlternatives.set(alternatives.join(' '), {
      query: alternatives.length > 1 ? {combineWith: 'OR', queries: alternatives} : t,
      weak: WEAK_WORDS.has(t) || (gearbox && ORDINAL.test(t)) || (changeGear && t === 'chang') || (againstStock && t === 'stock'),
    });
  }
  const queries = [...byAlternatives.values()];
  // A size beside a word of subject ("no spark at the plug 125cc", "oil cooler on a lifan 125", "what spark plug for
  // a 140cc") narrows the question; it does not make a section that lacks it a worse answer than one that lacks a
  // subject. (From two words of subject only, the 140cc parts lists and wiring pages, whose titles hold the size,
  // came before the spark plug chart.) A number word from a lone digit ("2 valve") is optional the same way.
  const isSize = (q: WordQuery) => typeof q.query === 'string' && (SIZE.test(q.query) || NUMBER_WORD_SET.has(q.query));
  if (queries.some((q) => !q.weak && !isSize(q))) for (const q of queries) if (isSize(q)) q.optional = true;
  // A model code in a question of choice ("whats the best exhaust for a yx 140", "a good carb for my crf50") says
  // which bike, not what about: the guide to the subject answers it without naming the model, so the code is optional
  // as a size is. (Optional in every question, it lost 8 tuning questions: "standard jets in a pz27" needs its model.)
  const isModel = (q: WordQuery) => typeof q.query === 'string' && MODEL_CODE.test(q.query);
  if (all.some((t) => CHOICE_WORDS.has(canonical(t)))) {
    if (queries.some((q) => !q.weak && !isSize(q) && !isModel(q))) for (const q of queries) if (isModel(q)) q.optional = true;
  }
  // Two engine sizes in one question ("difference between a 140 and 150cc", "110 or 125 for my lad") compare engine
  // classes, in the pages' word: the word is searched too, optional as a size is.
  const sizes = new Set(
    queries
      .filter((q) => typeof q.query === 'string' && SIZE.test(q.query))
      .map((q) => Number((q.query as string).replace(/cc$/, '')))
      .filter((cc) => cc >= 49 && cc <= 250),
  );
  if (sizes.size >= 2 && !VISCOSITY_GRADE.test(text) && !queries.some((q) => q.query === CLASS_TERM))
    queries.push({query: CLASS_TERM, weak: false, optional: true});
  // A viscosity grade ("10w40") asks about the oil's viscosity, which the pages name beside the grades: the word is
  // searched too, optional as a size is.
  if (VISCOSITY_GRADE.test(text) && !queries.some((q) => q.query === VISCOSITY_TERM))
    queries.push({query: VISCOSITY_TERM, weak: false, optional: true});
  // A question of weak words only ("not working") searches them as words.
  if (queries.every((q) => q.weak)) for (const q of queries) q.weak = false;
  return {
    queries,
    all,
    // An engine code asks what the code means as often as it asks for the engine.
    code: specific.some((t) => ENGINE_CODE.test(t)),
    symptom: specific.some((t) => SYMPTOM_TERMS.has(t)),
    conversion: UNIT_TO_UNIT.test(text) || CONVERT.test(text),
    phrases: queryPhrases(all, known),
  };
}

/** The strong terms of a query for matching the data tables (see answers.ts). */
export function answerQueryTerms(query: string): string[] {
  return answerTerms(query).filter((t) => !WEAK_WORDS.has(t) && !SITE_WORDS.has(t));
}
