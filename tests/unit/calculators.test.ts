import {describe, expect, it} from 'vitest';
import {parseField} from '../../src/lib/calc/input';
import {checkFields} from '../../src/components/Calculators/fields';
import {finalDriveRatio, parseTireSize, speedChangePercent, speedsInGears, tireCircumferenceMm, tireDiameterMm} from '../../src/lib/calc/gearing';
import {centerForLinks, chainLinks} from '../../src/lib/calc/chain';
import {boreForDisplacementMm, displacementCc, strokeForDisplacementMm} from '../../src/lib/calc/displacement';
import {compressionRatio} from '../../src/lib/calc/compression';
import {airDensity, jetCorrection, nearestJet, pressureAtAltitudePa, STANDARD_AIR} from '../../src/lib/calc/jetting';
import {convert} from '../../src/lib/calc/convert';
import {decodeEngineCode} from '../../src/lib/calc/engineCode';

describe('parseField', () => {
  const teeth = {label: 'Front sprocket', integer: true, min: 8, max: 60};
  it('accepts a plain number and a decimal comma', () => {
    expect(parseField(' 14 ', teeth)).toEqual({ok: true, value: 14});
    expect(parseField('52,4', {label: 'Bore'})).toEqual({ok: true, value: 52.4});
  });
  it('rejects empty, text, NaN, fractions of a tooth, negatives and out-of-range values with a message', () => {
    expect(parseField('', teeth)).toEqual({ok: false, message: 'Enter front sprocket.'});
    expect(parseField('abc', teeth)).toEqual({ok: false, message: 'Front sprocket must be a number.'});
    expect(parseField('NaN', teeth)).toEqual({ok: false, message: 'Front sprocket must be a number.'});
    expect(parseField('Infinity', teeth)).toEqual({ok: false, message: 'Front sprocket must be a number.'});
    expect(parseField('14.5', teeth)).toEqual({ok: false, message: 'Front sprocket must be a whole number.'});
    expect(parseField('-14', teeth)).toEqual({ok: false, message: 'Front sprocket must be at least 8.'});
    expect(parseField('61', teeth)).toEqual({ok: false, message: 'Front sprocket must be at most 60.'});
  });
  it('refuses zero unless zero means something', () => {
    expect(parseField('0', {label: 'Bore', unit: 'mm'})).toEqual({ok: false, message: 'Bore must be more than 0 mm.'});
    expect(parseField('0', {label: 'Altitude', allowZero: true})).toEqual({ok: true, value: 0});
  });
  it('gives values only when every field is valid, from number rules, parsers and plain text', () => {
    const specs = {
      a: {label: 'A', initial: '', number: {}},
      b: {label: 'B', unit: 'mm', initial: '', number: {max: 5}},
      list: {
        label: 'List',
        initial: '',
        parse: (t: string) => (t ? {ok: true as const, value: t.split(',')} : {ok: false as const, message: 'Enter a list.'}),
      },
      code: {label: 'Code', initial: ''},
    };
    expect(checkFields(specs, {a: '1', b: '2', list: 'x,y', code: 'Z'})).toEqual({values: {a: 1, b: 2, list: ['x', 'y'], code: 'Z'}, errors: {}});
    expect(checkFields(specs, {a: '1', b: '7', list: '', code: ''})).toEqual({
      values: null,
      errors: {b: 'B must be at most 5 mm.', list: 'Enter a list.'},
    });
  });
});

