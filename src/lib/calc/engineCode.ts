// Reads Chinese engine codes in the pattern of China's engine naming standard (GB/T 725), as stamped on
// pit bike crankcases: 1P60FMJ = 1 cylinder, P horizontal, 60 mm bore, F air-cooled, M motorcycle, J a
// maker's letter. Only the positions the standard defines are decoded; the rest is reported as unread.

export interface CodePart {
  /** The characters of the code this part covers. */
  text: string;
  meaning: string;
}

export type DecodedCode =
  | {
      ok: true;
      code: string;
      cylinders: number;
      layout: string;
      strokes: 2 | 4;
      boreMm: number;
      cooling: string | null;
      use: string | null;
      /** The final letter(s): not defined by the standard. */
      suffix: string;
      parts: CodePart[];
      warnings: string[];
    }
  | {ok: false; code: string; message: string};

const LAYOUTS: Record<string, string> = {P: 'horizontal (cylinder lying forward)', V: 'V', '': 'upright or inline'};
const COOLING: Record<string, string> = {F: 'air-cooled'};
const USE: Record<string, string> = {M: 'motorcycle'};

const PATTERN = /^([1-9])(P|V)?(E)?(\d{2})([A-Z]?)([A-Z]?)([A-Z0-9]*)$/;

export function normalizeCode(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-_.]/g, '');
}

export function decodeEngineCode(input: string): DecodedCode {
  const code = normalizeCode(input);
  if (!code) return {ok: false, code, message: 'Enter an engine code, for example 1P60FMJ.'};
  if (code.length > 12)
    return {ok: false, code: code.slice(0, 12), message: 'That is longer than any engine code of this kind (they have 6 to 8 characters).'};
  const m = PATTERN.exec(code);
  if (!m) {
    return {
      ok: false,
      code,
      message:
        'This does not read as a Chinese engine code: those start with the cylinder count and a two-digit bore, like 1P60FMJ or 153FMI. Honda, Kawasaki and other makers use their own codes; look the engine up by model instead.',
    };
  }
  const [, cyl, layoutLetter = '', twoStroke, bore, coolingLetter, useLetter, rest] = m;
  const parts: CodePart[] = [];
  const warnings: string[] = [];
  const cylinders = Number(cyl);
  parts.push({text: cyl!, meaning: `${cylinders} cylinder${cylinders > 1 ? 's' : ''}`});
  const layout = LAYOUTS[layoutLetter]!;
  if (layoutLetter) parts.push({text: layoutLetter, meaning: `${layout} layout`});
  else {
    warnings.push(
      'There is no layout letter. The standard reads that as an upright engine, but many horizontal pit bike engines (147FMI, 153FMI) are coded without the P: look at the cylinder.',
    );
  }
  const strokes = twoStroke ? 2 : 4;
  parts.push({text: twoStroke ?? '', meaning: twoStroke ? 'two-stroke' : 'four-stroke (no E for two-stroke)'});
  const boreMm = Number(bore);
  parts.push({text: bore!, meaning: `about ${boreMm} mm bore (the nominal figure; the real bore is often a few tenths more)`});
  let cooling: string | null = null;
  if (coolingLetter) {
    cooling = COOLING[coolingLetter] ?? null;
    parts.push({text: coolingLetter, meaning: cooling ?? 'a cooling or feature letter this decoder cannot confirm'});
    if (!cooling)
      warnings.push(`The letter ${coolingLetter} in the cooling position has no published meaning; check the engine (fins, oil cooler, radiator).`);
  } else {
    warnings.push(
      'There is no cooling letter, which the standard reads as liquid cooling; pit bike engines are nearly all air- or oil-cooled, so the code may be shortened.',
    );
  }
  let use: string | null = null;
  if (useLetter) {
    use = USE[useLetter] ?? null;
    parts.push({text: useLetter, meaning: use ?? 'a use letter this decoder cannot confirm'});
    if (!use) warnings.push(`The letter ${useLetter} is not the motorcycle letter M; this may not be a motorcycle engine code.`);
  }
  const suffix = rest ?? '';
  if (suffix) parts.push({text: suffix, meaning: "the maker's letter: a model or size class, not defined by the standard"});
  return {ok: true, code, cylinders, layout, strokes, boreMm, cooling, use, suffix, parts: parts.filter((p) => p.text), warnings};
}
