// Reading a calculator field: the raw text a reader typed becomes a number or a message to show beside
// the field. No calculator ever sees NaN, a negative tooth count or a zero bore.

export interface FieldRule {
  label: string;
  min?: number;
  max?: number;
  /** Tooth counts and links are whole numbers. */
  integer?: boolean;
  /** Zero is allowed only where it means something (a dished piston, a 0 m altitude). */
  allowZero?: boolean;
  unit?: string;
}

export type Parsed = {ok: true; value: number} | {ok: false; message: string};

const fmt = (n: number) => String(Number(n.toPrecision(6)));

export function parseField(raw: string, rule: FieldRule): Parsed {
  const text = raw.trim().replace(',', '.').replace('\u2212', '-');
  const unit = rule.unit ? ` ${rule.unit}` : '';
  if (text === '') return {ok: false, message: `Enter ${rule.label.toLowerCase()}.`};
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return {ok: false, message: `${rule.label} must be a number.`};
  const value = Number(text);
  if (!Number.isFinite(value)) return {ok: false, message: `${rule.label} must be a number.`};
  if (rule.integer && !Number.isInteger(value)) return {ok: false, message: `${rule.label} must be a whole number.`};
  const min = rule.min ?? (rule.allowZero ? 0 : Number.MIN_VALUE);
  if (value < min || (value === 0 && !rule.allowZero)) {
    return {
      ok: false,
      message: rule.min !== undefined ? `${rule.label} must be at least ${fmt(rule.min)}${unit}.` : `${rule.label} must be more than 0${unit}.`,
    };
  }
  if (rule.max !== undefined && value > rule.max) return {ok: false, message: `${rule.label} must be at most ${fmt(rule.max)}${unit}.`};
  return {ok: true, value};
}

/** Rounds for display without trailing zeros: 2.17647 -> "2.176" with 3 places. */
export function round(value: number, places: number): string {
  return String(Number(value.toFixed(places)));
}
