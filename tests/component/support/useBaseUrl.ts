// Stand-in for @docusaurus/useBaseUrl in component tests: the site is served from /.
export default function useBaseUrl(url: string): string {
  return url;
}
