// The navbar item types are the ones the config's navbar uses (src/theme/NavbarItem/ComponentTypes.tsx): an item
// of a type left out of the list would stop the build, and a type listed but unused ships in every page's bundle.
import {describe, expect, it, vi} from 'vitest';
import config from '../../docusaurus.config';

vi.mock('@theme/NavbarItem/DefaultNavbarItem', () => ({default: 'DefaultNavbarItem'}));
vi.mock('@theme/NavbarItem/DropdownNavbarItem', () => ({default: 'DropdownNavbarItem'}));
vi.mock('@theme/NavbarItem/DocSidebarNavbarItem', () => ({default: 'DocSidebarNavbarItem'}));
vi.mock('@site/src/components/Feedback/FeedbackButton', () => ({default: 'FeedbackButton'}));

type Item = {type?: string; items?: Item[]};

/** Each item's type as the theme's NavbarItem resolves it (no type: `dropdown` with items, else `default`). */
function typesOf(items: Item[]): string[] {
  return items.flatMap((item) => {
    const type = !item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type;
    return [type, ...typesOf(item.items ?? [])];
  });
}

describe('navbar item types', () => {
  it('lists exactly the types of the navbar items in the config', async () => {
    const {default: componentTypes} = await import('../../src/theme/NavbarItem/ComponentTypes');
    const navbar = (config.themeConfig as {navbar: {items: Item[]}}).navbar;
    const used = new Set(typesOf(navbar.items));
    expect(Object.keys(componentTypes).sort()).toEqual([...used].sort());
  });
});
