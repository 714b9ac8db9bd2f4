// Wraps the theme's CodeBlock so its code (copy and wrap buttons, line parsing, magic comments) is only
// downloaded by a page that has a code block; MDX pulls CodeBlock into every doc page otherwise, and no
// PitBase page has one today. The static HTML is complete, because the server render waits for the chunk.
import React, {lazy, Suspense, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

const CodeBlock = lazy(() => import('@theme-original/CodeBlock'));

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <CodeBlock {...props} />
    </Suspense>
  );
}
