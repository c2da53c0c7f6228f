/** Types for the OpenAPI theme modules our swizzled components import (the package ships none for them). */
declare module '@theme/ApiItem/Layout' {
  import type { ReactNode } from 'react';
  export default function Layout(props: { children: ReactNode }): ReactNode;
}

declare module '@theme/ApiPanel' {
  export { default } from '@site/api/theme/ApiPanel';
}

declare module '@theme/ApiItem/hooks' {
  export * from '@site/api/theme/ApiItem/hooks';
}

declare module '@theme/CodeSamples' {
  import type { ReactNode } from 'react';
  export default function CodeSamples(props: { example: string; language: string }): ReactNode;
}

declare module '@theme/Schema/normalize' {
  /** Hands allof-merge's `merge` to the theme's Schema component (./Schema/normalize.js). */
  export function provideMerge(merge: (value: unknown, options?: object) => unknown): void;
}
