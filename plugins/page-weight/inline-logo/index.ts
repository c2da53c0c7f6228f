import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { DEFAULT_CONFIG } from '../../../src/config/default-config';
import type { InlineLogos } from '../../../src/components/BrandLogo/inline-logos';

/**
 * The header's logos as inline SVG in each page's HTML, when the config's logos are the built-in ones. As
 * pictures (<img src=…svg>), each page's first load spent a request on the theme's logo and, on the page's
 * main thread, a document of its own to draw it in: ~7 ms, ~30 ms at Lighthouse's 4x CPU, the largest single
 * cost a guide page had beyond a bare Docusaurus page once its scripts were lean (issue 51, item 2).
 *
 * The markup goes into the server bundle only (`__INLINE_LOGOS__`, null in the browser's): the browser keeps
 * the server's markup when it hydrates (src/components/BrandLogo), so no script carries it. Read from the files
 * the built-in config names, so a site that replaces static/img/logo-*.svg gets its own logos inlined.
 */
export default function inlineLogoPlugin(context: LoadContext): Plugin {
  const read = (url: string) => {
    try {
      return inlineSvg(fs.readFileSync(path.join(context.siteDir, 'static', url), 'utf8'));
    } catch {
      return null;
    }
  };
  const light = read(DEFAULT_CONFIG.brand.logoLight);
  const dark = read(DEFAULT_CONFIG.brand.logoDark);
  // Both or neither: one inline logo beside one picture would need both ways of switching them.
  const logos: InlineLogos | null = light && dark ? { light, dark } : null;
  return {
    name: 'inline-logo',
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          __INLINE_LOGOS__: isServer ? JSON.stringify(logos) : 'null',
        }),
      ],
    }),
  };
}

/** Larger than this, inline markup costs each page more than the picture it replaces. */
export const MAX_INLINE_BYTES = 16 * 1024;

/**
 * An SVG file as markup safe to put inline, twice, in every page; null when it is not: inline SVG is part of
 * the page, so a script or an event attribute would run, a <style> would restyle the whole page, an id would
 * be duplicated (the logo is there in both themes) and a link or reference could reach another host. Those
 * files stay pictures (an <img> runs none of that). A root without a viewBox could not be scaled to the
 * header's height.
 */
export function inlineSvg(text: string): string | null {
  const svg = text
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .trim();
  if (Buffer.byteLength(svg) > MAX_INLINE_BYTES) return null;
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith('</svg>')) return null;
  if (
    /<(script|style|foreignObject|image|use|a|iframe|animate|set)\b|\son[a-z]+\s*=|\s(id|href|xlink:href|style)\s*=|url\(|javascript:|&/i.test(
      svg,
    )
  )
    return null;
  const root = /^<svg[^>]*>/.exec(svg)![0];
  if (!/\sviewBox\s*=/.test(root)) return null;
  // Decorative in the page: the link around it is named by the brand.
  return svg.replace(/^<svg/, '<svg aria-hidden="true" focusable="false"');
}
