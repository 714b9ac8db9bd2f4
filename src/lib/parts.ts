// The parts data layer (data/parts/): engine families, engines, assemblies, parts and interchange groups.
// The build (src/plugins/parts-data.ts) and the unit tests validate against this schema, resolve each engine
// against its family and lay out the exploded views, so no layout code reaches the reader.
import * as z from 'zod';
import {lookupValue} from './cells';
import {sourceOf, type DataTable} from './dataTable';
import {invalidFile, parseFile} from './validation';
import {sourceText} from './sourceText';
import {BADGE_R} from './partsGeometry';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');
const text = z.string().min(1);

const SHAPES = [
  'shaft',
  'plate',
  'gear',
  'sprocket',
  'piston',
  'ring',
  'pin',
  'valve',
  'spring',
  'cylinder',
  'head',
  'block',
  'nut',
  'chain',
  'stator',
  'rotor',
  'bearing',
  'lever',
  'filter',
  'motor',
  'crank',
] as const;
export type Shape = (typeof SHAPES)[number];

const ASSEMBLIES = [
  'cylinder-head',
  'cam-drive',
  'cylinder-piston',
  'crankshaft',
  'clutch',
  'gearshift',
  'transmission',
  'kickstarter',
  'magneto',
  'electric-starter',
  'crankcase',
  'oil-pump',
  'intake',
] as const;

const sourceSchema = z.object({id, text: sourceText}).strict();

const partSchema = z
  .object({
    callout: z.number().int().positive(),
    name: text,
    aliases: z.array(text).optional(),
    shape: z.enum(SHAPES),
    /** Drawn width and height in figure units, where the shape's default would misstate the part's proportions. */
    size: z.tuple([z.number().min(6).max(300), z.number().min(6).max(120)]).optional(),
    qty: z.number().int().positive().optional(),
    partNumber: text.optional(),
    notes: text.optional(),
    interchange: id.optional(),
    source: id,
  })
  .strict();

const assemblySchema = z
  .object({
    id: z.enum(ASSEMBLIES),
    title: text,
    axis: text,
    parts: z.array(partSchema).min(1),
  })
  .strict();

/** What an engine changes in its family's part: notes, quantity, part number or its interchange group. */
const overrideSchema = z
  .object({
    assembly: z.enum(ASSEMBLIES),
    callout: z.number().int().positive(),
    qty: z.number().int().positive().optional(),
    partNumber: text.optional(),
    notes: text,
    interchange: id.optional(),
    source: id,
  })
  .strict();

const factSchema = z
  .object({
    group: id,
    value: text,
    source: id,
  })
  .strict();

const familySchema = z
  .object({
    kind: z.literal('family'),
    id,
    name: text,
    description: text,
    sources: z.array(sourceSchema).min(1),
    assemblies: z.array(assemblySchema).min(1),
  })
  .strict();

const engineSchema = z
  .object({
    kind: z.literal('engine'),
    id,
    family: id,
    name: text,
    codes: z.array(text).optional(),
    /** Sources beyond the family's. */
    sources: z.array(sourceSchema).optional(),
    /** The dimensions and features that tell this engine apart, each in an interchange group. */
    facts: z.array(factSchema).min(1),
    overrides: z.array(overrideSchema).optional(),
    /** Assemblies this engine has and its family does not (an electric starter, an oil filter). */
    assemblies: z.array(assemblySchema).optional(),
    /** Family assemblies this engine lacks. */
    without: z.array(z.enum(ASSEMBLIES)).optional(),
  })
  .strict();

const interchangeSchema = z
  .object({
    kind: z.literal('interchange'),
    groups: z.array(z.object({id, name: text, assembly: z.enum(ASSEMBLIES), check: text}).strict()).min(1),
  })
  .strict();

export type Family = z.infer<typeof familySchema>;
export type Engine = z.infer<typeof engineSchema>;
export type Interchange = z.infer<typeof interchangeSchema>;
export type Part = z.infer<typeof partSchema>;
type Assembly = z.infer<typeof assemblySchema>;
type Source = z.infer<typeof sourceSchema>;

function fail(file: string, issues: string[]): never {
  throw invalidFile(file, 'valid parts data', issues);
}

const parse = <T>(schema: z.ZodType<T>, value: unknown, file: string): T => parseFile(schema, value, file, 'valid parts data');

