// Wrapped: the theme's version badge shows only on a docs version whose `badge` is set, and the site's one
// version has none. Its code now loads when a version has a badge, not with every doc page.
import {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBadge';

const Badge = lazy(() => import('@theme-original/DocVersionBadge'));

export default function DocVersionBadge(props: Props): ReactNode {
  if (!useDocsVersion().badge) return null;
  return (
    <Suspense fallback={null}>
      <Badge {...props} />
    </Suspense>
  );
}
