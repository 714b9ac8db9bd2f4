import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {CATEGORIES} from '../../src/lib/categories';
import {tagKeys, tagSlug} from '../support/siteRoutes';

const plan = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content-plan/pages.json'), 'utf8')) as {
  tags: string[];
  pages: {section: string; folder: string; label: string}[];
};

describe('categories', () => {
  it('are the nine of the spec, with the plan labels', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([
      'buying--comparison-guides',
      'maintenance--repair',
      'performance-tuning--customization',
      'pit-bike-basics',
      'technical-insights',
      'owner-manual',
      'parts-diagram',
      'service-manual',
      'wiring-diagram',
    ]);
    for (const c of CATEGORIES) {
      const planned = plan.pages.find((p) => p.folder === c.folder);
      expect(planned?.label, c.folder).toBe(c.label);
    }
  });

  it('each folder carries its label and generated-index route in _category_.json', () => {
    for (const c of CATEGORIES) {
      const meta = JSON.parse(fs.readFileSync(path.join('docs', c.section, c.folder, '_category_.json'), 'utf8'));
      expect(meta.label).toBe(c.label);
      expect(meta.link).toMatchObject({type: 'generated-index', slug: `/category/${c.slug}`});
    }
  });
});

describe('tags', () => {
  it('docs/tags.yml holds exactly the 59 planned tags, each described', () => {
    const tags = YAML.parse(fs.readFileSync('docs/tags.yml', 'utf8')) as Record<string, {label?: string; description?: string}>;
    expect(tagKeys().sort()).toEqual([...plan.tags].sort());
    expect(plan.tags).toHaveLength(59);
    for (const [key, value] of Object.entries(tags)) {
      expect(value.label, key).toBeTruthy();
      expect(value.description?.length ?? 0, key).toBeGreaterThan(15);
    }
  });

  it('permalinks are the spec slugs', () => {
    expect(tagSlug('1P60FMJ')).toBe('1-p-60-fmj');
    expect(tagSlug('147FMI')).toBe('147-fmi');
    expect(tagSlug('1P60YMJ')).toBe('1-p-60-ymj');
    expect(tagSlug('pitsterpro')).toBe('pitsterpro');
  });
});
