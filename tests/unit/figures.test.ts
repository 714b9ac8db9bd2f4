// The procedure figures: every <Figure> on a page has a caption and a text alternative and frames a drawing
// that exists; every drawing is an SVG sized by its viewBox with its labels as text and no fixed colour.
import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import Figure from '../../src/components/Figure';
import remarkComponentImports from '../../src/plugins/remark-component-imports';
import {formatQuantity} from '../../src/lib/units';
import {docRoutes} from '../support/siteRoutes';

const FIGURES_DIR = 'src/figures';
/** The f-* classes the figure stylesheet defines. */
const FIGURE_CLASSES = new Set([...fs.readFileSync('src/components/Figure/styles.css', 'utf8').matchAll(/\.(f-[a-z-]+)/g)].map((m) => m[1]));

/** Props for the drawings that are drawn from data: the ones a page passes them. */
const DRAWING_PROPS: Record<string, object> = {
  FigBreakInThrottle: {stages: parse(fs.readFileSync('data/tables/break_in_stages.yaml', 'utf8'))},
  FigCamDriveRatio: {drive: parse(fs.readFileSync('data/tables/cam_drive.yaml', 'utf8'))},
  FigCarbExploded: {carb: 'pz', parts: parse(fs.readFileSync('data/tables/pz_carburetor_parts.yaml', 'utf8'))},
  FigCdiWires: {pins: parse(fs.readFileSync('data/tables/cdi_pinouts.yaml', 'utf8'))},
  FigEngineCodeParts: {code: '1P60FMJ'},
  FigModelBars: {data: parse(fs.readFileSync('data/tables/xmotos_pit_bike_models.yaml', 'utf8')), col: 'weight'},
  FigIdleClutchIn: {targets: parse(fs.readFileSync('data/tables/running_targets.yaml', 'utf8'))},
  FigPreRideWalkAround: {checks: parse(fs.readFileSync('data/tables/pre_ride_checklist.yaml', 'utf8'))},
  FigSeatHeights: {
    refBikes: parse(fs.readFileSync('data/tables/small_bike_reference_figures.yaml', 'utf8')),
    grom: parse(fs.readFileSync('data/tables/honda_msx125_grom_specs.yaml', 'utf8')),
  },
};
const drawings = fs
  .readdirSync(FIGURES_DIR)
  .filter((f) => /^Fig[A-Z]\w*\.tsx$/.test(f))
  .map((f) => f.replace(/\.tsx$/, ''));

interface Use {
  file: string;
  caption: string;
  alt: string;
  inner: string;
}

/** Every <Figure ...>...</Figure> block in the docs, with its attributes and contents. */
function figureUses(): Use[] {
  return docRoutes().flatMap(({file}) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/<Figure\b([^>]*)>([\s\S]*?)<\/Figure>/g)].map((m) => ({
      file,
      caption: m[1]!.match(/caption="([^"]*)"/)?.[1] ?? '',
      alt: m[1]!.match(/alt="([^"]*)"/)?.[1] ?? '',
      inner: m[2]!.trim(),
    }));
  });
}

describe('figures on the pages', () => {
  const uses = figureUses();

  it('at least 40 distinct drawings are shown on the pages', () => {
    const shown = new Set(uses.map((u) => u.inner.match(/<(Fig\w+)/)?.[1]));
    expect(shown.size).toBeGreaterThanOrEqual(40);
  });

  it('every <Figure> has a short caption, a text alternative and exactly one existing drawing', () => {
    const problems: string[] = [];
    for (const u of uses) {
      const names = [...u.inner.matchAll(/<(Fig\w+)/g)].map((m) => m[1]!);
      if (u.caption.trim().length < 8 || u.caption.length > 90) problems.push(`${u.file}: caption "${u.caption}"`);
      if (u.alt.trim().length < 60) problems.push(`${u.file}: alt text too short for ${names.join(', ')}`);
      if (names.length !== 1 || !drawings.includes(names[0]!)) problems.push(`${u.file}: drawing ${names.join(', ') || 'missing'}`);
    }
    expect(problems).toEqual([]);
  });

  it('every drawing in src/figures is shown on a page', () => {
    const shown = new Set(uses.flatMap((u) => [...u.inner.matchAll(/<(Fig\w+)/g)].map((m) => m[1])));
    expect(drawings.filter((d) => !shown.has(d))).toEqual([]);
  });
});

