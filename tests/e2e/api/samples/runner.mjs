// Runs Node code samples in one process: node runner.mjs RESULTS.json SAMPLE.mjs... (see ../samples.spec.ts).
// Each sample is an ES module with top-level await, imported in turn; console.log is captured per sample.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';

const [resultsFile, ...files] = process.argv.slice(2);
const results = [];
const log = console.log;
for (const file of files) {
  let out = '';
  console.log = (...args) => {
    out += `${format(...args)}\n`;
  };
  try {
    await import(pathToFileURL(file).href);
    results.push({ ok: true, out });
  } catch (error) {
    results.push({ ok: false, out, error: String(error?.stack ?? error) });
  } finally {
    console.log = log;
  }
}
fs.writeFileSync(resultsFile, JSON.stringify(results));
