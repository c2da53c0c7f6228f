/**
 * Browser checks of a site built with 1,000 more guide pages in one sidebar category (issue 52, item 3):
 * `npm run test:scale` (run.mjs) makes the copy, builds it and runs them. On a copy of your own
 * (`node bench/scale/guide-pages.mjs <copy> 1000`, then `npm run build` there):
 *   SCALE_SITE=<copy> SCALE_BUILD=<its build folder> npx playwright test -c tests/scale/playwright.config.ts
 * Not part of `npm test`: the copy and its build take minutes (bench/scale/RESULTS.md).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.PW_PORT ?? 3195);
const site = path.resolve(process.env.SCALE_SITE ?? 'bench/out/scale-site');
const dir = process.env.SCALE_BUILD ?? 'build';

export default defineConfig({
  ...base,
  testDir: '.',
  retries: 0,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  projects: base.projects?.filter((p) => p.name === 'desktop'),
  webServer: {
    command: `node ${path.resolve('scripts/serve.mjs')} --port ${PORT} --dir ${path.join(site, dir)}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
