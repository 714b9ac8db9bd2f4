// Static compression ratio from the volumes above the piston at top dead center.
import {displacementCc} from './displacement';

export interface CompressionInput {
  boreMm: number;
  strokeMm: number;
  /** Measured combustion chamber volume in the head, cc. */
  chamberCc: number;
  gasketBoreMm: number;
  /** Compressed head gasket thickness. */
  gasketThicknessMm: number;
  /** Piston crown below the cylinder top at TDC (positive) or above it (negative). */
  deckHeightMm: number;
  /** Dish volume (positive adds volume) or dome volume (negative), cc. */
  pistonCc: number;
}

export interface CompressionResult {
  sweptCc: number;
  gasketCc: number;
  deckCc: number;
  clearanceCc: number;
  ratio: number;
}

const cylinderCc = (diameterMm: number, heightMm: number) => ((Math.PI / 4) * diameterMm * diameterMm * heightMm) / 1000;

/** CR = (swept + clearance) / clearance; null when the clearance volume is not positive (a dome that hits). */
export function compressionRatio(i: CompressionInput): CompressionResult | null {
  const sweptCc = displacementCc(i.boreMm, i.strokeMm);
  const gasketCc = cylinderCc(i.gasketBoreMm, i.gasketThicknessMm);
  const deckCc = cylinderCc(i.boreMm, i.deckHeightMm);
  const clearanceCc = i.chamberCc + gasketCc + deckCc + i.pistonCc;
  if (!(clearanceCc > 0)) return null;
  return {sweptCc, gasketCc, deckCc, clearanceCc, ratio: (sweptCc + clearanceCc) / clearanceCc};
}
