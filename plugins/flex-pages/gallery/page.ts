/**
 * The gallery page's data and its pictures (Node, at build time): one card per example and per chart type, each
 * with a picture drawn from its definition (draw.ts) in the light and the dark page theme.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getItemTypeDefinition } from '@quantaloop/viz-item/definitions';
import { pickLanguage } from '@quantaloop/viz-item/i18n';
import { localeOf } from '@quantaloop/viz-item/model';
import { resolveSavedItem } from '@quantaloop/viz-item/saved-items';
import type { VizItemInputs } from '@quantaloop/viz-item/types';
import { ManifestError, type FlexContent } from '../content';
import { defaultState, itemInputs } from '../examples/bindings';
import type { ExampleDefinition } from '../examples/types';
import { CAPABILITIES, capabilitiesOf } from './capabilities';
import { PICTURE_SIZE, drawItem } from './draw';
import { GALLERY_PATH, type GalleryCard, type GalleryPageData, type GalleryPicture } from './types';

/** Where the pictures go, under the static folder (git-ignored build output). */
export const PICTURE_DIR = 'assets/gallery';

const PICTURE_KINDS = new Set(['chart', 'map']);

/** The first sentence of a description: a card has room for one line of it. */
export function firstSentence(text: string): string {
  const m = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  return (m ? m[0] : text).trim();
}

/**
 * The item an example's card pictures, with the inputs it has in the example's first state: its first chart
 * (an example of numbers and charts shows its chart), else its first item.
 */
export function picturedItem(def: ExampleDefinition): { index: number; inputs: VizItemInputs } {
  const inputs = def.items.map((item) => resolveSavedItem(itemInputs(def, item, defaultState(def))));
  const index = inputs.findIndex((i) => PICTURE_KINDS.has(getItemTypeDefinition(i.type ?? '')?.kind ?? ''));
  const at = Math.max(0, index);
  return { index: at, inputs: inputs[at]! };
}

function altText(inputs: VizItemInputs, fallback: string): string {
  const type = getItemTypeDefinition(inputs.type ?? '')?.title ?? inputs.type ?? 'Item';
  const title = pickLanguage(inputs.options?.title as never, localeOf(inputs.options)) ?? fallback;
  return `${type}: ${title}`;
}

interface Drawn {
  picture: GalleryPicture;
  files: Record<string, string>;
}

/** Both themes' pictures; one file when the item's own theme makes them the same. */
async function pictures(name: string, inputs: VizItemInputs, alt: string): Promise<Drawn> {
  const light = await drawItem(inputs, { dark: false });
  const dark = await drawItem(inputs, { dark: true });
  const files: Record<string, string> = {};
  const url = (file: string, svg: string) => {
    files[`${PICTURE_DIR}/${file}`] = svg;
    // The version in the query: a host may cache /assets/ for long, and the picture changes with the data.
    return `/${PICTURE_DIR}/${file}?v=${crypto.createHash('sha1').update(svg).digest('hex').slice(0, 8)}`;
  };
  const same = light === dark;
  return {
    picture: {
      light: url(same ? `${name}.svg` : `${name}-light.svg`, light),
      dark: same ? url(`${name}.svg`, light) : url(`${name}-dark.svg`, dark),
      ...PICTURE_SIZE,
      alt,
    },
    files,
  };
}

/** The gallery's page data and picture files (path under static/ -> SVG). A picture that cannot be drawn fails the build, naming the definition. */
export async function buildGallery(
  content: FlexContent,
  files: { exampleFile: (id: string) => string; chartTypesFile: string },
): Promise<{ page: GalleryPageData; files: Record<string, string> }> {
  const out: Record<string, string> = {};
  const cards: GalleryCard[] = [];
  for (const example of content.examplePages) {
    const def = example.definition;
    const { index, inputs } = picturedItem(def);
    let drawn: Drawn;
    try {
      drawn = await pictures(`example-${def.id}`, inputs, altText(inputs, def.title));
    } catch (error) {
      throw new ManifestError(
        files.exampleFile(def.id),
        `/items/${index}`,
        `cannot be pictured: ${(error as Error).message}`,
      );
    }
    Object.assign(out, drawn.files);
    cards.push({
      kind: 'example',
      id: def.id,
      title: def.title,
      summary: firstSentence(def.description),
      permalink: example.permalink,
      picture: drawn.picture,
      types: example.chartTypes.map((t) => t.type),
      capabilities: capabilitiesOf(def),
    });
  }
  for (const chart of content.chartPages) {
    const inputs: VizItemInputs = {
      type: chart.type,
      slots: chart.demo?.slots ?? [],
      options: chart.demo?.options ?? {},
    };
    let drawn: Drawn;
    try {
      drawn = await pictures(`chart-${chart.type}`, inputs, altText(inputs, chart.title));
    } catch (error) {
      throw new ManifestError(
        files.chartTypesFile,
        `/${chart.type}`,
        `the demo cannot be pictured: ${(error as Error).message}`,
      );
    }
    Object.assign(out, drawn.files);
    cards.push({
      kind: 'chart',
      id: chart.type,
      title: chart.title,
      summary: firstSentence(chart.description),
      permalink: chart.permalink,
      picture: drawn.picture,
      types: [chart.type],
      capabilities: [],
    });
  }
  const used = new Set(cards.flatMap((c) => c.capabilities));
  return {
    page: {
      permalink: GALLERY_PATH,
      cards,
      capabilities: CAPABILITIES.filter((c) => used.has(c.id)).map(({ id, label, description }) => ({
        id,
        label,
        description,
      })),
      types: content.chartPages.map((c) => ({ type: c.type, title: c.title, kind: c.kind })),
    },
    files: out,
  };
}

/**
 * Writes the pictures, touching only changed files, and removes the pictures of `folder` (under the static
 * folder) no page uses any more.
 */
export function writePictures(
  staticDir: string,
  files: Record<string, string>,
  folder: string = PICTURE_DIR,
): void {
  const dir = path.join(staticDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(dir)) {
    if (/\.(svg|json)$/.test(f) && files[`${folder}/${f}`] === undefined) fs.rmSync(path.join(dir, f));
  }
  for (const [rel, svg] of Object.entries(files)) {
    const file = path.join(staticDir, rel);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === svg) continue;
    fs.writeFileSync(file, svg);
  }
}
