import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import { processPluginOptions } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
import type { IndexDocument } from './client/hits';
import { snippetParts } from './client/snippet';
import { splitIndex, type SubIndex } from './pieces';
import { searchIndexPathOf } from './client/versions';
import { MANIFEST } from './client/pieces/format';
import { KEYWORDS, keywordsWithSynonyms, loadSynonyms } from './synonym-keywords';

type Factory = (context: LoadContext, options: PluginOptions) => Plugin;
type Validate = (args: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;

// A CommonJS module with `exports.default`: depending on the loader's interop, the factory is one or two
// `default`s deep. (The package ships types for its options only.)
const cjs = searchLocalModule as unknown as {
  default: Factory | { default: Factory; validateOptions: Validate };
};
const api =
  typeof cjs.default === 'function'
    ? (searchLocalModule as unknown as { default: Factory; validateOptions: Validate })
    : cjs.default;

/**
 * The plugin's index file: five { documents, index } (titles, headings, descriptions, keywords, contents; the
 * index is lunr's, serialized).
 */
type IndexFile = {
  documents: IndexDocument[];
  index: { invertedIndex: [string, Record<string, unknown>][] };
}[];

const TITLES = 0;
const DESCRIPTIONS = 2;
const CONTENTS = 4;
/** A summary made from a page's first sentence (pages without a description) is at most this long. */
const SUMMARY_LENGTH = 160;

/** Markdown links in a description (API descriptions come from OpenAPI) read as their text. */
const plainText = (text: string) => text.replace(/\[([^\]]+)\]\([^)\s]*\)/g, '$1');

/**
 * Gives every page's title document a summary (`d`): its description, or else the first sentence of its
 * text. A result matched by its title alone shows it (plugins/search/client/snippet.ts): the plugin's worker answers
 * with the documents that matched, and a title match leaves out the page's other documents. The description
 * moves rather than being copied, so the index does not grow: the search client gives description documents
 * their text back from their page (withSummaries in plugins/search/client/hits.ts).
 */
export function addPageSummaries(file: IndexFile): IndexFile {
  const titles = file[TITLES]?.documents ?? [];
  const descriptions = new Map((file[DESCRIPTIONS]?.documents ?? []).map((d) => [d.p ?? d.i, d]));
  const firstText = new Map<number, string>();
  for (const doc of file[CONTENTS]?.documents ?? []) {
    if (doc.p !== undefined && !firstText.has(doc.p)) firstText.set(doc.p, doc.t);
  }
  for (const title of titles) {
    const description = descriptions.get(title.i);
    if (description && typeof description.t === 'string') {
      title.d = plainText(description.t);
      delete (description as Partial<IndexDocument>).t;
      continue;
    }
    const text = firstText.get(title.i);
    if (text) {
      title.d = snippetParts(text, [], { maxLength: SUMMARY_LENGTH })
        .map((p) => p.text)
        .join('');
    }
  }
  return file;
}

/**
 * Drops the term positions from a serialized index. The plugin records where each term occurs for the
 * highlighting of its own dropdown and /search page, which this site replaces (plugins/search/theme/SearchBar,
 * plugins/search/theme/SearchPage); its results panel highlights by itself. They are half of the index.
 */
export function dropPositions(file: IndexFile): IndexFile {
  for (const { index } of file) {
    for (const [, posting] of index.invertedIndex) {
      for (const [field, refs] of Object.entries(posting)) {
        if (field === '_index' || typeof refs !== 'object' || refs === null) continue;
        for (const ref of Object.keys(refs)) (refs as Record<string, unknown>)[ref] = {};
      }
    }
  }
  return file;
}

async function indexFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') out.push(...(await indexFiles(full)));
    // The plugin's files (search-index.json, or search-index-<context>.json), not the pieces written beside.
    else if (/^search-index(-[^.]+)?\.json$/.test(entry.name)) out.push(full);
  }
  return out;
}

