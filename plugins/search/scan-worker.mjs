// @ts-check
/**
 * A worker thread of plugins/search/index.ts (scanInWorker): the plugin's own scan of the built pages
 * (@easyops-cn/docusaurus-search-local's scanDocuments: read each page, parse it with cheerio, cut it into the
 * title, heading, description, keywords and content documents), run here on `batch` pages at a time, each
 * version's documents posted back when done. Document ids come from the plugin's counter, which runs on over
 * the calls in page order: the same ids as its one call over all pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { scanDocuments } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js';

/** @type {{ versions: { filePath: string; url: string; type: string }[][]; config: object; batch: number }} */
const { versions, config, batch } = workerData;

// A page that cannot be read or parsed rejects: the worker stops with its error (scanInWorker rejects).
for (const paths of versions) {
  /** @type {object[][]} */
  const all = [[], [], [], [], []];
  for (let k = 0; k < paths.length; k += batch) {
    const part = await scanDocuments(paths.slice(k, k + batch), config);
    part.forEach((docs, n) => all[n]?.push(...docs));
  }
  parentPort?.postMessage(all);
}
