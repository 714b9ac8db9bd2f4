// The project's own content plan (content-plan/pages.json), read the same way by every content test.
import fs from 'node:fs';
import path from 'node:path';

export interface PlannedPage {
  section: string;
  folder: string;
  dir: string;
  slug: string;
  title: string;
  tags: string[];
  minWords: number;
}

const planFile = path.resolve(__dirname, '../../content-plan/pages.json');

export const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as {tags: string[]; pages: PlannedPage[]};
