// The types of the packages api/*.mjs use that ship none. A script, not a module: `declare module` of an
// untyped package only applies from one (the modules' own types are JSDoc typedefs, exported by their files).

declare module 'turndown' {
  /** The options plugin-config.mjs sets (turndown has more). */
  interface Options {
    headingStyle?: 'setext' | 'atx';
    codeBlockStyle?: 'indented' | 'fenced';
  }
  export default class TurndownService {
    constructor(options?: Options);
    /** HTML to Markdown. */
    turndown(html: string): string;
  }
}
