/** The built-in logos' markup (plugins/page-weight/inline-logo), in the server bundle only. */
export interface InlineLogos {
  light: string;
  dark: string;
}

declare const __INLINE_LOGOS__: InlineLogos | null | undefined;

/** The markup to render inline: only while prerendering a page (null in the browser, in tests and in dev). */
export function inlineLogos(): InlineLogos | null {
  return typeof __INLINE_LOGOS__ === 'undefined' ? null : __INLINE_LOGOS__;
}
