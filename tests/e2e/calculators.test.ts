// Each Tech Database calculator computes a hand-worked case, rejects bad input with a message, and
// keeps its inputs in the URL so a result can be shared and reloaded.
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {hydrated, useBrowser} from './support/browser';

const {open} = useBrowser();

async function calculator(path: string, title: string) {
  const {page, errors} = await open(path);
  await hydrated(page);
  const section = page.locator('section', {has: page.getByRole('heading', {name: title})});
  return {page, errors, section};
}

async function fill(page: Page, section: ReturnType<Page['locator']>, label: string, value: string) {
  await section.getByLabel(label, {exact: false}).first().fill(value);
}

const resultText = (section: ReturnType<Page['locator']>) => section.locator('[aria-live="polite"]').first().innerText();

describe('chain length calculator', () => {
  it('gives 122 links for 14/37 at 600 mm and rejects a zero-tooth sprocket', async () => {
    const {page, section, errors} = await calculator('/docs/tech/chain_sizing', 'Chain length calculator');
    await fill(page, section, 'Front sprocket', '14');
    await fill(page, section, 'Rear sprocket', '37');
    await fill(page, section, 'Center distance', '600');
    await expect.poll(() => resultText(section)).toContain('122 links');
    await fill(page, section, 'Front sprocket', '0');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toBe('Front sprocket must be at least 8 teeth.');
    expect(await resultText(section)).not.toMatch(/NaN|links/);
    await fill(page, section, 'Front sprocket', 'abc');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toBe('Front sprocket must be a number.');
    expect(errors).toEqual([]);
  });

  it('mirrors the inputs in the URL and restores them on reload', async () => {
    const {page, section} = await calculator('/docs/tech/chain_sizing', 'Chain length calculator');
    await fill(page, section, 'Rear sprocket', '41');
    await expect.poll(() => page.url()).toContain('rear=41');
    await page.reload();
    await hydrated(page);
    const again = page.locator('section', {has: page.getByRole('heading', {name: 'Chain length calculator'})});
    await expect.poll(() => again.getByLabel('Rear sprocket', {exact: false}).inputValue()).toBe('41');
  });
});

describe('gearing calculator', () => {
  it('computes final drive and top speed from a shared URL', async () => {
    const {page, section} = await calculator(
      '/docs/tech/bike_gearing?front=14&rear=37&primary=4&gears=2,1&tire=90/100-14&rpm=9000',
      'Gearing calculator',
    );
    await expect.poll(() => resultText(section)).toContain('2.643:1');
    // The static HTML shows the default inputs; the URL's values replace them once the page is interactive.
    // 9000 / (4 x 1 x 37/14) x pi x 535.6 mm x 60 = 86.0 km/h in top
    await expect.poll(() => section.locator('tbody tr').nth(1).innerText()).toContain('86 km/h');
    await fill(page, section, 'Rear tire size', 'big');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toContain('Enter a size as marked on the tire');
  });
});

describe('displacement calculator', () => {
  it('computes 149.9 cc for 60 x 53 mm and the bore for 160 cc', async () => {
    const {page, section} = await calculator('/docs/tech/engine_types_and_sizes', 'Displacement calculator');
    await fill(page, section, 'Bore', '60');
    await fill(page, section, 'Stroke', '53');
    await fill(page, section, 'Target displacement', '160');
    await expect.poll(() => resultText(section)).toContain('149.9 cc');
    expect(await resultText(section)).toContain('62 mm');
    await fill(page, section, 'Bore', '0');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toBe('Bore must be at least 20 mm.');
  });
});

describe('compression ratio calculator', () => {
  it('computes 10.19:1 for the worked example and refuses a gasket smaller than the bore', async () => {
    const {page, section} = await calculator(
      '/docs/tech/compression_ratio?bore=60&stroke=53&chamber=14&gasketBore=61&gasketThickness=0.5&deck=0.3&piston=0',
      'Compression ratio calculator',
    );
    await expect.poll(() => resultText(section)).toContain('10.19:1');
    await fill(page, section, 'Gasket bore', '50');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toBe('Gasket bore must be at least the cylinder bore.');
  });
});

describe('jetting calculator', () => {
  it('leans a 120 main jet to about 112.9 at 2000 m', async () => {
    const {section} = await calculator(
      '/docs/tech/jetting_altitude_temperature?jet=120&alt0=0&temp0=15&rh0=0&alt=2000&temp=15&rh=0',
      'Jetting calculator',
    );
    await expect.poll(() => resultText(section)).toContain('112.9');
    expect(await resultText(section)).toContain('less fuel');
  });
  it('rejects humidity over 100 %', async () => {
    const {page, section} = await calculator('/docs/tech/jetting_altitude_temperature', 'Jetting calculator');
    await fill(page, section, 'Humidity today', '140');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toBe('Humidity today must be at most 100 %.');
  });
});

describe('unit converter', () => {
  it('converts 12 Nm to 8.8507 ft-lb and refuses a temperature below absolute zero', async () => {
    const {page, section} = await calculator('/docs/tech/unit_conversions', 'Unit converter');
    await fill(page, section, 'Value', '12');
    await expect.poll(() => resultText(section)).toContain('8.8507 ft-lb');
    await section.getByLabel('Quantity').selectOption('temperature');
    await fill(page, section, 'Value', '-300');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toBe('Value must be at least -273.15 °C.');
  });
});

describe('engine code decoder', () => {
  it('reads 1p60fmj and links to the pages that mention it', async () => {
    const {page, section} = await calculator('/docs/tech/engine_code_decoder', 'Engine code decoder');
    await fill(page, section, 'Engine code', '1p60fmj');
    await expect.poll(() => resultText(section)).toContain('1P60FMJ: 1-cylinder four-stroke, air-cooled, about 60 mm bore, motorcycle engine.');
    expect(await section.getByRole('link', {name: 'pages that mention 1P60FMJ'}).getAttribute('href')).toBe('/search?q=1P60FMJ');
  });
  it('says clearly when a code cannot be read', async () => {
    const {page, section} = await calculator('/docs/tech/engine_code_decoder', 'Engine code decoder');
    await fill(page, section, 'Engine code', 'CRF110F');
    await expect.poll(() => section.getByRole('alert').first().innerText()).toContain('This does not read as a Chinese engine code');
  });
});

describe('spec table', () => {
  it('is in the static HTML, and sorts and filters once interactive', async () => {
    const {page} = await open('/docs/tech/chain_sizing');
    const html = await (await page.request.get('/docs/tech/chain_sizing')).text();
    expect(html).toMatch(/<caption[^>]*>Drive chain sizes/);
    await hydrated(page);
    const table = page.locator('table', {has: page.locator('caption', {hasText: 'Drive chain slack'})});
    await table.getByRole('button', {name: /Slack/}).click();
    await expect.poll(() => table.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('ascending');
    expect(await table.locator('tbody tr th').first().innerText()).toBe('KTM 50 SX, 50 SX Factory Edition and 50 SX Mini (2022)');
    // The filter box of this table: each table is a figure with its own box.
    const filter = page.getByRole('figure').filter({has: table}).getByLabel('Filter rows');
    await filter.fill('kawasaki');
    // KLX110R, KLX110R L, KX250F, and the worn 420/428 row that applies the Kawasaki KX250F rule.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    await filter.fill('zzzz');
    await expect.poll(() => table.locator('tbody').innerText()).toContain('No rows match');
  });
});
