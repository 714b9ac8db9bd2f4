// Stand-in for @docusaurus/router in component tests: the location is the test window's own.
export function useLocation(): {pathname: string; search: string; hash: string} {
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash};
}
