// Wrapped: the theme draws the "Edit this page" and "Last updated" row only for a page with an edit link or a
// last-update date, which the site's docs do not set (no editUrl, no showLastUpdateTime). Its code now loads
// when such a row is drawn, not with every doc page.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/EditMetaRow';

const Row = lazy(() => import('@theme-original/EditMetaRow'));

export default function EditMetaRow(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Row {...props} />
    </Suspense>
  );
}
