// Swept volume from bore and stroke, and the bore a target displacement needs.

/** cc = pi/4 x bore^2 x stroke x cylinders, with bore and stroke in mm. */
export const displacementCc = (boreMm: number, strokeMm: number, cylinders = 1): number =>
  ((Math.PI / 4) * boreMm * boreMm * strokeMm * cylinders) / 1000;

export const boreForDisplacementMm = (targetCc: number, strokeMm: number, cylinders = 1): number =>
  Math.sqrt((targetCc * 1000 * 4) / (Math.PI * strokeMm * cylinders));

export const strokeForDisplacementMm = (targetCc: number, boreMm: number, cylinders = 1): number =>
  (targetCc * 1000 * 4) / (Math.PI * boreMm * boreMm * cylinders);
