// @ts-check
/**
 * A worker thread of plugins/llms-txt/twins.ts: converts pages to Markdown (html-to-markdown.ts, loaded with
 * Docusaurus' own TypeScript loader, as the build loads the plugin) one message at a time.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { loadFreshModule } = require('@docusaurus/utils');
const { htmlToMarkdown } = /** @type {typeof import('./html-to-markdown')} */ (
  await loadFreshModule(fileURLToPath(new URL('./html-to-markdown.ts', import.meta.url)))
);

parentPort?.on('message', ({ id, html, route, siteUrl }) => {
  try {
    parentPort?.postMessage({ id, page: htmlToMarkdown(html, route, siteUrl) });
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
