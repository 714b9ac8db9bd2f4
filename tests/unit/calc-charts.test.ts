// The figures behind the gearing and jetting charts, against hand-worked values.
import {describe, expect, it} from 'vitest';
import {niceTicks} from '../../src/lib/calc/chart';
import {finalDriveRatio, parseTireSize, rpmSteps, speedTable, tireCircumferenceMm} from '../../src/lib/calc/gearing';
import {altitudeSteps, jetGrid, temperatureSteps} from '../../src/lib/calc/jetting';

describe('gearing chart figures', () => {
  it('samples engine speed every 1,000 rpm, or 2,000 above 8,000, up to the reader rpm', () => {
    expect(rpmSteps(8000)).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
    expect(rpmSteps(9000)).toEqual([0, 2000, 4000, 6000, 8000, 9000]);
    expect(rpmSteps(2500)).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('gives road speed in every gear at each engine speed', () => {
    // 9000 / (4 x 1 x 37/14) x pi x 535.6 mm x 60 / 1e6 = 86.0 km/h; first gear (ratio 2) half that.
    const rows = speedTable({
      rpms: [0, 4500, 9000],
      primaryRatio: 4,
      gearRatios: [2, 1],
      finalRatio: finalDriveRatio(14, 37),
      circumferenceMm: tireCircumferenceMm(parseTireSize('90/100-14')!),
    });
    expect(rows.map((r) => r.rpm)).toEqual([0, 4500, 9000]);
    expect(rows[0]!.speedsKmh).toEqual([0, 0]);
    expect(rows[2]!.speedsKmh[1]).toBeCloseTo(86.0, 1);
    expect(rows[2]!.speedsKmh[0]).toBeCloseTo(43.0, 1);
    expect(rows[1]!.speedsKmh[1]).toBeCloseTo(43.0, 1);
  });
});

describe('jetting chart figures', () => {
  it('samples altitude every 500 m to 2,000 m, or every 1,000 m higher up', () => {
    expect(altitudeSteps(1500)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(altitudeSteps(4200)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('draws four temperatures across the year and adds the reader one', () => {
    expect(temperatureSteps(25)).toEqual([-10, 5, 20, 25, 35]);
    expect(temperatureSteps(20)).toEqual([-10, 5, 20, 35]);
  });

  it('gives the baseline jet at the baseline, and smaller jets higher and hotter', () => {
    const baseline = {altitudeM: 0, temperatureC: 15, humidityPercent: 0};
    const grid = jetGrid(120, baseline, 0, [0, 1500], [15, 35]);
    expect(grid[0]![0]).toBeCloseTo(120, 6);
    // ISA pressure ratio at 1500 m: (1 - 2.25577e-5 x 1500)^5.25588 = 0.8345; 120 x 0.8345^0.25 = 114.7
    expect(grid[1]![0]).toBeCloseTo(114.7, 1);
    // Same pressure, 20 K hotter: density ratio 288.15 / 308.15; 120 x 0.93510^0.25 = 118.0
    expect(grid[0]![1]).toBeCloseTo(118.0, 1);
    expect(grid[1]![1]).toBeLessThan(grid[1]![0]!);
  });
});

describe('chart axis ticks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 86)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 9000)).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(niceTicks(110.2, 121.4)).toEqual([110, 112, 114, 116, 118, 120, 122]);
    expect(niceTicks(5, 5).length).toBeGreaterThanOrEqual(2);
  });
});
