import { execFileSync } from 'node:child_process';
import { ROOT } from './specs';

/**
 * api/openapi-sidebar.mjs: the API sidebar grouped by tag in one pass instead of the plugin's one pass over
 * every operation per tag (quadratic on Microsoft Graph's beta file). Readers must get the same sidebar:
 * same categories in the same order, same entries, links and labels, for every option the plugin reads.
 */

/** Both sidebars for each case: ours and the plugin's own generateSidebarSlice, on the same items. */
function sidebars(): { name: string; ours: unknown; plugin: unknown }[] {
  const script = `
    import { createRequire } from 'node:module';
    import { sidebarByTag } from './api/openapi-sidebar.mjs';
    const require = createRequire(import.meta.url);
    const plugin = require('docusaurus-plugin-openapi-docs/lib/sidebars').default;
    const api = (id, tags, extra = {}) => ({
      type: 'api', id, title: 'Title ' + id, frontMatter: id === 'b' ? { sidebar_label: 'Label b' } : {},
      api: { operationId: id, method: id === 'c' ? 'post' : 'get', deprecated: id === 'd', tags, ...extra },
    });
    const schema = (id, tags) => ({
      type: 'schema', id, title: 'Schema ' + id, frontMatter: {}, schema: { 'x-tags': tags, deprecated: id === 's2' },
    });
    const info = { type: 'info', id: 'intro', title: 'Intro', frontMatter: {}, info: { tags: [{ name: 'pets' }] } };
    const items = [
      api('a', ['pets', 'stores']),
      api('b', ['stores']),
      api('c', ['pets', 'pets']), // a tag twice: one entry
      api('d', []),
      api('e', undefined),
      api('f', ['undeclared']),
      schema('s1', ['pets']),
      schema('s2', undefined),
    ];
    // Declared out of use order, one with a display name, one no operation uses, one declared twice.
    const tags = [[{ name: 'stores', 'x-displayName': 'Shops' }, { name: 'unused' }, { name: 'pets' }, { name: 'pets' }]];
    const cases = [];
    for (const categoryLinkSource of [undefined, 'tag', 'auto', 'info'])
      for (const showSchemas of [false, true])
        for (const withInfo of [false, true])
          for (const [outputDir, docPath] of [['api/x', 'api'], ['docs/x/', 'api'], ['x', undefined]])
            for (const custom of [false, true]) {
              const sidebarOptions = {
                groupPathsBy: 'tag', sidebarCollapsible: true, sidebarCollapsed: categoryLinkSource !== 'auto',
                categoryLinkSource,
                ...(custom && { sidebarGenerators: { createDocItem: (item) => ({ type: 'doc', id: 'x/' + item.id }) } }),
              };
              const options = { outputDir, label: categoryLinkSource === 'auto' ? 'My API' : undefined, showSchemas };
              const all = withInfo ? [info, ...items] : items;
              cases.push({
                name: JSON.stringify({ categoryLinkSource, showSchemas, withInfo, outputDir, custom }),
                ours: sidebarByTag(sidebarOptions, options, all, tags, docPath),
                plugin: plugin(sidebarOptions, options, all, tags, docPath, undefined),
              });
            }
    console.log(JSON.stringify(cases));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
  ) as { name: string; ours: unknown; plugin: unknown }[];
}

test('the sidebar grouped in one pass is the plugin’s, for every option it reads', () => {
  const cases = sidebars();
  expect(cases).toHaveLength(96);
  for (const { name, ours, plugin } of cases)
    expect({ name, sidebar: ours }).toEqual({ name, sidebar: plugin });
  // Not vacuous: the cases have categories, with entries, a renamed one and the untagged ones.
  const first = cases[0]!.plugin as { label: string; items: unknown[] }[];
  expect(first.map((c) => c.label)).toEqual(['Shops', 'pets', 'undeclared', 'UNTAGGED']);
  // pets: its tagged schema, then a and c (c lists the tag twice, and is listed once).
  expect(first[1]!.items).toHaveLength(3);
}, 60_000);
