// @types/react-dom is not installed; the SSR test needs only this.
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactNode): string;
}
