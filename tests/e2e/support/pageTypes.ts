// One page of every kind the site has, for the accessibility, HTML and print gates.
export const PAGE_TYPES = {
  home: '/',
  about: '/about',
  'section index': '/docs/guides/',
  docs: '/docs',
  category: '/docs/category/maintenance--repair',
  article: '/docs/guides/maintenance_repair/changing_the_engine_oil',
  'manual with a wiring diagram': '/docs/manuals/wiring_diagram/basic_pit_bike_wiring_kick_start',
  'manual with a parts list': '/docs/manuals/parts_diagram/pz22_pz26_pz27_carburetor_parts_list',
  'manual with exploded views': '/docs/manuals/parts_diagram/zongshen_155cc_parts_list',
  'tech page with a calculator': '/docs/tech/bike_gearing',
  'tech front page': '/docs/tech/',
  'tag page': '/docs/tags/chain',
  'tags index': '/docs/tags',
  'search page': '/search?q=oil',
  'not found': '/docs/no-such-page',
} as const;
