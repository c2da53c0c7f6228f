/** The runtime app config: static/config/config.json in production, DEFAULT_CONFIG otherwise. */
export interface LinkSpec {
  label: string;
  href: string;
}

export interface FooterGroup {
  title: string;
  items: LinkSpec[];
}

export interface AppConfig {
  brand: {
    /** Company / platform name shown in texts. */
    name: string;
    /** Logo for light mode and dark mode (site-relative URLs). */
    logoLight: string;
    logoDark: string;
  };
  mailboxes: {
    api: string;
    support: string;
  };
  links: {
    academy: string;
    blog: string;
    signUp: string;
  };
  footer: FooterGroup[];
  analytics: {
    /** Where analytics events are POSTed; empty means events are only kept in window.__docsAnalytics. */
    endpoint: string;
  };
  api: {
    /** Default server for the "Send request" panel. */
    defaultServer: string;
  };
  assistants: LinkSpec[];
}
