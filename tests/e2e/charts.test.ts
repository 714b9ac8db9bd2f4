// The gearing and jetting calculators draw their results as charts in the static HTML, with the numbers in
// a table beside each, and redraw as the inputs change.
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';

const {open, baseURL} = useBrowser();

describe('gearing chart', () => {
  it('is in the server-rendered HTML: one line per gear and the speed table', async () => {
    const html = await (await fetch(`${baseURL}/docs/tech/bike_gearing`)).text();
    const section = html.slice(html.indexOf('Gearing calculator'));
    expect(section).toMatch(/<svg[^>]*role="?img/);
    expect(section.match(/<polyline/g)?.length).toBeGreaterThanOrEqual(4);
    expect(section).toContain('Road speed, km/h');
  });

  it('redraws for the reader sprockets: fewer gears, new top speed, and the table agrees', async () => {
    const {page, errors} = await open('/docs/tech/bike_gearing');
    await hydrated(page);
    const section = page.locator('section', {has: page.getByRole('heading', {name: 'Gearing calculator'})});
    await section.getByRole('textbox', {name: 'Gear ratios'}).fill('2, 1');
    await section.getByRole('textbox', {name: /Engine speed/}).fill('9000');
    const chart = section.locator('svg[role="img"]');
    await expect.poll(() => chart.locator('polyline').count()).toBe(2);
    // 9000 / (4 x 1 x 37/14) x pi x 535.6 mm x 60 = 86.0 km/h in top gear, marked on the chart.
    await expect.poll(() => chart.innerHTML()).toContain('86 km/h at 9,000 rpm');
    const table = section.locator('table', {has: page.locator('caption', {hasText: 'Road speed, km/h'})});
    await expect.poll(() => table.locator('tbody tr').last().innerText()).toMatch(/9,000\s+43\s+86/);
    // The chart fits its column at phone width.
    await page.setViewportSize({width: 390, height: 800});
    const [c, s] = await Promise.all([chart.boundingBox(), section.boundingBox()]);
    expect(c!.x + c!.width).toBeLessThanOrEqual(s!.x + s!.width + 1);
    expect(errors).toEqual([]);
  });
});

describe('jetting chart', () => {
  it('plots the main jet across altitude, one line per temperature, with the reader point marked', async () => {
    const {page, errors} = await open('/docs/tech/jetting_altitude_temperature');
    await hydrated(page);
    const section = page.locator('section', {has: page.getByRole('heading', {name: 'Jetting calculator'})});
    await section.getByLabel('Baseline humidity', {exact: false}).fill('0');
    await section.getByLabel('Humidity today', {exact: false}).fill('0');
    await section.getByLabel('Temperature today', {exact: false}).fill('15');
    await section.getByLabel('Altitude today', {exact: false}).fill('1500');
    const chart = section.locator('svg[role="img"]');
    // Lines at -10, 5, 15 (the reader's), 20 and 35 °C.
    await expect.poll(() => chart.locator('polyline').count()).toBe(5);
    // ISA at 1500 m, same temperature, dry: 120 x 0.8345^0.25 = 114.7
    await expect.poll(() => chart.innerHTML()).toContain('Today: 114.7');
    const table = section.locator('table', {has: page.locator('caption', {hasText: 'Main jet by altitude and temperature'})});
    await expect.poll(() => table.locator('tbody tr', {hasText: '1,500 m'}).innerText()).toContain('114.7');
    await section.getByLabel('Altitude today', {exact: false}).fill('abc');
    await expect.poll(() => chart.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
