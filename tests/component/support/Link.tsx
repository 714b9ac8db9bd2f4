// Stand-in for @docusaurus/Link in component tests: a plain link (no router, no prefetch).
import React, {type AnchorHTMLAttributes, type ReactNode} from 'react';

export default function Link({to, href, ...rest}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}): ReactNode {
  return <a href={to ?? href} {...rest} />;
}
