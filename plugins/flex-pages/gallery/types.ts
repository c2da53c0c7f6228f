/** The data of the gallery page (/flex/gallery), made at build time by gallery/page.ts. Browser-safe. */

export const GALLERY_PATH = '/flex/gallery';

export interface GalleryPicture {
  /** URLs of the picture drawn in the light and the dark page theme (the same URL when the item's theme is fixed). */
  light: string;
  dark: string;
  width: number;
  height: number;
  /** What the picture shows, e.g. "Column chart: Revenue per product category". */
  alt: string;
}

export interface GalleryCard {
  kind: 'example' | 'chart';
  /** Example id or chart type. */
  id: string;
  title: string;
  /** The first sentence of the description. */
  summary: string;
  permalink: string;
  picture: GalleryPicture;
  /** Chart types the card shows (an example: every type it uses, also through a selector). */
  types: string[];
  /** Capability ids (gallery/capabilities.ts); none for a chart type card. */
  capabilities: string[];
}

export interface GalleryPageData {
  permalink: string;
  cards: GalleryCard[];
  /** The filter's choices, in order; only those at least one card has. */
  capabilities: { id: string; label: string; description: string }[];
  types: { type: string; title: string; kind: string }[];
}
