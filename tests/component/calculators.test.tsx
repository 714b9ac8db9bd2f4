// Every calculator as a reader uses it: typing values shows the result, bad input shows the message beside the
// field and no result. Values and messages are the same hand-worked cases the e2e suite checks in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {parse} from 'yaml';
import {beforeEach, describe, expect, it} from 'vitest';
import {parseDataTable} from '@site/src/lib/dataTable';
import ChainLengthCalculator from '@site/src/components/Calculators/ChainLengthCalculator';
import CompressionCalculator from '@site/src/components/Calculators/CompressionCalculator';
import DisplacementCalculator from '@site/src/components/Calculators/DisplacementCalculator';
import EngineCodeDecoder from '@site/src/components/Calculators/EngineCodeDecoder';
import GearingCalculator from '@site/src/components/Calculators/GearingCalculator';
import JettingCalculator from '@site/src/components/Calculators/JettingCalculator';
import UnitConverter from '@site/src/components/Calculators/UnitConverter';

const chainSizes = parseDataTable(parse(fs.readFileSync(path.join(__dirname, '../../data/tables/chain_sizes.yaml'), 'utf8')), 'chain_sizes.yaml');

beforeEach(() => window.history.replaceState(null, '', '/docs/tech/page'));

/** The calculator titled `title`, its result region, and a way to replace a field's text. */
function calculator(title: string) {
  const section = screen.getByRole('region', {name: title});
  const user = userEvent.setup();
  return {
    section,
    result: () => section.querySelector('[aria-live="polite"]')!.textContent ?? '',
    field: (label: string | RegExp) => within(section).getByLabelText(label),
    async type(label: string | RegExp, value: string) {
      const input = within(section).getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    },
    alerts: () =>
      within(section)
        .queryAllByRole('alert')
        .map((a) => a.textContent),
    user,
  };
}

describe('chain length calculator', () => {
  it('gives 122 links for 14/37 at 600 mm, then refuses a zero-tooth and a lettered sprocket', async () => {
    render(<ChainLengthCalculator sizes={chainSizes} />);
    const c = calculator('Chain length calculator');
    expect(c.field(/Chain pitch/)).toHaveProperty('value', '12.7');
    await c.type(/Front sprocket/, '14');
    await c.type(/Rear sprocket/, '37');
    await c.type(/Center distance/, '600');
    expect(c.result()).toContain('Chain length: 122 links');
    await c.type(/Front sprocket/, '0');
    expect(c.alerts()).toEqual(['Front sprocket must be at least 8 teeth.']);
    expect(c.field(/Front sprocket/).getAttribute('aria-invalid')).toBe('true');
    expect(c.result()).toBe('Correct the marked fields to see the result.');
    await c.type(/Front sprocket/, 'abc');
    expect(c.alerts()).toEqual(['Front sprocket must be a number.']);
  });

  it('lists every chain of the table under the pitch field', () => {
    render(<ChainLengthCalculator sizes={chainSizes} />);
    const hint = document.getElementById(
      calculator('Chain length calculator')
        .field(/Chain pitch/)
        .getAttribute('aria-describedby')!,
    );
    expect(hint?.textContent).toBe('420: 12.7 mm; 428: 12.7 mm; 520: 15.88 mm');
  });
});

describe('gearing calculator', () => {
  it('computes the final drive and the speed in top gear, and refuses a tire size it cannot read', async () => {
    render(<GearingCalculator />);
    const c = calculator('Gearing calculator');
    await c.type(/Primary ratio/, '4');
    await c.type(/Gear ratios/, '2, 1');
    await c.type(/Engine speed/, '9000');
    expect(c.result()).toContain('Final-drive ratio: 2.643:1 (37/14)');
    expect(within(c.section).getAllByRole('row')[2]!.textContent).toContain('86 km/h');
    await c.type(/Rear tire size/, 'big');
    expect(c.alerts()).toEqual(['Enter a size as marked on the tire, such as 90/100-14 or 2.50-10.']);
    expect(c.result()).toBe('Correct the marked fields to see the result.');
    await c.type(/Gear ratios/, '2, 9');
    expect(c.alerts()).toContain('Gear 2 ratio must be at most 5.');
  });

  it('fills the fields from an engine preset', async () => {
    const presets = [{id: 'test', label: 'Test engine', primary: 3.5, gears: [3, 2, 1], front: 15, rear: 40, tire: '2.50-10'}];
    render(<GearingCalculator presets={presets} />);
    const c = calculator('Gearing calculator');
    await c.user.selectOptions(c.field('Engine preset'), 'test');
    expect(
      [c.field(/Primary ratio/), c.field(/Gear ratios/), c.field(/Front sprocket/), c.field(/Rear tire size/)].map(
        (f) => (f as HTMLInputElement).value,
      ),
    ).toEqual(['3.5', '3, 2, 1', '15', '2.50-10']);
  });
});

