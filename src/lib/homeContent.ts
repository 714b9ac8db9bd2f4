// What the home page offers, kept apart from its layout so a new section or page is one line here.

export const SECTIONS = [
  {
    title: 'Guides',
    to: '/docs/guides/',
    holds:
      'Buying advice and model reviews, maintenance and repair jobs step by step, performance upgrades, the basics for new owners and how the parts work.',
  },
  {
    title: 'Manuals',
    to: '/docs/manuals/',
    holds:
      "Owner's guides by model family, service procedures with spec tables, engine and carburetor parts lists, and wiring diagrams drawn from netlists.",
  },
  {
    title: 'Tech Database',
    to: '/docs/tech/',
    holds: 'Short spec pages built for one number fast: torque, clearances, capacities, sizes and ratios, each with its source.',
  },
] as const;

export const USEFUL_PAGES = [
  {
    title: 'PZ22 and PZ26 carburetor service',
    to: '/docs/manuals/service_manual/pz22_pz26_carburetor_service',
    why: 'the carburetor on most budget pit bikes, stripped, cleaned and set up.',
  },
  {
    title: 'PZ22, PZ26 and PZ27 parts list',
    to: '/docs/manuals/parts_diagram/pz22_pz26_pz27_carburetor_parts_list',
    why: 'every part by assembly, and what swaps between sizes.',
  },
  {
    title: 'Changing the engine oil',
    to: '/docs/guides/maintenance_repair/changing_the_engine_oil',
    why: 'drain, clean the screens and refill to the right level.',
  },
  {
    title: 'Carburetor mechanism, part 1',
    to: '/docs/guides/technical_insights/carburetor_mechanism_part_1',
    why: 'which circuit runs the engine at each throttle opening.',
  },
  {title: 'Browse by tag', to: '/docs/tags', why: 'engine codes such as 1P60FMJ, brands and topics.'},
] as const;