describe('gearing', () => {
  it('computes the final drive and the change from 17/37 to 14/37', () => {
    expect(finalDriveRatio(17, 37)).toBeCloseTo(2.1765, 4);
    expect(finalDriveRatio(14, 37)).toBeCloseTo(2.6429, 4);
    // Road speed at the same rpm falls by 14/17: -17.6 %.
    expect(speedChangePercent(37 / 17, 37 / 14)).toBeCloseTo(-17.65, 2);
  });
  it('reads tire sizes and gives their diameter', () => {
    expect(parseTireSize('90/100-14')).toEqual({widthMm: 90, aspectPercent: 100, rimInches: 14});
    expect(parseTireSize('2.50-10')).toEqual({widthMm: 63.5, aspectPercent: 100, rimInches: 10});
    expect(parseTireSize('fourteen')).toBeNull();
    // 14 x 25.4 + 2 x 90 = 535.6 mm
    expect(tireDiameterMm({widthMm: 90, aspectPercent: 100, rimInches: 14})).toBeCloseTo(535.6, 6);
    expect(tireCircumferenceMm({widthMm: 90, aspectPercent: 100, rimInches: 14})).toBeCloseTo(1682.6, 1);
  });
  it('gives road speed in each gear', () => {
    // 9000 rpm / (4 x 1 x 3) = 750 wheel rpm; x 1.6826 m x 60 = 75.7 km/h
    const [first, top] = speedsInGears({rpm: 9000, primaryRatio: 4, gearRatios: [2, 1], finalRatio: 3, circumferenceMm: 1682.6});
    expect(first!.overallRatio).toBe(24);
    expect(first!.speedKmh).toBeCloseTo(37.86, 2);
    expect(top!.speedKmh).toBeCloseTo(75.72, 2);
  });
});

describe('chain length', () => {
  it('rounds 14/37 at 600 mm up to an even 122 links', () => {
    // 2 x 600/12.7 + 51/2 + (23/2pi)^2 x 12.7/600 = 94.49 + 25.5 + 0.28 = 120.27
    const r = chainLinks(14, 37, 600, 12.7);
    expect(r.exactLinks).toBeCloseTo(120.27, 2);
    expect(r.links).toBe(122);
    expect(r.centerDistanceMm).toBeGreaterThan(600);
  });
  it('keeps an exact even result and inverts the formula', () => {
    expect(chainLinks(15, 15, 12.7 * 40, 12.7).links).toBe(96);
    expect(centerForLinks(14, 37, chainLinks(14, 37, 600, 12.7).exactLinks, 12.7)).toBeCloseTo(600, 6);
  });
  it('rounds an odd count up to the next even one', () => {
    expect(chainLinks(15, 15, 12.7 * 40.75, 12.7).links).toBe(98);
  });
});

describe('displacement', () => {
  it('computes common pit bike engines', () => {
    expect(displacementCc(52.4, 49.5)).toBeCloseTo(106.75, 2);
    expect(displacementCc(60, 53)).toBeCloseTo(149.85, 2);
    expect(displacementCc(50, 50, 2)).toBeCloseTo(196.35, 2);
  });
  it('gives the bore or stroke for a target size', () => {
    expect(boreForDisplacementMm(149.85, 53)).toBeCloseTo(60, 2);
    expect(strokeForDisplacementMm(106.75, 52.4)).toBeCloseTo(49.5, 2);
  });
});

describe('compression ratio', () => {
  const base = {boreMm: 60, strokeMm: 53, chamberCc: 14, gasketBoreMm: 61, gasketThicknessMm: 0.5, deckHeightMm: 0.3, pistonCc: 0};
  it('adds chamber, gasket and deck volumes', () => {
    // gasket pi/4 x 61^2 x 0.5 = 1.461 cc; deck pi/4 x 60^2 x 0.3 = 0.848 cc; clearance 16.309 cc
    const r = compressionRatio(base)!;
    expect(r.gasketCc).toBeCloseTo(1.461, 3);
    expect(r.deckCc).toBeCloseTo(0.848, 3);
    expect(r.ratio).toBeCloseTo(10.19, 2);
  });
  it('raises the ratio for a dome and lowers it for a dish', () => {
    expect(compressionRatio({...base, pistonCc: -2})!.ratio).toBeGreaterThan(10.19);
    expect(compressionRatio({...base, pistonCc: 2})!.ratio).toBeLessThan(10.19);
  });
  it('returns null when the clearance volume is gone', () => {
    expect(compressionRatio({...base, pistonCc: -20})).toBeNull();
  });
});

