/** The spec's search strings (SPEC.md sections 4 and 7), laid over the theme's default translations. */
export const SEARCH_TEXTS = {
  placeholder: 'Search docs',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  noResults: 'No results for',
  suggested: 'Try searching for',
  reportQuestion: 'Believe this query should return results?',
  reportLink: 'Let us know.',
} as const;

type ThemeTranslations = {
  placeholder: string;
  button: Record<string, string>;
  modal: Record<string, Record<string, string>>;
};

export function searchTranslations<T extends ThemeTranslations>(theme: T): T {
  return {
    ...theme,
    placeholder: SEARCH_TEXTS.placeholder,
    modal: {
      ...theme.modal,
      searchBox: {...theme.modal.searchBox, placeholderText: SEARCH_TEXTS.placeholder},
      errorScreen: {titleText: SEARCH_TEXTS.errorTitle, helpText: SEARCH_TEXTS.errorHelp},
      noResultsScreen: {
        ...theme.modal.noResultsScreen,
        noResultsText: SEARCH_TEXTS.noResults,
        suggestedQueryText: SEARCH_TEXTS.suggested,
        reportMissingResultsText: SEARCH_TEXTS.reportQuestion,
        reportMissingResultsLinkText: SEARCH_TEXTS.reportLink,
      },
    },
  };
}
