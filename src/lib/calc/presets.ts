// Turns the Tech Database's drive ratio table into the gearing calculator's engine presets, so the
// ratios a reader picks are the same sourced figures the table shows.
import type {DataTable} from '../dataTable';

export interface GearingPresetData {
  id: string;
  label: string;
  primary: number;
  gears: number[];
  front?: number;
  rear?: number;
  tire?: string;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Rows need `primary` and `gear1`; `gear2`..`gear6`, `front`, `rear` and `tire` are used when present. */
export function gearingPresets(table: DataTable, labelKey = 'engine'): GearingPresetData[] {
  const presets: GearingPresetData[] = [];
  for (const row of table.rows) {
    const primary = num(row.primary);
    const gears = [1, 2, 3, 4, 5, 6].map((n) => num(row[`gear${n}`])).filter((g): g is number => g !== undefined);
    if (primary === undefined || gears.length === 0) continue;
    presets.push({
      id: row.id,
      label: String(row[labelKey] ?? row.id),
      primary,
      gears,
      front: num(row.front),
      rear: num(row.rear),
      tire: typeof row.tire === 'string' ? row.tire : undefined,
    });
  }
  return presets;
}
