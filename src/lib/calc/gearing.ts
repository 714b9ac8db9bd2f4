// Gearing: final-drive ratio from sprockets, and road speed in each gear from the whole drive train.

export interface TireSize {
  /** Section width in mm, e.g. 90 for a 90/100-14. */
  widthMm: number;
  /** Aspect ratio in percent (sidewall height / width). */
  aspectPercent: number;
  /** Rim diameter in inches. */
  rimInches: number;
}

export const finalDriveRatio = (frontTeeth: number, rearTeeth: number): number => rearTeeth / frontTeeth;

/** Unloaded outside diameter of a tire from its size marking, in mm. */
export const tireDiameterMm = (t: TireSize): number => t.rimInches * 25.4 + (2 * t.widthMm * t.aspectPercent) / 100;

export const tireCircumferenceMm = (t: TireSize): number => Math.PI * tireDiameterMm(t);

/** Reads "90/100-14", "90/100 x 14" or "2.50-10" (inch section, 100 % profile assumed). */
export function parseTireSize(text: string): TireSize | null {
  const metric = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*(?:-|x|r|zr)?\s*(\d{1,2}(?:\.\d)?)\s*$/i.exec(text);
  if (metric) {
    const t = {widthMm: Number(metric[1]), aspectPercent: Number(metric[2]), rimInches: Number(metric[3])};
    return t.widthMm > 0 && t.aspectPercent > 0 && t.rimInches > 0 ? t : null;
  }
  const inch = /^\s*(\d(?:\.\d{1,2})?)\s*(?:-|x)\s*(\d{1,2})\s*$/i.exec(text);
  if (inch) {
    const t = {widthMm: Number(inch[1]) * 25.4, aspectPercent: 100, rimInches: Number(inch[2])};
    return t.widthMm > 0 && t.rimInches > 0 ? t : null;
  }
  return null;
}

export interface GearSpeed {
  gear: number;
  ratio: number;
  /** Engine revolutions per rear-wheel revolution. */
  overallRatio: number;
  speedKmh: number;
}

/**
 * Road speed in each gear at an engine speed: wheel rpm = engine rpm / (primary x gear x final drive),
 * and distance per wheel turn is the rolling circumference (unloaded, so real speed is a little lower).
 */
export function speedsInGears(input: {
  rpm: number;
  primaryRatio: number;
  gearRatios: number[];
  finalRatio: number;
  circumferenceMm: number;
}): GearSpeed[] {
  return input.gearRatios.map((ratio, i) => {
    const overallRatio = input.primaryRatio * ratio * input.finalRatio;
    const wheelRpm = input.rpm / overallRatio;
    return {gear: i + 1, ratio, overallRatio, speedKmh: (wheelRpm * input.circumferenceMm * 60) / 1e6};
  });
}

/** Percentage change of road speed at the same rpm when the final drive goes from one ratio to another. */
export const speedChangePercent = (fromRatio: number, toRatio: number): number => (fromRatio / toRatio - 1) * 100;

export interface SpeedRow {
  rpm: number;
  /** Road speed in each gear at this engine speed, km/h. */
  speedsKmh: number[];
}

/** Engine speeds for the chart and its table: every 1,000 rpm (2,000 above 8,000) up past the reader's rpm. */
export function rpmSteps(rpm: number): number[] {
  const max = Math.ceil(Math.max(rpm, 4000) / 1000) * 1000;
  const step = max > 8000 ? 2000 : 1000;
  const steps: number[] = [];
  for (let r = 0; r < max; r += step) steps.push(r);
  steps.push(max);
  return steps;
}

/** Road speed against engine speed in every gear, for the gearing chart and the table beside it. */
export function speedTable(input: {
  rpms: number[];
  primaryRatio: number;
  gearRatios: number[];
  finalRatio: number;
  circumferenceMm: number;
}): SpeedRow[] {
  return input.rpms.map((rpm) => ({rpm, speedsKmh: speedsInGears({...input, rpm}).map((g) => g.speedKmh)}));
}
