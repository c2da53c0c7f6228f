/**
 * The reaches into other packages' internals (patches/README.md, "Internal touchpoints"): each is checked where
 * it is used, and stops the build or the generator with a message naming it when an upgrade moves it. These
 * tests run each check on the installed packages (it passes) and on a moved one (it fails, by name).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import type { LoadContext } from '@docusaurus/types';
import { themes } from 'prism-react-renderer';
import path from 'node:path';
import leanMainPlugin, { tslibHelpersBeyond } from '../../../plugins/page-weight/lean-main';
import prismOnDemandPlugin from '../../../plugins/page-weight/prism-on-demand';
import { checkThemeRegisters } from '../../../plugins/page-weight/theme-client-modules';
import { pluginInternals } from '../../../scripts/api-generate.mjs';
import { UNUSED_OPENAPI_CLASS } from '../../../api/unused-styles';
import { checkDocusaurusReads } from '../../../scripts/build.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const rootRequire = createRequire(path.join(ROOT, 'package.json'));

describe('page-weight: the theme client modules and tslib helper replaced', () => {
  test('the installed Docusaurus has what the plugins replace', () => {
    expect(leanMainPlugin().name).toBe('lean-main');
    // The plugin reads the dark code theme from the site config (its CSS goes into every page's head).
    const context = { siteConfig: { themeConfig: { prism: { darkTheme: themes.vsDark } } } };
    expect(prismOnDemandPlugin(context as unknown as LoadContext).name).toBe('prism-on-demand');
  });

  test('a client module the theme does not register stops the build, by name', () => {
    expect(() => checkThemeRegisters('./prism-on-demand-renamed', 'prism-on-demand')).toThrow(
      /prism-on-demand: @docusaurus\/theme-classic no longer registers the client module \.\/prism-on-demand-renamed/,
    );
  });

  test('a tslib helper beyond the one provided is named with its file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tslib-helpers-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'index.js'),
        'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(x);\nconst b = tslib_1.__importStar(y);\n',
      );
      expect(tslibHelpersBeyond(dir, ['__importDefault'])).toEqual(['__importStar (index.js)']);
      expect(tslibHelpersBeyond(dir, ['__importDefault', '__importStar'])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("api-generate: the OpenAPI plugin's exports its shortcuts replace", () => {
  test('are all there in the installed plugin', () => {
    expect(Object.keys(pluginInternals()).sort()).toEqual([
      'openapi',
      'postman',
      'requestExample',
      'sidebars',
    ]);
  });

  test('a renamed export stops the generator, naming the module and the export', () => {
    const pluginRequire = createRequire(rootRequire.resolve('docusaurus-plugin-openapi-docs'));
    const requestExample = pluginRequire(
      'docusaurus-plugin-openapi-docs/lib/openapi/createRequestExample',
    ) as Record<string, unknown>;
    const saved = requestExample.sampleRequestFromSchema;
    delete requestExample.sampleRequestFromSchema;
    try {
      expect(() => pluginInternals()).toThrow(
        /lib\/openapi\/createRequestExample: export sampleRequestFromSchema .*Internal touchpoints/,
      );
    } finally {
      requestExample.sampleRequestFromSchema = saved;
    }
  });
});

test("every class family of the OpenAPI theme's rules dropped from the stylesheet is in the installed theme", () => {
  // The alternatives of the pattern, e.g. `explorer__`: a family the theme renamed would drop nothing.
  const families = /\(\?:([^)]*)\)/.exec(UNUSED_OPENAPI_CLASS.source)![1]!.split('|');
  const themeDir = path.dirname(rootRequire.resolve('docusaurus-theme-openapi-docs/package.json'));
  const styles = fs
    .readdirSync(path.join(themeDir, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.s?css$/.test(f))
    .map((f) => fs.readFileSync(path.join(themeDir, 'lib', f), 'utf8'))
    .join('\n');
  expect(families.length).toBeGreaterThan(3);
  expect(families.filter((family) => !styles.includes(`.openapi-${family}`))).toEqual([]);
});

test('npm run build stops, naming the variable, when @docusaurus/core no longer reads one it sets', () => {
  expect(() => checkDocusaurusReads()).not.toThrow();
  const core = fs.mkdtempSync(path.join(os.tmpdir(), 'core-'));
  try {
    fs.mkdirSync(path.join(core, 'lib/commands'), { recursive: true });
    fs.writeFileSync(
      path.join(core, 'lib/commands/build.js'),
      'const a = process.env.DOCUSAURUS_SKIP_BUNDLING;\nconst b = process.env\n  .DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY;\n',
    );
    expect(() => checkDocusaurusReads(core)).toThrow(/no longer reads DOCUSAURUS_EXIT_AFTER_BUNDLING, which/);
  } finally {
    fs.rmSync(core, { recursive: true, force: true });
  }
});
