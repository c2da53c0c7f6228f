/**
 * The pictures a touch device sees in place of the live chart until the reader shows intent (Node, at build
 * time): the chart page's demo and the items of an example in its first state, drawn by draw.ts at the sizes
 * the live item has on phones and small tablets, in the light and the dark page theme. The page shows them
 * with `<picture>` (components/Facade), so the phone downloads the one picture that fits its screen and theme
 * and runs no chart code until a tap, a focus or an edit asks for the live chart.
 */
import crypto from 'node:crypto';
import { getItemTypeDefinition } from '@quantaloop/viz-item/definitions';
import { pickLanguage } from '@quantaloop/viz-item/i18n';
import { localeOf } from '@quantaloop/viz-item/model';
import { RENDERER_TABLE } from '@quantaloop/viz-item/render/registry';
import { resolveTheme } from '@quantaloop/viz-item/themes';
import { resolveSavedItem } from '@quantaloop/viz-item/saved-items';
import type { VizItemInputs } from '@quantaloop/viz-item/types';
import { defaultState, itemInputs } from '../examples/bindings';
import { mediaQueryOf } from '../examples/codegen/plan';
import type { ExampleDefinition } from '../examples/types';
import type { FlexContent } from '../content';
import { drawItem } from './draw';
import { attributeSafeFont } from './svg';
import type { PictureTips } from './tips';

/** Where the pictures go, under the static folder (git-ignored build output). */
export const FACADE_DIR = 'assets/facade';

/**
 * The viewport ranges drawn, each up to `maxViewport` px; from 992 px the live chart is used (see
 * components/Facade): a screen that wide has the layout, and usually the processor, of a desktop.
 */
export const FACADE_VIEWPORTS = [359, 429, 599, 991] as const;

/**
 * What a page's layout takes from the viewport's width around the item's box, in px (margins, paddings,
 * borders; measured on the built pages, the same at every width below 992 px): a picture is drawn at the box's
 * width at the top of its range, so it is only ever scaled down, by at most about 15%, keeping its aspect
 * (SVG's default "meet"). tests/e2e/flex/facade.spec.ts fails when a layout change makes these wrong.
 */
export const FACADE_INSET = { chart: 42, example: 84 } as const;

/** The picture widths of a layout, one per viewport range. */
export function facadeSizes(inset: number): { maxViewport: number; width: number }[] {
  return FACADE_VIEWPORTS.map((maxViewport) => ({ maxViewport, width: maxViewport - inset }));
}

/** The item's box is 300 px high below 992 px (the layouts' spec constant), inside a 1 px border. */
export const FACADE_HEIGHT = 298;

/**
 * One item's pictures: per width, the light and the dark page theme's file (the same when its theme is fixed),
 * and beside each, what its marks show (`tips`: a FramedTips file per theme, absent when the chart has no
 * tooltip), so a tap on the picture answers before the live chart is in.
 */
export interface FacadePicture {
  alt: string;
  height: number;
  sources: {
    maxViewport: number;
    width: number;
    light: string;
    dark: string;
    tips?: { light: string; dark: string };
  }[];
}

/** The most a tips file may hold, in characters (gzip sends about a tenth). */
const MAX_TIPS_CHARS = 160_000;

/** A picture's tips (tips.ts) with where the chart sits in the framed picture and the picture's size. */
export interface FramedTips extends PictureTips {
  at: [number, number];
  size: [number, number];
}

/** What the picture shows ("Column chart: Revenue per category"), as the gallery's cards say it. */
export function pictureAlt(inputs: VizItemInputs, fallback: string): string {
  const type = getItemTypeDefinition(inputs.type ?? '')?.title ?? inputs.type ?? 'Item';
  const title = pickLanguage(inputs.options?.title as never, localeOf(inputs.options)) ?? fallback;
  return `${type}: ${title}`;
}

