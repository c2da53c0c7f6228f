import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The site's one navigation tree (spec "Shell": Overview; Embedding with Flex quick start and Examples
 * nested; Guides; Component references; API reference). Docusaurus uses it for breadcrumbs and
 * previous/next links; plugins/global-nav turns it into the side navigation shown on every page.
 *
 * Writers: add a page with one line here (its doc id = its file name in docs/). Optional per-item
 * `customProps`: `badge` ('IQ' | 'Flex' | 'NEW'), `deprecated` (true), `tooltip` (text), `hidden` (true: kept
 * routable but not listed), `embed` (replace this link by a generated tree: 'api:core', 'api:plugin',
 * 'flex:examples', 'flex:charts').
 */
const sidebars = {
  guide: [
    { type: 'link', label: 'Overview', href: '/' },
    {
      type: 'category',
      label: 'Embedding',
      collapsed: true,
      items: [
        'dashboard-embedding--intro',
        'dashboard-embedding--generating-an-authorization-token',
        'dashboard-embedding--handling-multi-tenant-data',
        'dashboard-embedding--embed-into-application',
        'dashboard-embedding--embedded-dashboard-editor',
        {
          type: 'category',
          label: 'Single sign-on',
          collapsed: true,
          items: ['dashboard-embedding-sso--intro'],
        },
        {
          type: 'category',
          label: 'AI assistant (IQ)',
          collapsed: true,
          customProps: { badge: 'IQ' },
          items: ['iq--introduction'],
        },
        {
          type: 'category',
          label: 'Flex quick start',
          collapsed: true,
          customProps: { badge: 'Flex' },
          items: [
            'flex--introduction',
            'flex--chart-docs',
            {
              type: 'link',
              label: 'Chart types',
              href: '/flex/charts/bar-chart',
              customProps: { embed: 'flex:charts' },
            },
            {
              type: 'link',
              label: 'Examples',
              href: '/flex/examples/adaptive-charts',
              customProps: { embed: 'flex:examples' },
            },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: true,
      items: ['guides--intro'],
    },
    {
      type: 'category',
      label: 'Component references',
      collapsed: true,
      items: ['component-references--intro'],
    },
    {
      type: 'category',
      label: 'API reference',
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Core API',
          collapsed: true,
          items: ['api--introduction'],
        },
        {
          type: 'category',
          label: 'Plugin API',
          collapsed: true,
          items: ['plugin--introduction'],
        },
        {
          type: 'link',
          label: 'Dashboard JSON playground',
          href: '/dashboard-playground',
          customProps: { tooltip: 'Edit a dashboard as JSON and see it render live' },
        },
        {
          type: 'link',
          label: 'Dashboard JSON schema',
          href: '/dashboard-schema',
        },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
