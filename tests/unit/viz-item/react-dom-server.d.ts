// @types/react-dom is not installed; the SSR test needs only this.
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactNode): string;
}
declare module 'react-dom/client' {
  export function createRoot(container: Element): {
    render(node: import('react').ReactNode): void;
    unmount(): void;
  };
}
