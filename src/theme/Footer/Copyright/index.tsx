// Wrapped to add the footer's skip-to-content link (SPEC.md section 2). A plain <a>, not <Link>:
// the target is the theme's main-content id, which the build's anchor checker does not know about.
import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <a className="footer__link-item" href="#__docusaurus_skipToContent_fallback">
        Skip to content
      </a>
    </>
  );
}
