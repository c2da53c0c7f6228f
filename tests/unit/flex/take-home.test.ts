/**
 * What a reader takes home from an example (issue 49): every example's project, in every framework, exactly as
 * the code viewer shows it, "Download project" zips it and StackBlitz receives it (the starter files with the
 * example's on top). Nothing in it may point at the reader's own machine or into this repository, and its
 * package.json installs the embed packages from the tarballs this site serves. tests/examples installs, builds
 * and opens the projects themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateCodeFiles, snippetFor, starterFiles } from '../../../plugins/flex-pages/examples/codegen';
import type { ExampleDefinition, Framework } from '../../../plugins/flex-pages/examples/types';
import { projectFiles } from '../../../plugins/flex-pages/components/StackBlitz/project';
import { packageUrls } from '../../../src/embed/published.mjs';
import { SITE_URL } from '../../../src/config/site';

const ROOT = path.resolve(__dirname, '../../..');
const DIR = path.join(ROOT, 'plugins/flex-pages/examples/definitions');
const FRAMEWORKS: Framework[] = ['react', 'angular', 'vue', 'html'];
const urls = packageUrls(SITE_URL, ROOT);
const starter = starterFiles(urls);
const defs = fs
  .readdirSync(DIR)
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ExampleDefinition);

/** Things a project must not name: the reader's machine, this repository's files and folders. */
const FORBIDDEN = [
  /localhost/,
  /127\.0\.0\.1/,
  /\{\{chartItemScriptUrl\}\}/,
  /\bsrc\/(embed|viz-item)\b/,
  /plugins\/flex-pages/,
  /tests\/unit/,
  /@site\//,
  /quantaloop\/(embed|react-embed)\//, // a copied package folder
];

describe.each(FRAMEWORKS)('the %s project of every example', (framework) => {
  it.each(defs.map((d) => [d.id, d] as const))(
    '%s names nothing on this machine or in this repository',
    (_, def) => {
      const files = projectFiles(starter, framework, generateCodeFiles(def)[framework].customFiles);
      for (const [name, text] of Object.entries(files)) {
        for (const pattern of FORBIDDEN)
          expect({ file: name, match: pattern.exec(text)?.[0] }).toEqual({ file: name, match: undefined });
      }
    },
  );

  it('installs the embed packages from the site, by the URL of the current docs version', () => {
    const files = projectFiles(starter, framework, {});
    const manifest = JSON.parse(files['package.json']!) as { dependencies: Record<string, string> };
    expect(manifest.dependencies['@quantaloop/embed']).toBe(
      `${SITE_URL}/packages/3.x/quantaloop-embed-3.0.0.tgz`,
    );
    if (framework === 'react')
      expect(manifest.dependencies['@quantaloop/react-embed']).toBe(
        `${SITE_URL}/packages/3.x/quantaloop-react-embed-3.0.0.tgz`,
      );
    else expect(manifest.dependencies['@quantaloop/react-embed']).toBeUndefined();
    // Every other dependency is a registry range, so `npm install` needs nothing else.
    for (const [name, spec] of Object.entries(manifest.dependencies))
      if (!name.startsWith('@quantaloop/')) expect(spec).toMatch(/^[~^]?\d/);
  });
});

describe('one import style per framework, on examples and chart pages alike', () => {
  it('React imports { VizItem } from @quantaloop/react-embed; the others import @quantaloop/embed', () => {
    for (const def of defs) {
      const set = generateCodeFiles(def);
      const main = (fw: Framework) => set[fw].customFiles[set[fw].stateFile]!;
      expect(main('react')).toContain("import { VizItem } from '@quantaloop/react-embed';");
      expect(main('angular')).toContain("import '@quantaloop/embed';");
      expect(main('vue')).toContain("import '@quantaloop/embed';");
      expect(main('html')).toMatch(/^import '@quantaloop\/embed';/);
      for (const fw of FRAMEWORKS) expect(main(fw)).not.toMatch(/from '\.\/VizItem'|import VizItem from/);
    }
  });

  it('chart page snippets import the packages the same way', () => {
    const inputs = { type: 'bar-chart' as const, options: { title: { en: 'Revenue' } } };
    expect(snippetFor('react', inputs).code).toMatch(
      /^import \{ VizItem \} from '@quantaloop\/react-embed';$/m,
    );
    for (const fw of ['angular', 'vue', 'html'] as const)
      expect(snippetFor(fw, inputs).code).toMatch(/^\s*import '@quantaloop\/embed';$/m);
  });
});
