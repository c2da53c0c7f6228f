import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The site's one navigation tree (spec "Shell": Overview; Embedding with Flex quick start and Examples
 * nested; Guides; Component references; API reference). Docusaurus uses it for breadcrumbs and
 * previous/next links; plugins/global-nav turns it into the side navigation shown on every page.
 *
 * Writers: add a page with one line here (its doc id = its file name in docs/). Optional per-item
 * `customProps`: `badge` ('IQ' | 'Flex' | 'NEW'), `deprecated` (true), `tooltip` (text), `hidden` (true: kept
 * routable but not listed), `embed` (replace this link by a generated tree: 'api:core', 'api:plugin',
 * 'flex:examples', 'flex:charts'). CONTRIBUTING.md has the details.
 */

const IQ = { badge: 'IQ' } as const;
const FLEX = { badge: 'Flex' } as const;

const sidebars = {
  guide: [
    { type: 'link', label: 'Overview', href: '/' },
    {
      type: 'category',
      label: 'Embedding',
      collapsed: true,
      items: [
        { type: 'doc', id: 'dashboard-embedding--intro', label: 'Introduction' },
        {
          type: 'doc',
          id: 'embedding--quick-start',
          label: 'Quick start',
          customProps: { tooltip: 'From zero to an embedded dashboard in four steps' },
        },
        'dashboard-embedding--generating-an-authorization-token',
        {
          type: 'doc',
          id: 'dashboard-embedding--handling-multi-tenant-data',
          customProps: {
            tooltip: 'One dashboard, many customers: filters, parameters and connection overrides',
          },
        },
        'dashboard-embedding--embed-into-application',
        'dashboard-embedding--embedded-dashboard-editor',
        {
          type: 'category',
          label: 'Single sign-on',
          collapsed: true,
          items: [
            { type: 'doc', id: 'dashboard-embedding-sso--intro', label: 'Introduction' },
            'dashboard-embedding-sso--saml',
            'dashboard-embedding-sso--openid-connect',
            'dashboard-embedding-sso--jwt-handoff',
          ],
        },
        {
          type: 'category',
          label: 'Interacting with data',
          collapsed: true,
          items: [
            { type: 'doc', id: 'interacting-with-data--intro', label: 'Introduction' },
            'interacting-with-data--filters',
            'interacting-with-data--cross-filtering',
            'interacting-with-data--parameters',
            'interacting-with-data--events',
            'interacting-with-data--retrieving-data',
            'interacting-with-data--exporting',
            // Linked from the filter pages; too detailed to list in the navigation.
            { type: 'doc', id: 'interacting-with-data--filter-expressions', customProps: { hidden: true } },
          ],
        },
        {
          type: 'category',
          label: 'AI assistant (IQ)',
          collapsed: true,
          customProps: IQ,
          items: [
            { type: 'doc', id: 'iq--introduction', label: 'Introduction', customProps: IQ },
            { type: 'doc', id: 'iq--chat-component-api', customProps: IQ },
            { type: 'doc', id: 'iq--answer-component-api', customProps: IQ },
          ],
        },
        {
          type: 'category',
          label: 'Flex quick start',
          collapsed: true,
          customProps: FLEX,
          items: [
            { type: 'doc', id: 'flex--introduction', label: 'Introduction', customProps: FLEX },
            { type: 'doc', id: 'flex--install-packages', customProps: FLEX },
            { type: 'doc', id: 'flex--component-api-reference', customProps: FLEX },
            {
              type: 'doc',
              id: 'flex--chart-docs',
              customProps: { ...FLEX, tooltip: 'How to read a chart type page: slots, options and filters' },
            },
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
      items: [
        { type: 'doc', id: 'guides--intro', label: 'Introduction' },
        'guides--retrieving-resource-ids',
        'guides--querying-data',
        'guides--pushing-data',
        { type: 'doc', id: 'guides--creating-a-column-flex-chart', customProps: FLEX },
        { type: 'doc', id: 'guides--custom-charts', customProps: FLEX },
        'guides--ai-assistant-docs',
      ],
    },
    {
      type: 'category',
      label: 'Component references',
      collapsed: true,
      items: [
        { type: 'doc', id: 'component-references--intro', label: 'Introduction' },
        { type: 'doc', id: 'component-references--dashboard', label: 'Dashboard' },
        {
          type: 'doc',
          id: 'component-references--visualization-item',
          label: 'Visualization item',
          customProps: { tooltip: 'The <viz-item> chart element: properties, methods and events' },
        },
        { type: 'doc', id: 'component-references--chat', label: 'Chat', customProps: IQ },
        { type: 'doc', id: 'component-references--answer', label: 'Answer', customProps: IQ },
        {
          type: 'doc',
          id: 'embedding--component-api-reference',
          label: 'Combined reference (2.x)',
          customProps: {
            deprecated: true,
            tooltip: 'Replaced by the Dashboard, Visualization item, Chat and Answer pages',
          },
        },
      ],
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
          items: [
            { type: 'doc', id: 'api--introduction', label: 'Introduction' },
            'api--connect',
            'api--schema',
            'api--actions',
            {
              type: 'doc',
              id: 'api--rate-limits',
              customProps: { tooltip: '10 calls per second per token, bursts up to 200' },
            },
            {
              type: 'link',
              label: 'Operations',
              href: '/api/createAccount',
              customProps: {
                embed: 'api:core',
                tooltip: 'Every resource and action, generated from the OpenAPI file',
              },
            },
          ],
        },
        {
          type: 'category',
          label: 'Plugin API',
          collapsed: true,
          items: [
            { type: 'doc', id: 'plugin--introduction', label: 'Introduction' },
            'plugin--registering-a-plugin',
            'plugin--endpoints',
            'plugin--webhooks',
            'plugin--version-history',
            {
              type: 'link',
              label: 'Endpoints and webhooks',
              href: '/api/listPluginDatasets',
              customProps: { embed: 'api:plugin' },
            },
          ],
        },
        {
          type: 'link',
          label: 'API changelog',
          href: '/api/changelog',
          customProps: {
            embed: 'api:changelog',
            tooltip: 'What changed between versions, generated from the OpenAPI files',
          },
        },
        { type: 'doc', id: 'iq--api-introduction', label: 'IQ API', customProps: IQ },
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
