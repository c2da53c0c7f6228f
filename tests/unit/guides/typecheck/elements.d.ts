/** What `@quantaloop/embed` adds to the DOM's tag map, so that `document.querySelector('viz-item')` is typed. */
import type { EmbedElements } from '@quantaloop/embed';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merge, not a new type
  interface HTMLElementTagNameMap extends EmbedElements {}
}
