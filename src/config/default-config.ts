import type { AppConfig } from './types';

/**
 * The built-in development config. Used in `docusaurus start`, during server-side rendering, and in
 * production whenever /config/config.json cannot be fetched or is malformed.
 */
export const DEFAULT_CONFIG: AppConfig = {
  brand: {
    name: 'Quantaloop',
    logoLight: '/img/logo-light.svg',
    logoDark: '/img/logo-dark.svg',
  },
  mailboxes: {
    api: 'api@quantaloop.example',
    support: 'support@quantaloop.example',
  },
  links: {
    academy: 'https://academy.quantaloop.example',
    blog: 'https://blog.quantaloop.example',
    signUp: 'https://app.quantaloop.example/signup',
  },
  footer: [
    {
      title: 'Company',
      items: [
        {
          label: 'About',
          href: 'https://www.quantaloop.example/about',
        },
        {
          label: 'Terms and Conditions',
          href: 'https://www.quantaloop.example/legal/terms-and-conditions',
        },
        {
          label: 'Privacy Policy',
          href: 'https://www.quantaloop.example/legal/privacy-policy',
        },
        {
          label: 'Cookie Policy',
          href: 'https://www.quantaloop.example/legal/cookie-policy',
        },
        {
          label: 'Terms of Use',
          href: 'https://www.quantaloop.example/legal/terms-of-use',
        },
      ],
    },
    {
      title: 'Get started',
      items: [
        {
          label: 'Pricing',
          href: 'https://www.quantaloop.example/pricing',
        },
        {
          label: 'Get a Demo',
          href: 'https://www.quantaloop.example/demo',
        },
        {
          label: 'Free Trial',
          href: 'https://app.quantaloop.example/signup',
        },
      ],
    },
    {
      title: 'Frontend components',
      items: [
        {
          label: 'Web component',
          href: 'https://packages.quantaloop.example/embed',
        },
        {
          label: 'React',
          href: 'https://packages.quantaloop.example/react-embed',
        },
        {
          label: 'Angular',
          href: 'https://packages.quantaloop.example/ngx-embed',
        },
        {
          label: 'Vue',
          href: 'https://packages.quantaloop.example/vue-embed',
        },
        {
          label: 'React Native',
          href: 'https://packages.quantaloop.example/react-native-embed',
        },
      ],
    },
  ],
  analytics: {
    endpoint: '',
  },
  api: {
    defaultServer: 'https://api.eu.quantaloop.example',
  },
  assistants: [
    {
      label: 'Ask the Quantaloop assistant',
      href: 'https://assistant.quantaloop.example/?q={prompt}',
    },
  ],
};
