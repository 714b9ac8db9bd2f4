// The pages the benchmarks measure: one of each of PitBase's four page types, and the stock Docusaurus classic
// site's like-for-like pages (bench/.work/stock, built by `npm run bench`).
export const PITBASE_PAGES = {
  Home: '/',
  Article: '/docs/guides/maintenance_repair/changing_the_engine_oil',
  'Tech page with calculator': '/docs/tech/bike_gearing',
  'Search page': '/search?q=oil',
};

export const STOCK_PAGES = {Home: '/', Article: '/docs/intro', 'Tutorial page': '/docs/tutorial-basics/create-a-page'};
