// The unit conversions a pit bike mechanic needs, each unit defined by its factor to one base unit.

export type Quantity = 'torque' | 'length' | 'volume' | 'pressure' | 'temperature' | 'speed' | 'mass';

interface Unit {
  id: string;
  label: string;
  toBase: (v: number) => number;
  fromBase: (v: number) => number;
}

const linear = (id: string, label: string, factor: number): Unit => ({id, label, toBase: (v) => v * factor, fromBase: (v) => v / factor});

/** Exact definitions: 1 in = 25.4 mm, 1 lb = 0.45359237 kg, g = 9.80665 m/s^2, 1 US gal = 231 cu in. */
const LBF_N = 0.45359237 * 9.80665;
const US_FL_OZ_ML = (231 * 16.387064) / 128;

export const UNITS: Record<Quantity, Unit[]> = {
  torque: [
    linear('Nm', 'Nm', 1),
    linear('ft-lb', 'ft-lb', LBF_N * 0.3048),
    linear('in-lb', 'in-lb', LBF_N * 0.0254),
    linear('kgf-m', 'kgf·m', 9.80665),
  ],
  length: [linear('mm', 'mm', 1), linear('cm', 'cm', 10), linear('in', 'in', 25.4), linear('thou', 'thou (0.001 in)', 0.0254)],
  volume: [
    linear('ml', 'ml (= cc)', 1),
    linear('l', 'liters', 1000),
    linear('fl-oz', 'US fl oz', US_FL_OZ_ML),
    linear('qt', 'US quarts', US_FL_OZ_ML * 32),
    linear('cu-in', 'cu in', 16.387064),
  ],
  pressure: [
    linear('kPa', 'kPa', 1),
    linear('bar', 'bar', 100),
    linear('psi', 'psi', LBF_N / 0.0254 ** 2 / 1000),
    linear('kgf-cm2', 'kgf/cm²', 98.0665),
  ],
  temperature: [
    {id: 'C', label: '°C', toBase: (v) => v, fromBase: (v) => v},
    {id: 'F', label: '°F', toBase: (v) => ((v - 32) * 5) / 9, fromBase: (v) => (v * 9) / 5 + 32},
  ],
  speed: [linear('km-h', 'km/h', 1), linear('mph', 'mph', 1.609344)],
  mass: [linear('kg', 'kg', 1), linear('lb', 'lb', 0.45359237)],
};

export const QUANTITY_LABELS: Record<Quantity, string> = {
  torque: 'Torque',
  length: 'Length',
  volume: 'Volume',
  pressure: 'Pressure',
  temperature: 'Temperature',
  speed: 'Speed',
  mass: 'Mass',
};

export function findUnit(quantity: Quantity, id: string): Unit | undefined {
  return UNITS[quantity].find((u) => u.id === id);
}

/** Converts between two units of one quantity; throws on a unit that does not belong to it. */
export function convert(value: number, quantity: Quantity, from: string, to: string): number {
  const a = findUnit(quantity, from);
  const b = findUnit(quantity, to);
  if (!a || !b) throw new Error(`unknown ${quantity} unit ${a ? to : from}`);
  return b.fromBase(a.toBase(value));
}

/** Below absolute zero is not a temperature. */
export const ABSOLUTE_ZERO: Record<string, number> = {C: -273.15, F: -459.67};
