import fs from 'node:fs';
import type { Page } from '@playwright/test';

const fills = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/fill="([^"]+)"/g)].map((m) => m[1]).join(' ');

/** The built-in logos told apart by their colours, in the order their files paint them. */
const BUILT_IN = {
  light: fills('static/img/logo-light.svg'),
  dark: fills('static/img/logo-dark.svg'),
};

/**
 * The logos a reader sees in the header: 'light' or 'dark' for a built-in logo drawn inline (as its file draws
 * it), the address of a picture otherwise. One entry per logo on screen.
 */
export async function shownLogos(page: Page): Promise<string[]> {
  const seen = await page
    .getByRole('navigation', { name: 'Main' })
    .locator('a[aria-label$="Developers home"]')
    .evaluate((link) =>
      Array.from(link.querySelectorAll('svg, img'))
        .filter((el) => el.getBoundingClientRect().width > 0)
        .map((el) =>
          el instanceof HTMLImageElement
            ? el.getAttribute('src')!
            : Array.from(el.querySelectorAll('[fill]'))
                .map((n) => n.getAttribute('fill'))
                .join(' '),
        ),
    );
  return seen.map((s) => (s === BUILT_IN.light ? 'light' : s === BUILT_IN.dark ? 'dark' : s));
}
