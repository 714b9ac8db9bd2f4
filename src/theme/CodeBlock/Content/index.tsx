// Ejected from theme-classic (CodeBlock/Content) for one change: code is drawn as plain text instead of
// through Prism. PitBase pages hold no program code, and Prism's highlighter and grammars were the largest
// part of every page's first-load JavaScript. Copy, word wrap, line numbers and magic-comment line classes
// keep working, because each line still goes through the theme's own Line component.
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import {plainLines, type PlainToken} from '@site/src/lib/plainCode';
import styles from './styles.module.css';

const getLineProps = ({className}: {line: PlainToken[]; className?: string}) => ({className: clsx('token-line', className)});
const getTokenProps = ({token}: {token: PlainToken}) => ({className: 'token plain', children: token.content});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{...props.style, counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
    />
  );
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable code box must be reachable by keyboard
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <Code>
        {plainLines(code).map((line, i) => (
          <Line
            key={i}
            line={line as never}
            getLineProps={getLineProps as never}
            getTokenProps={getTokenProps as never}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </pre>
  );
}
