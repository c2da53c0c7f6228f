#!/usr/bin/env node
/**
 * Builds dist/cli.mjs: the server and the site modules it reuses (search client, dashboard validation, chart
 * snippet generator, their dependencies) in one ES module for Node 20, so the package runs without the
 * repository. Only the MCP SDK and zod stay dependencies (package.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(HERE, 'package.json'), 'utf8'));

await build({
  entryPoints: [path.join(HERE, 'src/cli.ts')],
  outfile: path.join(HERE, 'dist/cli.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(pkg.dependencies),
  define: { PACKAGE_VERSION: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
  // The bundled CommonJS modules (lunr, ajv) call require(); an ES module has none of its own.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      // In the site, the search plugin's query building reads its options from a module generated at build
      // time from docusaurus.config.ts. These are the site's: English, the default stop words, fuzzy distance
      // 1. tests/e2e/search/mcp-agreement.spec.ts fails if they drift (results would differ from the box's).
      name: 'search-options',
      setup(b) {
        b.onResolve({ filter: /proxiedGeneratedConstants$/ }, () => ({
          path: 'search-options',
          namespace: 'mcp',
        }));
        b.onLoad({ filter: /.*/, namespace: 'mcp' }, () => ({
          contents:
            "export const language = ['en'];\nexport const removeDefaultStopWordFilter = [];\nexport const fuzzyMatchingDistance = 1;\n",
          loader: 'js',
        }));
      },
    },
  ],
  logLevel: 'warning',
  legalComments: 'none',
});
fs.chmodSync(path.join(HERE, 'dist/cli.mjs'), 0o755);
