// The not-found content (src/components/NotFound), loaded when it is shown. Besides the not-found page, the
// theme's DocRoot imports this component for a docs address that matches no page, so its code shipped with
// every doc page, which never shows it. Server rendering waits for it, so the not-found page's HTML is whole.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFound = lazy(() => import('@site/src/components/NotFound'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFound {...props} />
    </Suspense>
  );
}