function checkAssemblies(assemblies: Assembly[], sourceIds: Set<string>, groups: Set<string>, where: string, issues: string[]) {
  const seenAssembly = new Set<string>();
  assemblies.forEach((a, ai) => {
    if (seenAssembly.has(a.id)) issues.push(`${where}.${ai}.id: duplicate assembly "${a.id}"`);
    seenAssembly.add(a.id);
    const seen = new Set<number>();
    a.parts.forEach((p, pi) => {
      const at = `${where}.${ai}.parts.${pi}`;
      if (seen.has(p.callout)) issues.push(`${at}.callout: callout ${p.callout} is used twice in "${a.id}"`);
      seen.add(p.callout);
      if (!sourceIds.has(p.source)) issues.push(`${at}.source: unknown source "${p.source}"`);
      if (p.interchange && !groups.has(p.interchange)) issues.push(`${at}.interchange: unknown interchange group "${p.interchange}"`);
    });
  });
}

export function parseFamily(value: unknown, file: string, interchange: Interchange): Family {
  const family = parse(familySchema, value, file);
  const issues: string[] = [];
  const groups = new Set(interchange.groups.map((g) => g.id));
  checkAssemblies(family.assemblies, new Set(family.sources.map((s) => s.id)), groups, 'assemblies', issues);
  if (issues.length) fail(file, issues);
  return family;
}

export function parseInterchange(value: unknown, file: string): Interchange {
  const data = parse(interchangeSchema, value, file);
  const seen = new Set<string>();
  const issues: string[] = [];
  data.groups.forEach((g, i) => {
    if (seen.has(g.id)) issues.push(`groups.${i}.id: duplicate group "${g.id}"`);
    seen.add(g.id);
  });
  if (issues.length) fail(file, issues);
  return data;
}

/** Validates an engine against its family: sources, groups and the family callouts it overrides must exist. */
export function parseEngine(value: unknown, file: string, families: Map<string, Family>, interchange: Interchange): Engine {
  const engine = parse(engineSchema, value, file);
  const issues: string[] = [];
  const family = families.get(engine.family);
  const groups = new Set(interchange.groups.map((g) => g.id));
  const ids = new Set((engine.sources ?? []).map((s) => s.id));
  if (!family) fail(file, [`family: unknown family "${engine.family}"`]);
  for (const s of engine.sources ?? []) {
    if (family.sources.some((f) => f.id === s.id)) issues.push(`sources: "${s.id}" is already a source of the family`);
  }
  const known = new Set([...ids, ...family.sources.map((s) => s.id)]);
  engine.facts.forEach((f, i) => {
    if (!groups.has(f.group)) issues.push(`facts.${i}.group: unknown interchange group "${f.group}"`);
    if (!known.has(f.source)) issues.push(`facts.${i}.source: unknown source "${f.source}"`);
  });
  const without = new Set(engine.without ?? []);
  (engine.overrides ?? []).forEach((o, i) => {
    const at = `overrides.${i}`;
    const assembly = family.assemblies.find((a) => a.id === o.assembly);
    if (!assembly) issues.push(`${at}.assembly: the family has no "${o.assembly}" assembly`);
    else if (!assembly.parts.some((p) => p.callout === o.callout)) issues.push(`${at}.callout: "${o.assembly}" has no callout ${o.callout}`);
    if (without.has(o.assembly)) issues.push(`${at}.assembly: "${o.assembly}" is listed under without`);
    if (!known.has(o.source)) issues.push(`${at}.source: unknown source "${o.source}"`);
    if (o.interchange && !groups.has(o.interchange)) issues.push(`${at}.interchange: unknown interchange group "${o.interchange}"`);
  });
  for (const w of without) {
    if (!family.assemblies.some((a) => a.id === w)) issues.push(`without: the family has no "${w}" assembly`);
  }
  const own = engine.assemblies ?? [];
  own.forEach((a, i) => {
    if (family.assemblies.some((f) => f.id === a.id) && !without.has(a.id)) {
      issues.push(`assemblies.${i}.id: "${a.id}" is already in the family; override its parts instead`);
    }
  });
  checkAssemblies(own, known, groups, 'assemblies', issues);
  if (issues.length) fail(file, issues);
  return engine;
}

// ---------------------------------------------------------------------------------------------------------
// Values held by a spec table (data/tables/): an engine's fact or override, or a part's notes in a family or
// engine assembly, may name the table cell instead of repeating the value, `spec: {table, row, col}` with an
// optional `label`, so each value lives in data/ once. The reference is replaced by the cell's text, and the
// table's source for that row is added to the record's sources, before the record is validated.

const specRefSchema = z.object({table: z.string().min(1), row: z.string().min(1), col: z.string().min(1).default('value')}).strict();

