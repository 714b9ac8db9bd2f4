// One description per calculator field: its label, unit, keypad, hint and validation rule. A calculator lists
// its fields once (a FieldSpecs object); useFields reads and checks them, and <FieldList> draws them in order.
import {parseField, type FieldRule, type Parsed} from '@site/src/lib/calc/input';
import {useUrlFields} from './useUrlFields';

export type FieldCheck<T> = {ok: true; value: T} | {ok: false; message: string};

export interface FieldSpec {
  label: string;
  /** shown after the label, and in range messages */
  unit?: string;
  hint?: string;
  /** Numbers get the decimal keypad on phones (the default); whole numbers the digits; codes and lists letters. */
  mode?: 'decimal' | 'numeric' | 'text';
  /** value shown before the reader types, and in the static HTML */
  initial: string;
  /** A number in a range (parseField). `unit` here overrides the field's unit in messages only. */
  number?: Omit<FieldRule, 'label'>;
  /** Any other reading (a list of ratios, a tire size). */
  parse?: (text: string) => FieldCheck<unknown>;
}

export type FieldSpecs = Record<string, FieldSpec>;

/** What a field yields once valid: a number, the parser's value, or (no rule at all) the text as typed. */
type ValueOf<S extends FieldSpec> = S extends {parse: (text: string) => FieldCheck<infer T>} ? T : S extends {number: object} ? number : string;
export type FieldValues<S extends FieldSpecs> = {[K in keyof S]: ValueOf<S[K]>};

function check(spec: FieldSpec, text: string): FieldCheck<unknown> {
  if (spec.parse) return spec.parse(text);
  if (spec.number) return parseField(text, {label: spec.label, unit: spec.unit, ...spec.number}) satisfies Parsed;
  return {ok: true, value: text};
}

/** Reads and checks every field of a calculator; values holds them all only when every field is valid. */
export function checkFields<S extends FieldSpecs>(
  specs: S,
  raw: Record<keyof S & string, string>,
): {values: FieldValues<S> | null; errors: Partial<Record<keyof S & string, string>>} {
  const values = {} as Record<keyof S & string, unknown>;
  const errors: Partial<Record<keyof S & string, string>> = {};
  for (const key of Object.keys(specs) as (keyof S & string)[]) {
    const result = check(specs[key]!, raw[key] ?? '');
    if (result.ok) values[key] = result.value;
    else errors[key] = result.message;
  }
  return {values: Object.keys(errors).length ? null : (values as FieldValues<S>), errors};
}

/** A calculator's fields, kept in the page URL (useUrlFields) and checked on every change. */
export function useFields<S extends FieldSpecs>(specs: S) {
  // useUrlFields reads the initial values on the first render only.
  const [raw, set] = useUrlFields(
    Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, spec.initial])) as Record<keyof S & string, string>,
  );
  return {raw, set, ...checkFields(specs, raw)};
}

/** The sprocket pair, the same in the chain length and the gearing calculators. */
export const SPROCKET_FIELDS = {
  front: {label: 'Front sprocket', unit: 'teeth', mode: 'numeric', initial: '14', number: {integer: true, min: 8, max: 30}},
  rear: {label: 'Rear sprocket', unit: 'teeth', mode: 'numeric', initial: '37', number: {integer: true, min: 20, max: 70}},
} as const satisfies FieldSpecs;

/** Bore and stroke, the same in the displacement and the compression calculators. */
export const BORE_STROKE_FIELDS = {
  bore: {label: 'Bore', unit: 'mm', initial: '60', number: {min: 20, max: 120}},
  stroke: {label: 'Stroke', unit: 'mm', initial: '53', number: {min: 20, max: 120}},
} as const satisfies FieldSpecs;
