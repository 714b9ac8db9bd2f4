import {describe, expect, it} from 'vitest';
import {TECH_TOPICS} from '../../src/components/TechIndex/topics';
import {plan} from '../support/plan';

describe('Tech Database front page topics', () => {
  it('gives every planned tech page exactly one topic, and nothing else', () => {
    const listed = TECH_TOPICS.flatMap((t) => t.slugs);
    const planned = plan.pages.filter((p) => p.dir === 'tech').map((p) => p.slug);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...planned].sort());
  });
});
