/**
 * The drawing primitives of the HTML types' pictures (html.ts): text that fits its box, rectangles, and the
 * picture's SVG document in the item's theme. Pure; the sizes are the system UI font's, near enough.
 */
import type { RenderContext } from '@quantaloop/viz-item/render/context';
import type { PictureSize } from './draw';
import { escapeXml } from './svg';

/** The pictures' margin, in px. */
export const PAD = 12;

export interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

/** About the advance of a character of the system UI font, in ems: enough to keep text inside its box. */
export const charWidth = (size: number, weight = 400) => size * (weight >= 600 ? 0.6 : 0.55);

/** Shortens a text to fit a width, with an ellipsis (a picture has no tooltip to name the rest). */
export function fit(text: string, width: number, size: number, weight?: number): string {
  const max = Math.floor(width / charWidth(size, weight));
  if (text.length <= max) return text;
  return max <= 1 ? '' : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const round = (n: number) => Math.round(n * 10) / 10;

export function text(x: number, y: number, value: string, style: TextStyle = {}): string {
  const attrs = [
    `x="${round(x)}"`,
    `y="${round(y)}"`,
    style.size ? `font-size="${style.size}"` : '',
    style.weight && style.weight !== 400 ? `font-weight="${style.weight}"` : '',
    style.fill ? `fill="${style.fill}"` : '',
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(value)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" ${attrs}/>`;
}

export function svgDocument(ctx: RenderContext, size: PictureSize, body: string): string {
  const { theme } = ctx;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">` +
    // Only what no element sets: a stylesheet rule would win over the elements' own fill and size attributes.
    `<style>text{font-family:${theme.fontFamily};dominant-baseline:central}</style>` +
    rect(0, 0, size.width, size.height, `fill="${theme.background}"`) +
    `<g font-size="${theme.fontSize}" fill="${theme.text}">${body}</g>` +
    '</svg>'
  );
}

/** A centred message (the item's "No data to show"). */
export function messagePicture(ctx: RenderContext, size: PictureSize, message: string): string {
  return svgDocument(
    ctx,
    size,
    text(size.width / 2, size.height / 2, fit(message, size.width - 2 * PAD, 13), {
      size: 13,
      fill: ctx.theme.muted,
      anchor: 'middle',
    }),
  );
}
