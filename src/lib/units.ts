// Metric-first formatting with the imperial figure derived, so a data file stores each value once.

export const METRIC_UNITS = [
  'Nm',
  'mm',
  'cm',
  'm',
  'ml',
  'l',
  'kPa',
  'bar',
  'kg',
  'km/h',
  'C',
  'cc',
  'V',
  'A',
  'ohm',
  'kohm',
  'W',
  'rpm',
  'deg',
  'teeth',
] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

export type Quantity = number | readonly [number, number];

interface Conversion {
  to: string;
  convert: (v: number) => number;
  /** Decimal places for the converted figure, chosen by its size. */
  places: (v: number) => number;
}

const byMagnitude = (small: number, large: number, limit: number) => (v: number) => (Math.abs(v) < limit ? small : large);

const CONVERSIONS: Partial<Record<MetricUnit, Conversion>> = {
  Nm: {to: 'ft-lb', convert: (v) => v * 0.737562, places: byMagnitude(1, 0, 20)},
  // Thousandths for clearances and shafts, hundredths up to 10 in, tenths above (a seat height to 0.01 in claims
  // more than the millimetre figure it comes from).
  mm: {to: 'in', convert: (v) => v / 25.4, places: (v) => (Math.abs(v) < 1 ? 3 : Math.abs(v) < 10 ? 2 : 1)},
  cm: {to: 'in', convert: (v) => v / 2.54, places: byMagnitude(2, 1, 10)},
  m: {to: 'ft', convert: (v) => v * 3.28084, places: byMagnitude(1, 0, 100)},
  ml: {to: 'fl oz', convert: (v) => v / 29.5735, places: byMagnitude(2, 1, 1)},
  l: {to: 'US qt', convert: (v) => v * 1.05669, places: () => 2},
  kPa: {to: 'psi', convert: (v) => v * 0.145038, places: () => 1},
  // Whole psi from 100 up: a shock's gas charge read to a tenth of a psi claims more than the bar figure it comes from.
  bar: {to: 'psi', convert: (v) => v * 14.5038, places: byMagnitude(1, 0, 100)},
  kg: {to: 'lb', convert: (v) => v * 2.20462, places: byMagnitude(1, 0, 100)},
  'km/h': {to: 'mph', convert: (v) => v * 0.621371, places: () => 0},
  C: {to: '°F', convert: (v) => (v * 9) / 5 + 32, places: () => 0},
  cc: {to: 'cu in', convert: (v) => v * 0.0610237, places: () => 1},
};

const SYMBOL: Partial<Record<MetricUnit, string>> = {C: '°C', ohm: 'Ω', kohm: 'kΩ', deg: '°', l: 'L'};
const NO_SPACE = new Set<MetricUnit>(['C', 'deg']);

/** The symbol a unit is written with: "mm", "°C", "Ω". */
export const unitSymbol = (unit: MetricUnit): string => SYMBOL[unit] ?? unit;

function formatNumber(v: number, places: number): string {
  const fixed = v.toFixed(places);
  // Drop trailing zeros only where the figure has no meaningful precision to show.
  return places > 0 && Math.abs(v) >= 1 ? fixed.replace(/\.?0+$/, '') : fixed;
}

const formatMetricNumber = (v: number): string => String(Number(v.toPrecision(6)));

function joinUnit(text: string, symbol: string, tight: boolean): string {
  return tight ? `${text}${symbol}` : `${text} ${symbol}`;
}

function formatRange(q: Quantity, fmt: (v: number) => string): string {
  return typeof q === 'number' ? fmt(q) : `${fmt(q[0])}–${fmt(q[1])}`;
}

const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** "12 Nm", "0.05–0.08 mm"; both ends of a range keep the same decimals, so 47.000–47.005 stays a tolerance. */
export function formatMetric(q: Quantity, unit: MetricUnit): string {
  let text: string;
  if (typeof q === 'number') text = formatMetricNumber(q);
  else {
    const places = Math.max(...q.map((v) => decimalsOf(formatMetricNumber(v))));
    text = formatRange(q, (v) => v.toFixed(places));
  }
  return joinUnit(text, unitSymbol(unit), NO_SPACE.has(unit));
}

/** "9 ft-lb", or null where the unit has no imperial counterpart. */
export function formatImperial(q: Quantity, unit: MetricUnit): string | null {
  const c = CONVERSIONS[unit];
  if (!c) return null;
  // Both ends of a range share the precision of the larger one.
  const largest = typeof q === 'number' ? q : Math.max(Math.abs(q[0]), Math.abs(q[1]));
  let places = c.places(c.convert(largest));
  // A tight tolerance must not collapse into one figure ("1.85–1.85 in"): add places until the ends differ.
  while (typeof q !== 'number' && q[0] !== q[1] && places < 5 && formatNumber(c.convert(q[0]), places) === formatNumber(c.convert(q[1]), places)) {
    places++;
  }
  // Nor may a figure that is not zero read as zero ("0.005 mm (0.000 in)").
  const ends = typeof q === 'number' ? [q] : q;
  while (places < 5 && ends.some((v) => v !== 0 && Number(formatNumber(c.convert(v), places)) === 0)) places++;
  let text: string;
  if (typeof q === 'number') text = formatNumber(c.convert(q), places);
  else {
    const ends = q.map((v) => formatNumber(c.convert(v), places));
    const shown = Math.max(...ends.map(decimalsOf));
    text = q.map((v) => c.convert(v).toFixed(shown)).join('–');
  }
  return joinUnit(text, c.to, c.to.startsWith('°'));
}

/** "12 Nm (9 ft-lb)": the house style of CONTENT-GUIDE.md. */
export function formatQuantity(q: Quantity, unit: MetricUnit): string {
  const imperial = formatImperial(q, unit);
  const metric = formatMetric(q, unit);
  return imperial ? `${metric} (${imperial})` : metric;
}