/** The element's frame (src/viz-item/styles.ts): `.vi-root` padding, `.vi-title` padding, margin and line height. */
const FRAME = { padding: 8, titlePadX: 4, titlePadY: 2, titleMargin: 4, lineHeight: 1.3 };

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into lines of at most `room` px, at an average glyph width (the system font's, bold). */
function wrap(text: string, fontSize: number, room: number): string[] {
  const perLine = Math.max(1, Math.floor(room / (fontSize * 0.56)));
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The item as the element lays it out in a box of `width` x `height`: its padding, its title (an HTML line
 * above the drawing in the element, so not in ECharts' picture) and the chart drawn in the space left.
 */
export async function framedPicture(
  inputs: VizItemInputs,
  {
    dark,
    width,
    height,
    onTips,
  }: { dark: boolean; width: number; height: number; onTips?: (tips: FramedTips | null) => void },
): Promise<string> {
  const theme = resolveTheme(inputs.options?.theme, dark);
  const def = getItemTypeDefinition(inputs.type ?? '');
  const text = pickLanguage(inputs.options?.title as never, localeOf(inputs.options));
  const display = inputs.options?.display as Record<string, unknown> | undefined;
  const shown = !!text && !!def?.optionGroups.includes('title') && display?.title !== false;
  const tt = theme.title;
  const inner = width - 2 * FRAME.padding;
  const lines = shown ? wrap(text!, tt.fontSize, inner - 2 * FRAME.titlePadX) : [];
  const line = tt.fontSize * FRAME.lineHeight;
  const band = lines.length ? lines.length * line + 2 * FRAME.titlePadY + FRAME.titleMargin : 0;
  const chartY = FRAME.padding + band;
  const chart = await drawItem(inputs, {
    dark,
    size: { width: inner, height: Math.round(height - 2 * FRAME.padding - band) },
    onTips: (tips) =>
      onTips?.(tips && { ...tips, at: [FRAME.padding, Math.round(chartY * 10) / 10], size: [width, height] }),
  });
  const x =
    tt.align === 'center'
      ? width / 2
      : tt.align === 'right'
        ? width - FRAME.padding - FRAME.titlePadX
        : FRAME.padding + FRAME.titlePadX;
  const anchor = tt.align === 'center' ? 'middle' : tt.align === 'right' ? 'end' : 'start';
  const title = lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(FRAME.padding + FRAME.titlePadY + i * line + line / 2).toFixed(1)}" dominant-baseline="central" text-anchor="${anchor}">${xml(l)}</text>`,
    )
    .join('');
  const font = attributeSafeFont(theme.fontFamily);
  const style = `font-family:${font};font-size:${tt.fontSize}px;font-weight:${tt.bold ? 700 : 400};font-style:${tt.italic ? 'italic' : 'normal'};text-decoration:${tt.underline ? 'underline' : 'none'}`;
  const background = /gradient\(/.test(theme.background)
    ? (/(#[0-9a-f]{3,8}|rgba?\([^)]*\))/i.exec(theme.background)?.[1] ?? 'none')
    : theme.background;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${xml(background)}"/>` +
    (title ? `<g fill="${xml(theme.text)}" style="${xml(style)}">${title}</g>` : '') +
    chart.replace(/^\s*(<\?xml[^>]*>\s*)?<svg/, `<svg x="${FRAME.padding}" y="${chartY.toFixed(1)}"`) +
    '</svg>'
  );
}

function versioned(files: Record<string, string>, file: string, svg: string): string {
  files[`${FACADE_DIR}/${file}`] = svg;
  // The version in the query: a host may cache /assets/ for long, and the picture changes with the data.
  return `/${FACADE_DIR}/${file}?v=${crypto.createHash('sha1').update(svg).digest('hex').slice(0, 8)}`;
}

/** Draws one item at every facade width in both page themes; adds the files to `files`. */
export async function facadePicture(
  name: string,
  inputs: VizItemInputs,
  alt: string,
  files: Record<string, string>,
  inset: number,
): Promise<FacadePicture> {
  const sources: FacadePicture['sources'] = [];
  for (const { maxViewport, width } of facadeSizes(inset)) {
    const tips: { light?: FramedTips | null; dark?: FramedTips | null } = {};
    const size = { width, height: FACADE_HEIGHT };
    const light = await framedPicture(inputs, { dark: false, ...size, onTips: (t) => (tips.light = t) });
    const dark = await framedPicture(inputs, { dark: true, ...size, onTips: (t) => (tips.dark = t) });
    const same = light === dark;
    // A chart of hundreds of marks (a strip plot's dots) keeps its tap for the live chart: its tips would
    // weigh more than the chart code they stand in for.
    for (const theme of ['light', 'dark'] as const)
      if (JSON.stringify(tips[theme] ?? null).length > MAX_TIPS_CHARS) tips[theme] = null;
    const file = (theme: 'light' | 'dark', ext: string) =>
      same ? `${name}-${width}.${ext}` : `${name}-${width}-${theme}.${ext}`;
    sources.push({
      maxViewport,
      width,
      light: versioned(files, file('light', 'svg'), light),
      dark: versioned(files, file('dark', 'svg'), same ? light : dark),
      ...(tips.light && tips.dark
        ? {
            tips: {
              light: versioned(files, file('light', 'json'), JSON.stringify(tips.light)),
              dark: versioned(files, file('dark', 'json'), JSON.stringify(same ? tips.light : tips.dark)),
            },
          }
        : {}),
    });
  }
  return { alt, height: FACADE_HEIGHT, sources };
}

/**
 * Why an example keeps its live items on touch devices too, or null when its first state can be pictured
 * faithfully: every item is an ECharts chart in a chart-sized box, shown at every width, that the reader sees
 * as drawn (no CSS of the example's own, no resizing), and nothing on the page shows the runtime's output
 * before the reader acts (no buttons calling the item, no listener to an event the item fires by itself).
 */
export function whyLive(def: ExampleDefinition): string | null {
  if (def.css) return 'its own CSS styles the item';
  if ((def.actions ?? []).length > 0) return 'it has buttons calling the item';
  for (const item of def.items) {
    if ((item.on ?? []).some((l) => l.event === 'load' || l.event === 'rendered'))
      return `item "${item.id}" prints an event it fires on load`;
    if (item.size === 'number' || item.resizable || mediaQueryOf(item))
      return `item "${item.id}" is not a chart-sized box at every width`;
    const type = resolveSavedItem(itemInputs(def, item, defaultState(def))).type ?? '';
    if (RENDERER_TABLE[type]?.[2] !== 'echarts') return `item "${item.id}" is not an ECharts chart`;
  }
  return null;
}

/** The pictures of an example's items by item id, or null when it stays live (whyLive). */
export async function examplePictures(
  def: ExampleDefinition,
  files: Record<string, string>,
): Promise<Record<string, FacadePicture> | null> {
  if (whyLive(def)) return null;
  const state = defaultState(def);
  const out: Record<string, FacadePicture> = {};
  for (const item of def.items) {
    const inputs = resolveSavedItem(itemInputs(def, item, state));
    out[item.id] = await facadePicture(
      `example-${def.id}-${item.id}`,
      inputs,
      pictureAlt(inputs, def.title),
      files,
      FACADE_INSET.example,
    );
  }
  return out;
}

/**
 * The content with the touch devices' pictures: a chart page's demo when its type is drawn by ECharts (the
 * HTML types run no ECharts and stay live), an example's items when whyLive finds nothing. Returns the files.
 */
export async function withFacadePictures(
  content: FlexContent,
): Promise<{ content: FlexContent; files: Record<string, string> }> {
  const files: Record<string, string> = {};
  const chartPages = [];
  for (const page of content.chartPages) {
    const inputs: VizItemInputs = { type: page.type, slots: page.demo?.slots, options: page.demo?.options };
    const pictured = page.demo && RENDERER_TABLE[page.type]?.[2] === 'echarts';
    chartPages.push({
      ...page,
      picture: pictured
        ? await facadePicture(
            `chart-${page.type}`,
            inputs,
            pictureAlt(inputs, page.title),
            files,
            FACADE_INSET.chart,
          )
        : null,
    });
  }
  const examplePages = [];
  for (const page of content.examplePages)
    examplePages.push({ ...page, pictures: await examplePictures(page.definition, files) });
  return { content: { ...content, chartPages, examplePages }, files };
}
