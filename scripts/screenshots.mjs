#!/usr/bin/env node
/**
 * Saves screenshots of each page template at several widths in light and dark mode to screenshots/
 * (not committed) so a reviewer can look at what readers see. Needs a served build:
 *   npm run build && npm run serve &  node scripts/screenshots.mjs [--base http://localhost:3000] [--only home,guide]
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = opt('base', 'http://localhost:3000');
const widths = opt('widths', '375,800,1280,1440').split(',').map(Number);
const themes = opt('themes', 'light,dark').split(',');
const TEMPLATES = JSON.parse(fs.readFileSync(new URL('../tests/templates.json', import.meta.url), 'utf8'));
const only = opt('only', Object.keys(TEMPLATES).join(',')).split(',');
const outDir = path.resolve(opt('out', 'screenshots'));
fs.mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
for (const name of only) {
  for (const theme of themes) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(base + TEMPLATES[name], { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${name}-${theme}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