describe('jetting', () => {
  it('matches the standard atmosphere', () => {
    expect(airDensity(STANDARD_AIR)).toBeCloseTo(1.225, 3);
    expect(pressureAtAltitudePa(1000)).toBeCloseTo(89875, -1);
    expect(airDensity({altitudeM: 1000, temperatureC: 8.5, humidityPercent: 0})).toBeCloseTo(1.112, 3);
  });
  it('makes humid air lighter than dry air', () => {
    expect(airDensity({altitudeM: 0, temperatureC: 30, humidityPercent: 100})).toBeLessThan(
      airDensity({altitudeM: 0, temperatureC: 30, humidityPercent: 0}),
    );
  });
  it('leans the main jet for thinner air by the fourth root of the density ratio', () => {
    const r = jetCorrection(120, STANDARD_AIR, {altitudeM: 2000, temperatureC: 15, humidityPercent: 0});
    // ISA at 2000 m and 15 C: 79.5 kPa -> 0.9613 kg/m3, ratio 0.7848
    expect(r.densityRatio).toBeCloseTo(0.785, 3);
    // The engine needs fuel in proportion to the air mass; the jet's area only with the square root.
    expect(r.fuelFlowChangePercent).toBeCloseTo(-21.5, 1);
    expect(r.jetAreaChangePercent).toBeCloseTo(-11.4, 1);
    expect(r.mainJet).toBeCloseTo(112.94, 2);
    expect(nearestJet(r.mainJet, 2.5)).toBe(112.5);
  });
});

describe('unit conversion', () => {
  it('converts the units on a mechanic page', () => {
    expect(convert(12, 'torque', 'Nm', 'ft-lb')).toBeCloseTo(8.851, 3);
    expect(convert(100, 'torque', 'in-lb', 'Nm')).toBeCloseTo(11.298, 3);
    expect(convert(1, 'length', 'in', 'mm')).toBe(25.4);
    expect(convert(1000, 'volume', 'ml', 'fl-oz')).toBeCloseTo(33.814, 3);
    expect(convert(100, 'pressure', 'psi', 'kPa')).toBeCloseTo(689.476, 3);
    expect(convert(100, 'temperature', 'C', 'F')).toBeCloseTo(212, 9);
    expect(convert(-40, 'temperature', 'F', 'C')).toBeCloseTo(-40, 9);
  });
  it('refuses a unit from another quantity', () => {
    expect(() => convert(1, 'torque', 'mm', 'Nm')).toThrow(/unknown torque unit mm/);
  });
});

describe('engine code decoder', () => {
  it('reads 1P60FMJ', () => {
    const r = decodeEngineCode('1P60FMJ');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r).toMatchObject({cylinders: 1, boreMm: 60, strokes: 4, cooling: 'air-cooled', use: 'motorcycle', suffix: 'J'});
    expect(r.layout).toMatch(/horizontal/);
    expect(r.warnings).toEqual([]);
  });
  it('is case- and space-insensitive', () => {
    const r = decodeEngineCode(' 1p52-fmh ');
    expect(r.ok && r.code).toBe('1P52FMH');
  });
  it('warns when the layout letter is missing (153FMI)', () => {
    const r = decodeEngineCode('153fmi');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.boreMm).toBe(53);
      expect(r.warnings.join(' ')).toMatch(/no layout letter/);
    }
  });
  it('reads the bore of 1P60YMJ but says it cannot confirm the Y', () => {
    const r = decodeEngineCode('1P60YMJ');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.cooling).toBeNull();
      expect(r.warnings.join(' ')).toMatch(/letter Y .* has no published meaning/);
    }
  });
  it('says clearly when a code cannot be read', () => {
    for (const bad of ['', 'CRF110F', 'KLX', 'P60FMJ', '<script>', '1P6FMJ']) {
      const r = decodeEngineCode(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
    }
    const long = decodeEngineCode('1P60FMJ'.repeat(100));
    expect(long.ok).toBe(false);
  });
});
