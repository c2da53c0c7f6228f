import fs from 'node:fs';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { DEFAULT_TITLE, SITE_URL } from './src/config/site';
import { siteBrandOf } from './src/config/brand';
import { readConfig } from './src/config/read-config';
import redirects from './src/data/redirects.json';
import { apiPlugins, apiThemes } from './api/docusaurus';
import { docsVersionsOption } from './api/versions.mjs';
import versionedLinks from './plugins/versioned-links/remark';
import { onBrokenMarkdownLink } from './plugins/markdown-links';
import { recordRouteLinks } from './plugins/markdown-links/route-links';

/** The brand, from static/config/config.json (or the built-in config), for everything the build writes. */
const brand = siteBrandOf(readConfig(__dirname));

/**
 * Options shared by both docs instances (guide and api): the same versions (api/versions.mjs; cut with
 * `npm run version:cut`), and the link rule that sends a reader of one version to that version's pages.
 */
const sharedDocsOptions = {
  editUrl: 'https://git.quantaloop.example/developer-docs/edit/main/',
  showLastUpdateTime: true,
  breadcrumbs: true,
  lastVersion: 'current',
  versions: docsVersionsOption(__dirname),
  beforeDefaultRemarkPlugins: [versionedLinks],
  // Last: records each link as the page renders it, with its line, for the broken-links report by file and line.
  remarkPlugins: [recordRouteLinks],
} satisfies DocsOptions;

const config = {
  title: DEFAULT_TITLE,
  tagline: 'Embed dashboards, charts and an AI assistant in your own application',
  // A PNG, not an SVG: Chromium draws a page's SVG icon as an SVG image document on the page's main thread
  // (~4 ms at 1x, ~15 ms at Lighthouse's 4x CPU on each first load, issue 51); a 48 px PNG is decoded, ~1.5 ms.
  favicon: 'img/favicon.png',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  customFields: { brand },

  future: {
    // All v4 flags except CSS cascade layers: those raise Infima's specificity above this site's CSS modules.
    v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false },
    // Every `faster` flag, but rspack's persistent cache in `npm run build` (scripts/build.mjs sets
    // DOCS_BUNDLER_CACHE=off unless it is set): on a fresh build (a clean clone, CI) writing it cost the bundling
    // pass a gigabyte and saved no time (GitHub's API added: peak 3.94 GiB with it, 2.92 without, 55 s either
    // way). DOCS_BUNDLER_CACHE=on keeps it for repeated local builds (bundling 29 s then, peak 3.25 GiB);
    // `docusaurus start` keeps it.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: process.env.DOCS_BUNDLER_CACHE !== 'off',
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Every broken link to a Markdown file, with its file and line, in one failed build (not the first only).
    hooks: { onBrokenMarkdownLinks: onBrokenMarkdownLink },
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: 'docs',
          routeBasePath: 'guide',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: 'date', changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/flex-pages/index.ts',
    './plugins/global-nav/index.ts',
    './plugins/llms-txt/index.ts',
    [
      '@docusaurus/plugin-client-redirects',
      // Static redirect pages for direct visits; NotFound handles in-app navigation to the same paths.
      { redirects },
    ],
    ...apiPlugins(sharedDocsOptions),
    './plugins/api-changelog/index.ts',
    './plugins/search/meta-plugin.ts',
    './plugins/page-weight/preload-manifest/index.ts',
    './plugins/page-weight/prism-on-demand/index.ts',
    './plugins/page-weight/chunk-files/index.ts',
    './plugins/page-weight/route-sections/index.ts',
    './plugins/page-weight/lean-main/index.ts',
    './plugins/page-weight/inline-logo/index.ts',
    './plugins/build-memory/index.ts',
    // Sidebar ids and links that lead nowhere, each with its file and line (issue 54, item 5).
    './plugins/markdown-links/plugin.ts',
  ],

  themes: [
    ...apiThemes,
    [
      // @easyops-cn/docusaurus-search-local (wrapped to compact its index): builds the lunr index after the
      // build and runs queries in a Web Worker; the search box and results panel are the site's own
      // (plugins/search/theme/SearchBar), which only reuses the plugin's worker client.
      './plugins/search/index.ts',
      {
        hashed: true,
        indexDocs: true,
        indexBlog: false,
        // Flex chart/example pages and the schema page are plain pages, not docs.
        indexPages: true,
        docsRouteBasePath: ['guide', 'api'],
        // Only existing folders: the index hash is computed from the Markdown found there.
        docsDir: ['docs', 'versioned_docs', 'api/reference', 'api_versioned_docs'].filter((dir) =>
          fs.existsSync(dir),
        ),
        language: ['en'],
        // The playground is an editor, not prose (the plugin already skips the home page, 404 and /search).
        ignoreFiles: [/^dashboard-playground/],
        // Code repeated in the other tabs of a tab group (the same sample in each language or framework):
        // the default tab's code stays in the index. A third smaller index, so a faster first search.
        ignoreCssSelectors: ['[role="tabpanel"][hidden] pre'],
        searchResultLimits: 12,
        searchResultContextMaxLength: 60,
        searchBarShortcutKeymap: '/',
        highlightSearchTermsOnTargetPage: true,
        useAllContextsWithNoSearchContext: true,
        explicitSearchResultPath: true,
      },
    ],
  ],

  clientModules: ['./src/client/legacy-links.ts', './src/client/routing.ts'],

  headTags: [
    {
      // Runs before first paint and before the theme's own color-mode script: drops a stored theme that is
      // not one the site knows (the theme would apply it verbatim), and hides a dismissed release banner.
      // Storage may throw when blocked: then nothing is read and the defaults apply.
      tagName: 'script',
      attributes: {},
      innerHTML: [
        'try{',
        "var t=localStorage.getItem('theme');",
        "if(t!==null&&t!=='light'&&t!=='dark')localStorage.removeItem('theme');",
        "if(localStorage.getItem('hideBanner')==='true')document.documentElement.setAttribute('data-banner-hidden','');",
        '}catch(e){}',
      ].join(''),
    },
  ],

  themeConfig: {
    image: 'img/social/home.jpg',
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    navbar: {
      title: 'Developers',
      logo: { alt: brand.name, src: 'img/logo-light.svg', srcDark: 'img/logo-dark.svg' },
      items: [],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    prism: {
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      // Unused: plugins/page-weight/prism-on-demand removes the theme's client module that would load them on every page;
      // src/theme/CodeBlock loads Prism and the SDK languages (bash, PHP, Java, C#) when a block needs them.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
