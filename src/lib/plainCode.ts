// Code blocks are drawn without a highlighter (see src/theme/CodeBlock/Content): each line is one plain
// token, shaped like prism-react-renderer's tokens so the theme's Line component renders it unchanged.
export interface PlainToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export function plainLines(code: string): PlainToken[][] {
  return code.split('\n').map((text) => (text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}]));
}
