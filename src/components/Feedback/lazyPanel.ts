// The chat panel (and the search engine it asks) is a separate chunk, fetched on first use.
import type {ComponentType} from 'react';

let panel: Promise<ComponentType> | null = null;

export function loadFeedbackPanel(): Promise<ComponentType> {
  panel ??= import('./FeedbackPanel')
    .then((m) => m.default)
    .catch((error: unknown) => {
      panel = null;
      throw error;
    });
  return panel;
}

export function preloadFeedbackPanel(): void {
  loadFeedbackPanel().catch(() => undefined);
}
