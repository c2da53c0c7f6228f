/**
 * Browser checks of a site built with a further API added from a real OpenAPI file (bench/api/run.mjs --file
 * FILE --e2e builds it, then runs this config). Not part of `npm test`: the build alone takes minutes.
 *   API_CORPUS_SITE=bench/out/api-site npx playwright test -c tests/api-corpus/playwright.config.ts
 * API_CORPUS_BUILD names the copy's build folder when it is not `build` (a build made with --out-dir).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.PW_PORT ?? 3190);
const site = path.resolve(process.env.API_CORPUS_SITE ?? 'bench/out/api-site');
const buildDir = process.env.API_CORPUS_BUILD ? ` --dir ${process.env.API_CORPUS_BUILD}` : '';

export default defineConfig({
  ...base,
  testDir: '.',
  retries: 0,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  projects: base.projects?.filter((p) => p.name === 'desktop'),
  webServer: {
    command: `node ${path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs')} serve --no-open --port ${PORT}${buildDir}`,
    cwd: site,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
