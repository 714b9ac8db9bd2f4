// Chain length from sprocket teeth and the center distance between the output shaft and the rear axle.
// The pitch is always passed in: chain pitches are data (data/tables/chain_sizes.yaml), not constants here.

export interface ChainLength {
  /** The exact number of pitches the path needs. */
  exactLinks: number;
  /** Rounded up to the next even number: a chain joins inner link to outer link. */
  links: number;
  /** The center distance the rounded chain gives with no slack. */
  centerDistanceMm: number;
}

/**
 * The standard approximation L = 2C/p + (N1 + N2)/2 + ((N2 - N1)/(2 pi))^2 x p/C, in links,
 * with C the center distance, p the pitch and N1, N2 the tooth counts.
 */
export function chainLinks(frontTeeth: number, rearTeeth: number, centerMm: number, pitchMm: number): ChainLength {
  const c = centerMm / pitchMm;
  const sum = (frontTeeth + rearTeeth) / 2;
  const diff = (rearTeeth - frontTeeth) / (2 * Math.PI);
  const exactLinks = 2 * c + sum + (diff * diff) / c;
  let links = Math.ceil(exactLinks - 1e-9);
  if (links % 2) links += 1;
  return {exactLinks, links, centerDistanceMm: centerForLinks(frontTeeth, rearTeeth, links, pitchMm)};
}

/** The inverse: the center distance at which a chain of `links` fits tight (solving the same formula for C). */
export function centerForLinks(frontTeeth: number, rearTeeth: number, links: number, pitchMm: number): number {
  const a = links - (frontTeeth + rearTeeth) / 2;
  const d = (rearTeeth - frontTeeth) / (2 * Math.PI);
  // 2c^2 - a c + d^2 = 0, larger root.
  const c = (a + Math.sqrt(Math.max(a * a - 8 * d * d, 0))) / 4;
  return c * pitchMm;
}
