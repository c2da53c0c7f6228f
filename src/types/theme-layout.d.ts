import '@theme/Layout';

// The site's Layout (src/theme/Layout) accepts one extra prop.
declare module '@theme/Layout' {
  export interface Props {
    /** Hide the Copy page button (pages without a Markdown twin). */
    noCopyPage?: boolean;
  }
}
