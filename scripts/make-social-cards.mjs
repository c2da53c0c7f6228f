#!/usr/bin/env node
/**
 * Renders the Open Graph / Twitter card image of each site section (1200x630 JPEG) into static/img/social/.
 * Run after changing the brand or a section name: node scripts/make-social-cards.mjs (needs Chromium).
 */
import path from 'node:path';
import { createJiti } from 'jiti';
import { launchChromium } from './chromium.mjs';
import { SECTIONS } from '../src/data/social-sections.mjs';

// The brand and the site URL come from the app config and src/config/site.ts (TypeScript, loaded with jiti).
const jiti = createJiti(import.meta.url);
const { readConfig } = await jiti.import('../src/config/read-config.ts');
const { SITE_URL } = await jiti.import('../src/config/site.ts');
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const brand = escape(readConfig(process.cwd()).brand.name);
const host = new URL(SITE_URL).host;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const s of SECTIONS) {
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;
    flex-direction:column;justify-content:space-between;padding:72px;box-sizing:border-box;font-family:system-ui,sans-serif;
    background:linear-gradient(135deg,#1e1b4b,#4f46e5 60%,#7c3aed);color:#fff">
    <div style="font-size:34px;font-weight:700;letter-spacing:.02em;opacity:.9">${brand} · Developers</div>
    <div><div style="font-size:84px;font-weight:800;line-height:1.05">${s.title}</div>
    <div style="font-size:36px;margin-top:24px;opacity:.85">${s.subtitle}</div></div>
    <div style="font-size:26px;opacity:.75">${host}</div></body></html>`);
  const file = path.resolve('static/img/social', `${s.id}.jpg`);
  await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
  console.log(file);
}
await browser.close();
