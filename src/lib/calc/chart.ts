// Round axis ticks for the calculator charts.

/** 4 to 8 ticks on round numbers (1, 2, 2.5 or 5 times a power of ten) that cover [min, max]. */
export function niceTicks(min: number, max: number, target = 6): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (max - min < 1e-9) {
    const pad = Math.abs(max) * 0.05 || 1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => (max - min) / s <= target + 1)!;
  const first = Math.floor(min / step + 1e-9) * step;
  const ticks: number[] = [];
  for (let t = first; t < max + step - 1e-9; t += step) ticks.push(Math.round(t / step) * step);
  return ticks.map((t) => Number(t.toPrecision(12)));
}
