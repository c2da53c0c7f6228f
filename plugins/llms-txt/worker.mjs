// @ts-check
/**
 * A worker thread of plugins/llms-txt/twins.ts: takes the next page from the shared counter until none is
 * left, reads its file and converts it to Markdown (html-to-markdown.ts, loaded with Docusaurus' own
 * TypeScript loader, as the build loads the plugin). A page that only redirects has no twin (null).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { loadFreshModule } = require('@docusaurus/utils');
const { htmlToMarkdown } = /** @type {typeof import('./html-to-markdown')} */ (
  await loadFreshModule(fileURLToPath(new URL('./html-to-markdown.ts', import.meta.url)))
);

/** @type {{ jobs: { file: string; route: string }[]; siteUrl: string; next: Int32Array }} */
const { jobs, siteUrl, next } = workerData;
for (;;) {
  const id = Atomics.add(next, 0, 1);
  if (id >= jobs.length) break;
  const { file, route } = /** @type {{ file: string; route: string }} */ (jobs[id]);
  try {
    const html = fs.readFileSync(file, 'utf8');
    const page = html.includes('http-equiv="refresh"') ? null : htmlToMarkdown(html, route, siteUrl);
    parentPort?.postMessage({ id, page });
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    break;
  }
}
parentPort?.postMessage({ done: true });
