// Wrapped: the theme's banner shows only on a docs version that has one (an unreleased or unmaintained
// version), and the site's one version has none. Its code now loads when a version has a banner, not with
// every doc page.
import {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

const Banner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBanner(props: Props): ReactNode {
  if (!useDocsVersion().banner) return null;
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
