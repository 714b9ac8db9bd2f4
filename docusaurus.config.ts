import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {ALGOLIA, EXTERNAL_SOURCE, REPORT_URL, SEARCH_MODE, SITE_URL, SUPPORT_URL, TAG_MANAGER_ID} from './site.settings';
import {footerCategoryLinks} from './src/lib/categories';
import {pageTemplate} from './src/ssr/pageTemplate';
import remarkComponentImports from './src/plugins/remark-component-imports';
import remarkDataRows from './src/plugins/remark-data-rows';

const config: Config = {
  title: 'PitBase',
  tagline: 'Your ultimate knowledge hub for mini bikes.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,

  // The spec asks for warnings; scripts/build-checked.mjs turns any of them into a failed build.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Explicit heading ids ({#support}) and classic admonition titles, which the v4 flags switch off.
    mdx1Compat: {headingIds: true, admonitions: true, comments: true},
  },

  future: {v4: true, faster: true},
  ssrTemplate: pageTemplate,
  // Keys exactly "theme" and "docusaurus.announcement.*", with no per-site suffix.
  storage: {type: 'localStorage', namespace: false},

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}}},

  presets: [
    [
      'classic',
      {
        // Docs are loaded through src/plugins/docs.ts (below), which slims what every doc page downloads.
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './src/plugins/docs.ts',
      {
        sidebarPath: './sidebars.ts',
        routeBasePath: 'docs',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        breadcrumbs: true,
        // Pages use the registered components and the drawings in src/figures without import lines (see the plugin).
        // A page that shows single values of a table ships the values, not the table (remark-data-rows.ts); it runs
        // first, so a <SpecValue> it writes in needs no import.
        beforeDefaultRemarkPlugins: [remarkDataRows, remarkComponentImports],
      } satisfies DocsOptions,
    ],
    './src/plugins/data-tables.ts',
    './src/plugins/parts-data.ts',
    './src/plugins/search-index.ts',
    './src/plugins/search-page-mode.ts',
    './src/plugins/dev-feedback-proxy.ts',
    // The performance patches, one folder each (src/patches/README.md); PITBASE_PATCHES_OFF switches them off.
    './src/patches/index.ts',
    [
      '@docusaurus/plugin-pwa',
      {
        // Offline reading for every visitor, not only for an installed app.
        offlineModeActivationStrategies: ['always'],
        swCustom: require.resolve('./src/pwa/sw-runtime.js'),
        swRegister: require.resolve('./src/pwa/registerServiceWorker.ts'),
        // Nothing is precached (see src/pwa/sw-runtime.js): pages are saved as they are read.
        injectManifestConfig: {globIgnores: ['**/*']},
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: '#1b1b1d'},
        ],
      },
    ],
    // Tag-manager analytics only when a container id is set (site.settings.ts); deploy/render-config.mjs then
    // lets the CSP reach its hosts.
    ...(TAG_MANAGER_ID ? [['@docusaurus/plugin-google-tag-manager', {containerId: TAG_MANAGER_ID}] as [string, object]] : []),
  ],
  customFields: {searchMode: SEARCH_MODE, reportUrl: REPORT_URL},

  themeConfig: {
    // The DocSearch experience in both modes. In local mode no request leaves the site: the SearchBar
    // and SearchPage answer from /search-index.json, and these credentials are never used.
    algolia: {
      ...(SEARCH_MODE === 'algolia' ? ALGOLIA : {appId: 'local', apiKey: 'local', indexName: 'pitbase'}),
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    },
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'support',
      content: `PitBase is free and ad-free. <a href="${SUPPORT_URL}">Support PitBase with a donation</a> to keep it growing.`,
      backgroundColor: '#ff006e',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'PitBase',
      hideOnScroll: true,
      // Empty alt: the logo is decorative beside the title "PitBase" in the same link (axe image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Guides'},
        {type: 'docSidebar', sidebarId: 'techSidebar', position: 'left', label: 'Tech Database'},
        {type: 'docSidebar', sidebarId: 'manualSidebar', position: 'left', label: 'Manuals'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {label: EXTERNAL_SOURCE.label, href: EXTERNAL_SOURCE.url},
            {label: 'About', to: '/about'},
          ],
        },
        {type: 'custom-feedbackButton', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Guides', items: footerCategoryLinks('guides')},
        {title: 'Manuals', items: footerCategoryLinks('manuals')},
        {
          title: 'More',
          items: [
            {label: 'Database', to: '/docs/tech'},
            {label: 'About', to: '/about'},
            {label: EXTERNAL_SOURCE.label, href: EXTERNAL_SOURCE.url},
          ],
        },
      ],
      copyright: 'Copyright © 2025 PitBase.',
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
