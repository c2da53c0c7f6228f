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
      // In the site, the search plugin's options come from a module generated at build time.
      name: 'search-options',
      setup(b) {
        b.onResolve({ filter: /proxiedGeneratedConstants$/ }, () => ({
          path: path.join(HERE, 'src/search-options.ts'),
        }));
      },
    },
  ],
  logLevel: 'warning',
  legalComments: 'none',
});
fs.chmodSync(path.join(HERE, 'dist/cli.mjs'), 0o755);