describe('displacement calculator', () => {
  it('computes 149.9 cc for 60 x 53 mm and the 62 mm bore for 160 cc, and refuses a zero bore', async () => {
    render(<DisplacementCalculator />);
    const c = calculator('Displacement calculator');
    await c.type(/^Bore/, '60');
    await c.type(/Stroke/, '53');
    await c.type(/Target displacement/, '160');
    expect(c.result()).toContain('Displacement: 149.9 cc');
    expect(c.result()).toContain('62 mm');
    await c.type(/^Bore/, '0');
    expect(c.alerts()).toEqual(['Bore must be at least 20 mm.']);
    await c.type(/Stroke/, '');
    expect(c.alerts()).toEqual(['Bore must be at least 20 mm.', 'Enter stroke.']);
  });
});

describe('compression ratio calculator', () => {
  it('computes 10.19:1 for the worked example and refuses a gasket smaller than the bore', async () => {
    render(<CompressionCalculator />);
    const c = calculator('Compression ratio calculator');
    expect(c.result()).toContain('Compression ratio: 10.19:1');
    await c.type(/Gasket bore/, '50');
    expect(c.alerts()).toEqual(['Gasket bore must be at least the cylinder bore.']);
    expect(c.result()).not.toContain(':1');
    await c.type(/Gasket bore/, '61');
    await c.type(/Gasket thickness/, '-1');
    expect(c.alerts()).toEqual(['Gasket thickness must be at least 0 mm.']);
  });
});

describe('jetting calculator', () => {
  it('leans a 120 main jet to about 112.9 at 2000 m, and refuses humidity over 100 %', async () => {
    render(<JettingCalculator />);
    const c = calculator('Jetting calculator');
    for (const [label, value] of [
      [/Baseline main jet/, '120'],
      [/Baseline altitude/, '0'],
      [/Baseline temperature/, '15'],
      [/Baseline humidity/, '0'],
      [/Altitude today/, '2000'],
      [/Temperature today/, '15'],
      [/Humidity today/, '0'],
    ] as const)
      await c.type(label, value);
    expect(c.result()).toContain('Main jet to start from: 112.9');
    expect(c.result()).toContain('less fuel');
    await c.type(/Humidity today/, '140');
    expect(c.alerts()).toEqual(['Humidity today must be at most 100 %.']);
  });
});

describe('unit converter', () => {
  it('converts 12 Nm to 8.8507 ft-lb and refuses a temperature below absolute zero', async () => {
    render(<UnitConverter />);
    const c = calculator('Unit converter');
    await c.type('Value', '12');
    expect(c.result()).toContain('12 Nm = 8.8507 ft-lb');
    await c.user.selectOptions(c.field('Quantity'), 'temperature');
    await c.type('Value', '-300');
    expect(c.alerts()).toEqual(['Value must be at least -273.15 °C.']);
    await c.type('Value', '100');
    expect(c.result()).toContain('100 °C = 212 °F');
  });
});

describe('engine code decoder', () => {
  it('reads 1p60fmj and links to the pages that mention it; says when a code cannot be read', async () => {
    render(<EngineCodeDecoder dataPage="/docs/tech/engine_types_and_sizes" dataLabel="Engine types and sizes" />);
    const c = calculator('Engine code decoder');
    await c.type(/Engine code/, '1p60fmj');
    expect(c.result()).toContain('1P60FMJ: 1-cylinder four-stroke, air-cooled, about 60 mm bore, motorcycle engine.');
    expect(within(c.section).getByRole('link', {name: 'pages that mention 1P60FMJ'}).getAttribute('href')).toBe('/search?q=1P60FMJ');
    await c.type(/Engine code/, 'CRF110F');
    expect(c.alerts()[0]).toContain('This does not read as a Chinese engine code');
  });
});

describe('the inputs in the URL', () => {
  it('starts from the values in the address and writes each change back to it', async () => {
    window.history.replaceState(null, '', '/docs/tech/page?bore=52.4&stroke=49.5&target=110');
    render(<DisplacementCalculator />);
    const c = calculator('Displacement calculator');
    await expect.poll(() => (c.field(/^Bore/) as HTMLInputElement).value).toBe('52.4');
    expect(c.result()).toContain('Displacement: 106.7 cc');
    await c.type(/Stroke/, '50');
    expect(new URL(window.location.href).searchParams.get('stroke')).toBe('50');
  });
});
