// Screenshot comparison for the visual regression tests: a screenshot is compared with its committed
// baseline in tests/e2e/__screenshots__ pixel by pixel (pixelmatch). `npm run test:visual:update` writes the
// baselines instead; whoever runs it looks at every changed image before committing it.
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import type {Locator, Page} from 'playwright-core';

const BASELINE_DIR = path.resolve(__dirname, '../__screenshots__');
const FAILURE_DIR = path.resolve(__dirname, '../../../.tmp/visual');
const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * Per-pixel colour tolerance (pixelmatch's YIQ threshold) and how many pixels may differ. Rendering in the same
 * headless Chromium is deterministic, so the allowance is small: it absorbs anti-aliasing on a glyph or two,
 * not a missing icon (the navbar logo's strokes alone are several hundred pixels).
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_PIXELS = 60;

interface Comparison {
  diffPixels: number;
  sizeMismatch: boolean;
  diff?: PNG;
}

/** Compares two PNG images; a size change counts as a mismatch of every pixel. */
function comparePng(actual: PNG, expected: PNG): Comparison {
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return {diffPixels: Math.max(actual.width * actual.height, expected.width * expected.height), sizeMismatch: true};
  }
  const diff = new PNG({width: actual.width, height: actual.height});
  const diffPixels = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {threshold: PIXEL_THRESHOLD});
  return {diffPixels, sizeMismatch: false, diff};
}

/**
 * Screenshots until two in a row are the same, so what renders after hydration (the search button's key hints,
 * a table's filter box, a worker's answer) has settled; as Playwright's own toHaveScreenshot does.
 */
async function stableScreenshot(target: Page | Locator, mask: Locator[]): Promise<Buffer> {
  const shoot = () => target.screenshot({animations: 'disabled', caret: 'hide', mask, scale: 'css'});
  let previous = await shoot();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((r) => setTimeout(r, 250));
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the page never stopped changing: two screenshots in a row differed for 5 seconds');
}

/**
 * Takes a screenshot of the page's viewport (or of one element) with animations stopped and the caret hidden,
 * and compares it with the baseline `name`.png. Throws with the paths of the actual and diff images on a
 * difference, or when there is no baseline.
 */
export async function expectScreenshot(target: Page | Locator, name: string, mask: Locator[] = []): Promise<void> {
  const buffer = await stableScreenshot(target, mask);
  const file = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    fs.mkdirSync(BASELINE_DIR, {recursive: true});
    if (!fs.existsSync(file) || comparePng(PNG.sync.read(buffer), PNG.sync.read(fs.readFileSync(file))).diffPixels > MAX_DIFF_PIXELS) {
      fs.writeFileSync(file, buffer);
    }
    return;
  }
  if (!fs.existsSync(file)) {
    throw new Error(
      `No baseline for "${name}" (${path.relative(process.cwd(), file)}): run \`npm run test:visual:update\`, look at the image, and commit it.`,
    );
  }
  const result = comparePng(PNG.sync.read(buffer), PNG.sync.read(fs.readFileSync(file)));
  if (result.diffPixels <= MAX_DIFF_PIXELS) return;
  fs.mkdirSync(FAILURE_DIR, {recursive: true});
  const actualFile = path.join(FAILURE_DIR, `${name}.actual.png`);
  fs.writeFileSync(actualFile, buffer);
  let where = actualFile;
  if (result.diff) {
    const diffFile = path.join(FAILURE_DIR, `${name}.diff.png`);
    fs.writeFileSync(diffFile, PNG.sync.write(result.diff));
    where += ` and ${diffFile}`;
  }
  throw new Error(
    `"${name}" looks different from its baseline: ${result.sizeMismatch ? 'the size changed' : `${result.diffPixels} pixels differ (at most ${MAX_DIFF_PIXELS} may)`}. ` +
      `See ${where}. If the change is intended, run \`npm run test:visual:update\` and look at the new image before committing it.`,
  );
}
