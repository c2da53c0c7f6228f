// js-yaml ships no types and @types/js-yaml is not installed; the tests only need load().
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