describe('the drawings', () => {
  for (const name of drawings) {
    it(`${name} is a scalable SVG with text labels and theme colours only`, async () => {
      const Drawing = (await import(path.resolve(FIGURES_DIR, `${name}.tsx`))).default as ComponentType<object>;
      const svg = renderToStaticMarkup(createElement(Drawing, DRAWING_PROPS[name]));
      expect(svg).toMatch(/^<svg viewBox="-?\d+ -?\d+ \d+ \d+"/);
      expect(svg).not.toMatch(/<svg[^>]*\s(width|height)=/);
      expect((svg.match(/<text\b/g) ?? []).length).toBeGreaterThan(0);
      // Colours come from the figure stylesheet's custom properties, so dark mode and print can swap them.
      expect(svg).not.toMatch(/(fill|stroke|color)="(#|rgb|black|white|red|blue|green)/i);
      expect(svg).not.toMatch(/<image\b/);
      // Every f-* class the drawing uses is one the figure stylesheet defines: an unknown class (such as the
      // removed f-heavy) would draw silently at the default colour and weight.
      const used = new Set([...svg.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)).filter((c) => c.startsWith('f-')));
      expect([...used].filter((c) => !FIGURE_CLASSES.has(c))).toEqual([]);
    });
  }
});

describe('FigModelBars', () => {
  /** A small table of the kind the buying guides read: a name column and a unit column. */
  const table = (b: number | [number, number] | undefined) => ({
    title: 'Fixture',
    appliesTo: 'Tests',
    sources: [{id: 'fixture', text: 'Fixture'}],
    columns: [
      {key: 'model', label: 'Model'},
      {key: 'seatHeight', label: 'Seat height', unit: 'mm'},
    ],
    rows: [
      {id: 'a', model: 'Bike A', seatHeight: 800},
      {id: 'b', model: 'Bike B', ...(b === undefined ? {} : {seatHeight: b})},
      {id: 'c', model: 'Bike C', seatHeight: 400},
    ],
  });
  const render = async (props: object) => {
    const Drawing = (await import(path.resolve(FIGURES_DIR, 'FigModelBars.tsx'))).default as ComponentType<object>;
    return renderToStaticMarkup(createElement(Drawing, props));
  };
  const width = (svg: string, attr: string, id: string) =>
    Number(svg.match(new RegExp(`<rect x="0" y="[\\d.]+" width="([\\d.]+)"[^>]*${attr}="${id}"`))?.[1]);

  it('draws each bar from zero in proportion to its value, and follows a change in the table', async () => {
    const before = await render({data: table(600), col: 'seatHeight'});
    expect(width(before, 'data-bar', 'b') / width(before, 'data-bar', 'a')).toBeCloseTo(600 / 800, 6);
    expect(width(before, 'data-bar', 'c') / width(before, 'data-bar', 'a')).toBeCloseTo(400 / 800, 6);
    expect(before).toContain(formatQuantity(600, 'mm'));
    const after = await render({data: table(200), col: 'seatHeight'});
    expect(width(after, 'data-bar', 'b') / width(after, 'data-bar', 'a')).toBeCloseTo(200 / 800, 6);
    expect(after).toContain(formatQuantity(200, 'mm'));
    expect(after).not.toContain('600 mm');
  });

  it('lists a row without a value as not published, with no bar', async () => {
    const svg = await render({data: table(undefined), col: 'seatHeight'});
    expect(svg).toContain('Bike B');
    expect(svg).toContain('not published');
    expect(svg).not.toContain('data-bar="b"');
    expect(svg.match(/data-bar=/g)).toHaveLength(2);
  });

  it('draws a published range solid to its lower end and outlined to its upper end', async () => {
    const svg = await render({data: table([500, 700]), col: 'seatHeight'});
    expect(width(svg, 'data-bar', 'b') / width(svg, 'data-bar', 'a')).toBeCloseTo(500 / 800, 6);
    expect(svg).toContain('data-range="b"');
    expect(svg).toContain(formatQuantity([500, 700], 'mm'));
  });

  it('draws only the rows asked for, in that order, and refuses an unknown row or column', async () => {
    const svg = await render({data: table(600), col: 'seatHeight', rows: ['c', 'a']});
    expect(svg.indexOf('Bike C')).toBeLessThan(svg.indexOf('Bike A'));
    expect(svg).not.toContain('Bike B');
    await expect(render({data: table(600), col: 'seatHeight', rows: ['z']})).rejects.toThrow(/no row "z"/);
    await expect(render({data: table(600), col: 'weight'})).rejects.toThrow(/no column "weight"/);
  });

  it('compares rows from several tables in one unit, under the names a page gives them', async () => {
    const other = {...table(600), rows: [{id: 'd', model: 'D-1', seatHeight: 200}]};
    const svg = await render({data: [table(600), other], col: 'seatHeight', rows: ['a', 'd'], names: {d: 'Brand D-1'}});
    expect(width(svg, 'data-bar', 'd') / width(svg, 'data-bar', 'a')).toBeCloseTo(200 / 800, 6);
    expect(svg).toContain('Brand D-1');
    const centimetres = {...other, columns: [other.columns[0], {key: 'seatHeight', label: 'Seat height', unit: 'cm'}]};
    await expect(render({data: [table(600), centimetres], col: 'seatHeight', rows: ['a', 'd']})).rejects.toThrow(/same unit/);
    await expect(render({data: [table(600), other], col: 'seatHeight'})).rejects.toThrow(/name the rows/);
  });
});