function tableSourceId(table: string, source: string) {
  return `table-${table}-${source}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
}

/** Replaces every `spec` reference in an engine or family record by the table cell it names; unknown tables, rows or columns fail. */
export function resolveSpecRefs(value: unknown, file: string, tables: Map<string, DataTable>): unknown {
  if (!value || typeof value !== 'object') return value;
  const engine = structuredClone(value) as Record<string, unknown>;
  const issues: string[] = [];
  const sources = Array.isArray(engine.sources) ? [...(engine.sources as {id: string}[])] : [];
  const resolve = (item: Record<string, unknown>, textKey: 'value' | 'notes', at: string) => {
    if (!('spec' in item)) return;
    const ref = specRefSchema.safeParse(item.spec);
    if (!ref.success) {
      issues.push(`${at}.spec: give table, row and (optionally) col`);
      return;
    }
    if (textKey in item) issues.push(`${at}: give either ${textKey} or spec, not both`);
    if ('source' in item) issues.push(`${at}.source: a spec value takes its source from the table; remove source`);
    const {table: tableId, row, col} = ref.data;
    const table = tables.get(tableId);
    if (!table) {
      issues.push(`${at}.spec.table: unknown data table "${tableId}"`);
      return;
    }
    let text: string;
    try {
      text = lookupValue(table, row, col);
    } catch (e) {
      issues.push(`${at}.spec: ${(e as Error).message}`);
      return;
    }
    const src = sourceOf(
      table,
      table.rows.find((r) => r.id === row)!,
    );
    const id = tableSourceId(tableId, src.id);
    if (!sources.some((s) => s.id === id)) sources.push({id, text: src.text} as {id: string});
    const label = typeof item.label === 'string' ? item.label : undefined;
    delete item.spec;
    delete item.label;
    item[textKey] = label ? `${label}: ${text}` : text;
    item.source = id;
  };
  if (Array.isArray(engine.facts))
    engine.facts.forEach((f, i) => f && typeof f === 'object' && resolve(f as Record<string, unknown>, 'value', `facts.${i}`));
  if (Array.isArray(engine.overrides))
    engine.overrides.forEach((o, i) => o && typeof o === 'object' && resolve(o as Record<string, unknown>, 'notes', `overrides.${i}`));
  if (Array.isArray(engine.assemblies))
    engine.assemblies.forEach((a, i) => {
      const parts = a && typeof a === 'object' ? (a as {parts?: unknown}).parts : undefined;
      if (Array.isArray(parts))
        parts.forEach((p, j) => p && typeof p === 'object' && resolve(p as Record<string, unknown>, 'notes', `assemblies.${i}.parts.${j}`));
    });
  if (issues.length) fail(file, issues);
  if (sources.length) engine.sources = sources;
  return engine;
}

// ---------------------------------------------------------------------------------------------------------
// Resolving an engine against its family

export interface ResolvedPart extends Part {
  /** Set where the engine's record changed the family's part. */
  variant?: string;
  /** Index into the resolved engine's sources (0-based). */
  sourceIndex: number;
  variantSourceIndex?: number;
}

export interface ResolvedAssembly {
  id: string;
  title: string;
  axis: string;
  parts: ResolvedPart[];
  figure: Figure;
}

export interface ResolvedEngine {
  id: string;
  name: string;
  familyName: string;
  codes: string[];
  sources: Source[];
  assemblies: ResolvedAssembly[];
}

const ORDER = new Map<string, number>(ASSEMBLIES.map((a, i) => [a, i]));

export function resolveEngine(engine: Engine, family: Family): ResolvedEngine {
  const sources = [...family.sources, ...(engine.sources ?? [])];
  const index = (sid: string) => sources.findIndex((s) => s.id === sid);
  const without = new Set(engine.without ?? []);
  const base = family.assemblies.filter((a) => !without.has(a.id));
  const all = [...base, ...(engine.assemblies ?? [])].sort((a, b) => ORDER.get(a.id)! - ORDER.get(b.id)!);
  const assemblies = all.map((a) => {
    const parts: ResolvedPart[] = [...a.parts]
      .sort((x, y) => x.callout - y.callout)
      .map((p) => {
        const o = (engine.overrides ?? []).find((v) => v.assembly === a.id && v.callout === p.callout);
        const r: ResolvedPart = {...p, sourceIndex: index(p.source)};
        if (o) {
          r.variant = o.notes;
          r.variantSourceIndex = index(o.source);
          if (o.qty) r.qty = o.qty;
          if (o.partNumber) r.partNumber = o.partNumber;
          if (o.interchange) r.interchange = o.interchange;
        }
        return r;
      });
    return {id: a.id, title: a.title, axis: a.axis, parts, figure: layoutAssembly(parts)};
  });
  return {id: engine.id, name: engine.name, familyName: family.name, codes: engine.codes ?? [], sources, assemblies};
}

// ---------------------------------------------------------------------------------------------------------
// Interchange tables

interface InterchangeRow {
  group: string;
  name: string;
  check: string;
  /** One cell per engine, in the order of `engines`; absent where the engine's record says nothing. */
  values: ({value: string; source: string} | null)[];
}

export interface InterchangeTableData {
  engines: {id: string; name: string}[];
  rows: InterchangeRow[];
}

export function interchangeTable(engines: Engine[], families: Map<string, Family>, interchange: Interchange): InterchangeTableData {
  const sourceText = (e: Engine, sid: string) =>
    [...(e.sources ?? []), ...(families.get(e.family)?.sources ?? [])].find((s) => s.id === sid)?.text ?? sid;
  const rows = interchange.groups
    .map((g) => ({
      group: g.id,
      name: g.name,
      check: g.check,
      values: engines.map((e) => {
        const facts = e.facts.filter((f) => f.group === g.id);
        if (!facts.length) return null;
        return {value: facts.map((f) => f.value).join('. '), source: facts.map((f) => sourceText(e, f.source)).join(' | ')};
      }),
    }))
    .filter((r) => r.values.some((v) => v));
  return {engines: engines.map((e) => ({id: e.id, name: e.name})), rows};
}

// ---------------------------------------------------------------------------------------------------------
// Exploded-view layout: the parts of an assembly side by side along its axis, in callout order, wrapped into
// rows so the figure is at most FIGURE_WIDTH units wide (it scales down to a 390 px phone without scrolling).

export const FIGURE_WIDTH = 340;
const GAP = 14;
const BADGE_SPACE = 40;

export interface FigureShape {
  callout: number;
  shape: Shape;
  /** Bounding box of the drawn part. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Callout badge centre. */
  bx: number;
  by: number;
}

export interface Figure {
  width: number;
  height: number;
  axes: {x1: number; x2: number; y: number}[];
  shapes: FigureShape[];
}

const SIZE: Record<Shape, [number, number]> = {
  shaft: [110, 16],
  plate: [10, 80],
  gear: [22, 64],
  sprocket: [14, 56],
  piston: [52, 56],
  ring: [8, 62],
  pin: [40, 14],
  valve: [70, 28],
  spring: [44, 34],
  cylinder: [64, 84],
  head: [70, 76],
  block: [56, 56],
  nut: [12, 30],
  chain: [80, 30],
  stator: [56, 56],
  rotor: [60, 70],
  bearing: [16, 44],
  lever: [60, 22],
  filter: [40, 44],
  motor: [70, 40],
  crank: [120, 80],
};

export function shapeSize(shape: Shape): [number, number] {
  return SIZE[shape];
}

export function layoutAssembly(parts: Pick<Part, 'callout' | 'shape' | 'size'>[]): Figure {
  const rows: Pick<Part, 'callout' | 'shape' | 'size'>[][] = [[]];
  const dims = (p: Pick<Part, 'shape' | 'size'>): [number, number] => p.size ?? SIZE[p.shape];
  let used = 0;
  for (const p of parts) {
    const [w] = dims(p);
    const need = Math.max(w, BADGE_R * 2 + 4);
    if (used > 0 && used + need > FIGURE_WIDTH) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(p);
    used += need + GAP;
  }
  const shapes: FigureShape[] = [];
  const axes: Figure['axes'] = [];
  let top = 8;
  let right = 0;
  for (const row of rows) {
    const rowH = Math.max(...row.map((p) => dims(p)[1]));
    const axisY = top + BADGE_SPACE + rowH / 2;
    let x = 8;
    for (const p of row) {
      const [w, h] = dims(p);
      const slot = Math.max(w, BADGE_R * 2 + 4);
      const sx = x + (slot - w) / 2;
      shapes.push({callout: p.callout, shape: p.shape, x: sx, y: axisY - h / 2, w, h, bx: x + slot / 2, by: top + BADGE_R + 2});
      x += slot + GAP;
    }
    right = Math.max(right, x - GAP);
    axes.push({x1: 2, x2: Math.min(FIGURE_WIDTH + 14, x), y: axisY});
    top = axisY + rowH / 2 + 12;
  }
  return {width: Math.ceil(right + 8), height: Math.ceil(top), axes, shapes};
}
