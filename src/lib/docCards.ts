// The one import site of the doc cards module (see src/plugins/docs.ts), so it stays out of the chunks
// every doc page loads and is only fetched with the components that show cards.
import cards from '@generated/docusaurus-plugin-content-docs/default/doc-cards.json';

export function docTitle(docId: string | undefined): string | undefined {
  return docId ? cards[docId]?.[0] : undefined;
}

export function docDescription(docId: string | undefined): string | undefined {
  return docId ? cards[docId]?.[1] || undefined : undefined;
}
