// Wraps the theme's DocVersionRoot: the sidebars in the version data come without the doc ids their paths
// imply (src/plugins/docs.ts leaves them out of every doc page's download); they are put back here, once per
// version route, before the theme's breadcrumbs and doc cards read them.
import React, {type ReactNode, useMemo} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {withDocIds} from '@site/src/lib/sidebarDocIds';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper(props: Props): ReactNode {
  const {version} = props;
  const restored = useMemo(
    () => ({
      ...version,
      docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, withDocIds(items)])),
    }),
    [version],
  );
  return <DocVersionRoot {...props} version={restored} />;
}
