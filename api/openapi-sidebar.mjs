// @ts-check
/**
 * The sidebar docusaurus-plugin-openapi-docs writes for `groupPathsBy: 'tag'` (its lib/sidebars groupByTags),
 * with the operations grouped by tag in one pass. The plugin filters every operation once per tag: 828 tags x
 * 22,361 operations for Microsoft Graph's beta file, about 15 s of CPU, where one pass takes milliseconds.
 * Same input, same sidebar, item for item (tests/unit/api/sidebar.test.ts compares both); scripts/api-generate.mjs
 * uses it in place of the plugin's for that grouping only (the others keep the plugin's).
 */
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The plugin's own copies of what its sidebar code uses.
const pluginRequire = createRequire(require.resolve('docusaurus-plugin-openapi-docs'));
/** @type {{ kebabCase: (text: string) => string, uniq: <T>(values: T[]) => T[] }} */
const { kebabCase, uniq } = pluginRequire('lodash');
/** @type {(...classes: unknown[]) => string} */
const clsx = (() => {
  const m = pluginRequire('clsx');
  return m.default ?? m;
})();
/** @type {{ posixPath: (p: string) => string }} */
const { posixPath } = pluginRequire('@docusaurus/utils');

/** @typedef {Record<string, any>} Item a page the plugin made: type api, info or schema */

/**
 * The plugin's default sidebar entry of a page (its createDocItem).
 * @param {Item} item
 * @param {{ sidebarOptions: Record<string, any>, basePath: string }} context
 */
function createDocItem(item, { sidebarOptions: { customProps }, basePath }) {
  const id = item.type === 'schema' ? `schemas/${item.id}` : item.id;
  const className =
    item.type === 'api'
      ? clsx(
          { 'menu__list-item--deprecated': item.api.deprecated, 'api-method': !!item.api.method },
          item.api.method,
        )
      : clsx({ 'menu__list-item--deprecated': item.schema.deprecated }, 'schema');
  return {
    type: 'doc',
    id: basePath === '' ? `${id}` : `${basePath}/${id}`,
    label: item.frontMatter.sidebar_label ?? item.title ?? id,
    customProps,
    className: className ? className : undefined,
  };
}

/**
 * The items of each tag, in item order, each item once per tag (as `tags.includes(tag)` selects them).
 * @param {Item[]} items
 * @param {(item: Item) => unknown} tagsOf
 * @returns {Map<unknown, Item[]>}
 */
function byTag(items, tagsOf) {
  /** @type {Map<unknown, Item[]>} */
  const out = new Map();
  for (const item of items) {
    const tags = tagsOf(item);
    if (!Array.isArray(tags)) continue;
    for (const tag of new Set(tags)) {
      let list = out.get(tag);
      if (!list) out.set(tag, (list = []));
      list.push(item);
    }
  }
  return out;
}

/**
 * The plugin's sidebar for `groupPathsBy: 'tag'` (generateSidebarSlice with groupByTags), grouped once.
 * @param {Record<string, any>} sidebarOptions
 * @param {Record<string, any>} options the API's plugin options (outputDir, label, showSchemas)
 * @param {Item[]} items
 * @param {Record<string, any>[][]} tags the file's tags
 * @param {string | undefined} docPath
 */
export function sidebarByTag(sidebarOptions, options, items, tags, docPath) {
  const outputDir = String(options.outputDir).replace(/\/$/, '');
  const { label, showSchemas } = options;
  const { sidebarCollapsed, sidebarCollapsible, categoryLinkSource } = sidebarOptions;
  const apiItems = items.filter((item) => item.type === 'api');
  const infoItems = items.filter((item) => item.type === 'info');
  const schemaItems = items.filter((item) => item.type === 'schema');
  const intros = infoItems.map((item) => ({ id: item.id, tags: item.info.tags }));
  const operationTags = uniq(apiItems.flatMap((item) => item.api.tags).filter((tag) => !!tag));
  const schemaTags = uniq(schemaItems.flatMap((item) => item.schema['x-tags']).filter((tag) => !!tag));
  const declared = tags.flat();
  const used = new Set([...operationTags, ...schemaTags]);
  const apiTags = uniq([
    ...declared.filter((tag) => used.has(tag.name)).map((tag) => tag.name),
    ...operationTags,
    ...schemaTags,
  ]);
  const basePath =
    docPath && outputDir.startsWith(docPath + '/')
      ? outputDir.substring((docPath + '/').length)
      : outputDir.indexOf('/', 1) === -1
        ? ''
        : outputDir.slice(outputDir.indexOf('/', 1)).replace(/^\/+/g, '');
  const context = { sidebarOptions, basePath };
  const docItem = sidebarOptions.sidebarGenerators?.createDocItem ?? createDocItem;
  const docId = (/** @type {string} */ id) => (basePath === '' ? `${id}` : `${basePath}/${id}`);
  const rootIntroDoc = infoItems.length === 1 ? { type: 'doc', id: docId(infoItems[0]?.id) } : undefined;
  const apiByTag = byTag(apiItems, (item) => item.api.tags);
  const schemaByTag = byTag(schemaItems, (item) => item.schema['x-tags']);
  /** @type {Map<unknown, Record<string, any>>} the first declaration of each tag */
  const tagObjects = new Map();
  for (const tag of declared) if (!tagObjects.has(tag.name)) tagObjects.set(tag.name, tag);

  /** @type {Record<string, any>[]} */
  const tagged = [];
  for (const tag of apiTags) {
    const items = [...(schemaByTag.get(tag) ?? []), ...(apiByTag.get(tag) ?? [])];
    if (!items.length) continue;
    const intro = intros.find((i) =>
      i.tags ? i.tags.find((/** @type {any} */ t) => t.name === tag) : undefined,
    );
    const tagObject = tagObjects.get(tag);
    let link;
    if (intro !== undefined && categoryLinkSource === 'info') link = { type: 'doc', id: docId(intro.id) };
    if (tagObject !== undefined && categoryLinkSource === 'tag')
      link = { type: 'doc', id: docId(kebabCase(tagObject.name)) };
    if (categoryLinkSource === 'auto')
      link = {
        type: 'generated-index',
        title: tag,
        slug: label
          ? posixPath(path.join('/category', basePath, kebabCase(label), kebabCase(tag)))
          : posixPath(path.join('/category', basePath, kebabCase(tag))),
      };
    tagged.push({
      type: 'category',
      label: tagObject?.['x-displayName'] ?? tag,
      link,
      collapsible: sidebarCollapsible,
      collapsed: sidebarCollapsed,
      items: items.map((item) => docItem(item, context)),
    });
  }
  const untaggedItems = apiItems.filter(({ api }) => api.tags === undefined || api.tags.length === 0);
  const untagged = untaggedItems.length
    ? [
        {
          type: 'category',
          label: 'UNTAGGED',
          collapsible: sidebarCollapsible,
          collapsed: sidebarCollapsed,
          items: untaggedItems.map((item) => docItem(item, context)),
        },
      ]
    : [];
  const schemas =
    showSchemas && schemaItems.length
      ? [
          {
            type: 'category',
            label: 'Schemas',
            collapsible: sidebarCollapsible,
            collapsed: sidebarCollapsed,
            items: schemaItems
              .filter(({ schema }) => !schema['x-tags'])
              .map((item) => docItem(item, context)),
          },
        ]
      : [];
  if (rootIntroDoc && categoryLinkSource !== 'info') tagged.unshift(rootIntroDoc);
  return [...tagged, ...untagged, ...schemas];
}
