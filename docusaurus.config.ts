import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { DEFAULT_TITLE, SITE_URL } from './src/config/site';
import flexPagesPlugin from './plugins/flex-pages';
import globalNavPlugin from './plugins/global-nav';

/** Options shared by both docs instances (guide and api). */
const sharedDocsOptions = {
  editUrl: 'https://git.quantaloop.example/developer-docs/edit/main/',
  showLastUpdateTime: true,
  breadcrumbs: true,
} satisfies DocsOptions;

const config = {
  title: DEFAULT_TITLE,
  tagline: 'Embed dashboards, charts and an AI assistant in your own application',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
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
          // Versions: `npx docusaurus docs:version <name>` snapshots docs/ and sidebars.ts (see CONTRIBUTING.md).
          lastVersion: 'current',
          versions: {
            current: { label: '3.x (latest)' },
            '2.x': { label: '2.x', banner: 'unmaintained' },
          },
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: 'date', changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [flexPagesPlugin, globalNavPlugin],

  clientModules: ['./src/client/routing.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    navbar: {
      title: 'Developers',
      logo: { alt: 'Quantaloop', src: 'img/logo-light.svg', srcDark: 'img/logo-dark.svg' },
      items: [],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'php', 'java', 'csharp', 'python', 'typescript'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
