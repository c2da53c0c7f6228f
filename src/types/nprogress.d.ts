// nprogress ships no types; the parts src/client/nprogress-lazy.ts uses.
declare module 'nprogress' {
  const nprogress: {
    configure(options: { showSpinner?: boolean }): void;
    start(): void;
    done(): void;
  };
  export default nprogress;
}