type IndexConfig = Parameters<typeof buildIndex>[1];

/** A keywords index (with the synonyms) built from its documents as the plugin builds it: same lunr pipeline. */
export function keywordsIndex(documents: readonly object[], config: IndexConfig): IndexFile[number] {
  return JSON.parse(JSON.stringify(buildIndex([[...documents]], config)[0])) as IndexFile[number];
}

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
interface LoadedVersion {
  versionName: string;
  path: string;
  isLast: boolean;
}

/**
 * The plugin writes one index per docs version path (/guide/2.x, /api/2.x): this gives every instance's
 * version of one name the same path (plugins/search/client/versions.ts), so that a version's guides and API pages share
 * one index, the one its readers load. A copy: other plugins' postBuild hooks read the same props meanwhile.
 */
export function withVersionIndexPaths(props: PostBuildProps, baseUrl: string): PostBuildProps {
  return {
    ...props,
    plugins: props.plugins.map((plugin) => {
      const content = plugin.content as { loadedVersions?: LoadedVersion[] } | undefined;
      if (plugin.name !== 'docusaurus-plugin-content-docs' || !content?.loadedVersions) return plugin;
      return {
        ...plugin,
        content: {
          ...content,
          loadedVersions: content.loadedVersions.map((v) =>
            v.isLast ? v : { ...v, path: `${baseUrl}${searchIndexPathOf(v.versionName)}` },
          ),
        },
      };
    }),
  };
}

/** Search's theme components (SearchBar, SearchPage): README.md, "Theme". */
export const SEARCH_THEME = path.join(__dirname, 'theme');

/**
 * @easyops-cn/docusaurus-search-local, unchanged, except that its theme is this folder's (theme/), a version's
 * guides and API pages share one index (withVersionIndexPaths), and once its index files are written: the
 * writers' synonyms join their pages' keywords (synonym-keywords.ts), every page gets a summary
 * (addPageSummaries), the positions go (dropPositions), and the index is written in pieces that a search loads
 * as it needs them (pieces.ts), each named by its hash. Wrapping it is the only way to run after its postBuild:
 * plugins' postBuild hooks run concurrently.
 */
export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin {
  // Read first: a malformed synonyms file stops the build at once, not after the pages are built.
  const synonyms = loadSynonyms(context.siteDir);
  const plugin = api.default(context, options);
  return {
    ...plugin,
    // The plugin's own theme is its SearchBar and SearchPage and modules only they use; this site replaces both
    // (theme/), so that theme is not registered at all and `@theme/SearchBar` can only be ours.
    getThemePath: () => SEARCH_THEME,
    async postBuild(props) {
      await plugin.postBuild?.(withVersionIndexPaths(props, context.baseUrl));
      const files = await indexFiles(props.outDir);
      const indexes = await Promise.all(
        files.map(async (file) => JSON.parse(await fs.readFile(file, 'utf8')) as IndexFile),
      );
      const keywords = keywordsWithSynonyms(indexes, synonyms);
      const config = processPluginOptions(options, context);
      for (const [n, file] of files.entries()) {
        const index = indexes[n]!;
        const docs = keywords[n];
        // The keywords index rebuilt with the synonyms, as the plugin builds its indexes (same lunr pipeline).
        if (docs)
          index[KEYWORDS] = JSON.parse(JSON.stringify(buildIndex([docs], config)[0])) as IndexFile[number];
        // In pieces, loaded by a search as it needs them (plugins/search/client/pieces): the manifest replaces the file.
        const { files: pieces } = splitIndex(dropPositions(addPageSummaries(index)) as unknown as SubIndex[]);
        const dir = path.dirname(file);
        for (const [name, json] of pieces) {
          await fs.writeFile(name === MANIFEST ? file : path.join(dir, name), json);
        }
      }
    },
  };
}

export const validateOptions: Validate = (args) => api.validateOptions(args);
