/**
 * Wraps the theme's search page: with Algolia configured the original page runs unchanged; in local
 * mode the page answers from the site's own index.
 */
import React, {type ReactNode} from 'react';
import OriginalSearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchPage from './LocalSearchPage';

export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode === 'algolia' ? <OriginalSearchPage /> : <LocalSearchPage />;
}