describe('<Figure>', () => {
  it('renders the drawing as one image with its text alternative, the caption and an Enlarge button', () => {
    const html = renderToStaticMarkup(
      createElement(Figure, {caption: 'Where the blade goes', alt: 'A feeler blade in the gap', children: createElement('svg')}),
    );
    expect(html).toContain('role="img" aria-label="A feeler blade in the gap"');
    expect(html).toContain('<figcaption class="pb-figure__caption"><span class="pb-figure__text">Where the blade goes</span>');
    expect(html).toContain('>Enlarge</button>');
  });

  it('keeps an interactive drawing open to assistive technology and links the text alternative to it', () => {
    const html = renderToStaticMarkup(
      createElement(Figure, {caption: 'Exploded view', alt: 'Carburetor parts', interactive: true, children: createElement('svg')}),
    );
    expect(html).not.toContain('role="img"');
    const id = html.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}">Carburetor parts</p>`);
  });

  it('refuses a figure without a text alternative, with a clear message', () => {
    expect(() => renderToStaticMarkup(createElement(Figure, {caption: 'x', alt: ' ', children: createElement('svg')}))).toThrow(/needs an alt text/);
  });
});

describe('remark-component-imports: drawings', () => {
  const run = (children: object[]) => {
    const tree = {type: 'root', children} as Parameters<ReturnType<typeof remarkComponentImports>>[0];
    remarkComponentImports()(tree, {path: 'fixture.mdx'});
    return (tree.children ?? []) as {type: string; value?: string}[];
  };
  const use = (name: string) => ({type: 'mdxJsxFlowElement', name: 'Figure', children: [{type: 'mdxJsxFlowElement', name, children: []}]});

  it('adds one import for each drawing a page uses, and none for a page without drawings', () => {
    const out = run([use('FigChainSlack'), use('FigChainSlack'), use('FigNeedleClip')]);
    expect(out.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value)).toEqual([
      "import FigChainSlack from '@site/src/figures/FigChainSlack';",
      "import FigNeedleClip from '@site/src/figures/FigNeedleClip';",
    ]);
    expect(run([{type: 'paragraph', children: []}]).some((n) => n.type === 'mdxjsEsm')).toBe(false);
  });

  it('fails the build with the expected file when a drawing does not exist', () => {
    expect(() => run([use('FigNoSuchDrawing')])).toThrow(/fixture\.mdx uses <FigNoSuchDrawing>, but there is no drawing at .*FigNoSuchDrawing\.tsx/);
  });
});
