// Air density from altitude, temperature and humidity, and the main-jet change it calls for.

export interface AirConditions {
  altitudeM: number;
  temperatureC: number;
  /** Relative humidity, 0 to 100 %. */
  humidityPercent: number;
}

/** ISA sea-level pressure, Pa. */
const SEA_LEVEL_PA = 101325;
const R_DRY = 287.058;
const R_VAPOR = 461.495;

/** Pressure of the International Standard Atmosphere at a height, Pa (valid through the troposphere). */
export const pressureAtAltitudePa = (altitudeM: number): number => SEA_LEVEL_PA * Math.pow(1 - 2.25577e-5 * altitudeM, 5.25588);

/** Saturation vapor pressure over water by the Tetens formula, Pa. */
export const saturationVaporPressurePa = (temperatureC: number): number => 610.78 * Math.pow(10, (7.5 * temperatureC) / (temperatureC + 237.3));

/** Density of moist air, kg/m^3: dry air and water vapor as ideal gases at the same temperature. */
export function airDensity(c: AirConditions): number {
  const t = c.temperatureC + 273.15;
  const p = pressureAtAltitudePa(c.altitudeM);
  const vapor = (c.humidityPercent / 100) * saturationVaporPressurePa(c.temperatureC);
  return (p - vapor) / (R_DRY * t) + vapor / (R_VAPOR * t);
}

/** Sea level, 15 °C, dry: 1.225 kg/m^3. */
export const STANDARD_AIR: AirConditions = {altitudeM: 0, temperatureC: 15, humidityPercent: 0};

export interface JetCorrection {
  baselineDensity: number;
  targetDensity: number;
  /** Target density over baseline density. */
  densityRatio: number;
  /** The change of fuel flow through the main jet that keeps the mixture, percent: it follows the air mass. */
  fuelFlowChangePercent: number;
  /** The change of main jet bore area that gives that flow, percent: the flow through a given jet already follows sqrt(density). */
  jetAreaChangePercent: number;
  /** Main jet for jets numbered by their bore (Keihin and Mikuni round main jets, PZ jets). */
  mainJet: number;
}

/**
 * At wide-open throttle the engine draws about the same volume of air, so the air mass, and the fuel it
 * needs, follow the air density. The venturi's pressure drop also follows density, so the flow through a
 * given jet rises only with its square root: the jet's area must change with sqrt(density ratio), and a
 * jet numbered by its bore diameter with the fourth root.
 */
export function jetCorrection(baselineJet: number, baseline: AirConditions, target: AirConditions): JetCorrection {
  const baselineDensity = airDensity(baseline);
  const targetDensity = airDensity(target);
  const densityRatio = targetDensity / baselineDensity;
  return {
    baselineDensity,
    targetDensity,
    densityRatio,
    fuelFlowChangePercent: (densityRatio - 1) * 100,
    jetAreaChangePercent: (Math.sqrt(densityRatio) - 1) * 100,
    mainJet: baselineJet * Math.pow(densityRatio, 0.25),
  };
}

/** Rounds a jet number to the nearest size sold in steps of `step` (2.5 for Keihin round, 5 for many others). */
export const nearestJet = (jet: number, step: number): number => Math.round(jet / step) * step;

/** Altitudes for the jetting chart: every 500 m (1,000 m above 3,000 m) from sea level past the reader's. */
export function altitudeSteps(altitudeM: number): number[] {
  const top = Math.max(2000, altitudeM);
  const step = top > 3000 ? 1000 : 500;
  const max = Math.ceil(top / step) * step;
  const steps: number[] = [];
  for (let a = 0; a <= max; a += step) steps.push(a);
  return steps;
}

/** Temperatures for the chart's lines: four across the riding year and the reader's own, in order. */
export function temperatureSteps(temperatureC: number): number[] {
  return [...new Set([-10, 5, 20, 35, Math.round(temperatureC)])].sort((a, b) => a - b);
}

/** Main jet for each altitude (rows) and temperature (columns), at one humidity, from a known-good baseline. */
export function jetGrid(
  baselineJet: number,
  baseline: AirConditions,
  humidityPercent: number,
  altitudes: number[],
  temperatures: number[],
): number[][] {
  return altitudes.map((altitudeM) =>
    temperatures.map((temperatureC) => jetCorrection(baselineJet, baseline, {altitudeM, temperatureC, humidityPercent}).mainJet),
  );
}
