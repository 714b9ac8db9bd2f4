// The nine category pages of the spec (section 2), with the folder each one lists.
// The _category_.json files carry the same slugs; tests/unit/categories.test.ts holds them together.

import fs from 'node:fs';
import path from 'node:path';

export type Section = 'guides' | 'manuals';

export interface Category {
  section: Section;
  folder: string;
  label: string;
  slug: string;
}

export const CATEGORIES: readonly Category[] = [
  {section: 'guides', folder: 'buying_comparison_guides', label: 'Buying & Comparison Guides', slug: 'buying--comparison-guides'},
  {section: 'guides', folder: 'maintenance_repair', label: 'Maintenance & Repair', slug: 'maintenance--repair'},
  {
    section: 'guides',
    folder: 'performance_tuning_customization',
    label: 'Performance Tuning & Customization',
    slug: 'performance-tuning--customization',
  },
  {section: 'guides', folder: 'pit_bike_basics', label: 'Pit Bike Basics', slug: 'pit-bike-basics'},
  {section: 'guides', folder: 'technical_insights', label: 'Technical Insights', slug: 'technical-insights'},
  {section: 'manuals', folder: 'owners_manual', label: 'Owner Manual', slug: 'owner-manual'},
  {section: 'manuals', folder: 'parts_diagram', label: 'Parts Diagram', slug: 'parts-diagram'},
  {section: 'manuals', folder: 'service_manual', label: 'Service Manual', slug: 'service-manual'},
  {section: 'manuals', folder: 'wiring_diagram', label: 'Wiring Diagram', slug: 'wiring-diagram'},
];

export const categoryPath = (c: Category): string => `/docs/category/${c.slug}`;

/** Docusaurus creates a category's index page only once the folder holds a page. */
export function isPopulated(c: Category, docsDir = 'docs'): boolean {
  const dir = path.join(docsDir, c.section, c.folder);
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => /\.mdx?$/.test(f));
}

/** Footer links to the section's category pages that exist, so the footer never links to a 404. */
export function footerCategoryLinks(section: Section): {label: string; to: string}[] {
  return CATEGORIES.filter((c) => c.section === section && isPopulated(c)).map((c) => ({label: c.label, to: categoryPath(c)}));
}
