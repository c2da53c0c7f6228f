/** Site sections with their own social card image (static/img/social/{id}.jpg), matched by URL prefix. */
export const SECTIONS = [
  {
    id: 'api',
    prefix: '/api/',
    title: 'Core API reference',
    subtitle: 'Every resource and action, with code samples',
  },
  {
    id: 'charts',
    prefix: '/flex/charts/',
    title: 'Chart types',
    subtitle: 'Slots, options and a live preview per chart',
  },
  {
    id: 'examples',
    prefix: '/flex/examples/',
    title: 'Live examples',
    subtitle: 'Runnable charts in React, Angular, Vue and HTML',
  },
  {
    id: 'dashboard',
    prefix: '/dashboard-',
    title: 'Dashboard JSON',
    subtitle: 'Schema reference and live playground',
  },
  {
    id: 'guide',
    prefix: '/guide/',
    title: 'Guides',
    subtitle: 'Embed dashboards, charts and the AI assistant',
  },
  {
    id: 'home',
    prefix: '/',
    title: 'Developer docs',
    subtitle: 'Turn data to impact in your own application',
  },
];
