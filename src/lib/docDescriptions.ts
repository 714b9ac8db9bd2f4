// The one import site of the doc descriptions module (see src/plugins/docs.ts), so it stays out of the
// chunks every doc page loads and is only fetched with the components that show descriptions.
import descriptions from '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json';

export function docDescription(docId: string | undefined): string | undefined {
  return docId ? descriptions[docId] : undefined;
}
