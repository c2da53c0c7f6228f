import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiPlugins } from '../../../api/docusaurus';
import { apiOutputRootOf, olderVersionNames } from '../../../api/versions.mjs';

/**
 * Every version's API pages require their JSON modules (schemas, panel) whole, so the bundler is told to track
 * only their top-level keys (exportsDepth 1): tracking every nested key costs build memory (bench/scale/RESULTS.md).
 * Each JSON file of each version's pages must fall under that rule, in both bundles.
 */
const ROOT = path.resolve(__dirname, '../../..');
type Rule = { test: RegExp; type?: string; parser?: { exportsDepth?: number } };

function jsonRules(isServer: boolean): Rule[] {
  const factory = apiPlugins().find(
    (p): p is (context: LoadContext) => Plugin => typeof p === 'function' && p.name === 'apiChunksPlugin',
  );
  if (!factory) throw new Error('no apiChunksPlugin in apiPlugins()');
  const plugin = factory({ siteDir: ROOT } as LoadContext);
  const config = plugin.configureWebpack?.({} as never, isServer, {} as never, {} as never) as {
    module?: { rules?: Rule[] };
  };
  return (config.module?.rules ?? []).filter((r) => r.type === 'json' && r.parser?.exportsDepth === 1);
}

const versions = ['current', ...(olderVersionNames(ROOT) as string[])];
const jsonFiles = versions.flatMap((version) => {
  const dir = path.join(ROOT, apiOutputRootOf(version));
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => [version, path.join(dir, f)] as const);
});

test('the site has API pages in more than one version', () => {
  expect(versions.length).toBeGreaterThan(1);
  for (const version of versions)
    expect(jsonFiles.filter(([v]) => v === version).length).toBeGreaterThan(100);
});

test.each([false, true])(
  "every version's page JSON is tracked one level deep (server bundle: %s)",
  (isServer) => {
    const rules = jsonRules(isServer);
    const missed = jsonFiles.filter(([, file]) => !rules.some((r) => r.test.test(file)));
    expect(missed.map(([v, file]) => `${v}: ${path.relative(ROOT, file)}`)).toEqual([]);
  },
);

test('other JSON modules keep full tracking (their named imports are tree-shaken)', () => {
  const rules = jsonRules(false);
  for (const file of ['src/data/redirects.json', 'plugins/flex-pages/schema/example.schema.json'])
    expect(rules.some((r) => r.test.test(path.join(ROOT, file)))).toBe(false);
});
