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
    holds:
      'Short spec pages built for one number fast: torque, clearances, capacities, sizes and ratios, each with its source.',
  },
] as const;

export const USEFUL_PAGES = [
  {title: 'What is a pit bike', to: '/docs/guides/pit_bike_basics/what_is_a_pit_bike', why: 'if you are new to small bikes.'},
  {
    title: 'Semi-automatic vs manual clutch',
    to: '/docs/guides/buying_comparison_guides/semi_automatic_vs_manual_clutch',
    why: 'the first choice when buying.',
  },
  {
    title: 'Dealing with a flooded engine',
    to: '/docs/guides/maintenance_repair/dealing_with_a_flooded_engine',
    why: 'when it will not start and smells of fuel.',
  },
  {
    title: 'PZ22 and PZ26 carburetor service',
    to: '/docs/manuals/service_manual/pz22_pz26_carburetor_service',
    why: 'the carburetor on most budget pit bikes.',
  },
  {
    title: 'Basic kick-start wiring',
    to: '/docs/manuals/wiring_diagram/basic_pit_bike_wiring_kick_start',
    why: 'for a no-spark fault.',
  },
  {title: 'Suspension setup and sag', to: '/docs/guides/performance_tuning_customization/suspension_setup_and_sag', why: 'the cheapest handling upgrade.'},
] as const;
