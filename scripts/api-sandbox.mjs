#!/usr/bin/env node
/**
 * `npm run api:sandbox [-- --port 4010]`: the API sandbox as a local server, so the code samples of the API
 * pages run as they are, with only the server URL replaced: the Core API answers at http://127.0.0.1:4010/core,
 * the Plugin API at http://127.0.0.1:4010/plugin. Same engine and model as the Send request panel's Sandbox
 * (api/sandbox/server.ts), built from the same OpenAPI files. Loopback only; Ctrl+C stops it.
 * `-- --version 2.x` answers as an older docs version's API (api/openapi/2.x), for its pages' samples.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { load } from 'js-yaml';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The sandbox and its model builder are TypeScript shared with the site; jiti compiles them on the fly.
const jiti = createJiti(import.meta.url);
const { buildSandboxModel, DEMO_DATASETS } = await jiti.import('../api/sandbox-model.ts');
const { startSandboxServer } = await jiti.import('../api/sandbox/server.ts');
const { API_SPECS } = await import('../api/plugin-config.mjs');
const { olderVersionNames, specPathOf } = await import('../api/versions.mjs');

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4010;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port expects a port number, not "${process.argv[portArg + 1]}"`);
  process.exit(1);
}

const versionArg = process.argv.indexOf('--version');
const version = versionArg > 0 ? process.argv[versionArg + 1] : 'current';
if (version !== 'current' && !olderVersionNames(siteDir).includes(version)) {
  console.error(
    `--version expects current or one of ${olderVersionNames(siteDir).join(', ')}, not "${version}"`,
  );
  process.exit(1);
}

const modelOf = (api) =>
  buildSandboxModel(
    api,
    load(fs.readFileSync(path.join(siteDir, specPathOf(API_SPECS[api].specPath, version)), 'utf8')),
    { demoDatasets: api === 'core' ? DEMO_DATASETS : [] },
  );

const server = await startSandboxServer({
  models: { core: modelOf('core'), plugin: modelOf('plugin') },
  port,
});
console.log(`API sandbox${version === 'current' ? '' : ` (${version})`} on ${server.url} (Ctrl+C stops it)
  Core API:   ${server.url}/core     replaces https://api.eu.quantaloop.example
  Plugin API: ${server.url}/plugin   replaces your plugin's base URL
Credentials: the documented examples (key, token, X-Secret), as on the API pages.`);
process.on('SIGINT', () => server.close().then(() => process.exit(0)));
