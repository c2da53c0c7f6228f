import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import lunr from 'lunr';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import { processDocInfos } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos';
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

/** A built page the plugin indexes: its file, URL and kind (`docs`, `page`), as processDocInfos lists them. */
export interface PagePath {
  filePath: string;
  url: string;
  type: string;
}

/**
 * Pages the scan reads and parses at a time. The plugin's own scan reads every page of a version at once and
 * parses them as they arrive: with GitHub's API added (1,905 pages, 724 MB of HTML) 670 MB of pages waited in
 * memory for the parser, which then ran for minutes on the thread that holds the whole site's data, whose heap
 * grew to 2 GB (bench/scale/RESULTS.md, "GitHub's API added").
 */
const SCAN_BATCH = 50;

/**
 * Each version's documents as the plugin's scan gives them (five lists: titles, headings, descriptions,
 * keywords, contents), from a worker thread (scan-worker.mjs) that scans `batch` pages at a time: the cheerio
 * trees of the pages are garbage of a small heap of their own, and at most a batch of pages is read ahead.
 */
export async function scanInWorker(
  versions: readonly PagePath[][],
  config: { ignoreCssSelectors?: string | string[]; forceIgnoreNoIndex?: boolean },
  batch = SCAN_BATCH,
): Promise<IndexDocument[][][]> {
  const worker = new Worker(path.join(__dirname, 'scan-worker.mjs'), {
    workerData: { versions, config, batch },
  });
  const out: IndexDocument[][][] = [];
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (documents: IndexDocument[][]) => out.push(documents));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (out.length === versions.length) resolve();
      else reject(new Error(`search: the scan of the built pages stopped (${code}) before its end`));
    });
  });
  return out;
}

type IndexConfig = Parameters<typeof buildIndex>[1];

/**
 * The plugin's buildIndex (its lunr pipeline, whatever the languages), serialized as the plugin writes its
 * file, without the term positions: buildIndex asks lunr to record every word's position (its
 * `metadataWhitelist`), which this site does not use (dropPositions, for a file of the plugin's). Recorded, they were most of the memory of the
 * index's build: two numbers per word of every page, kept until the index was serialized, then parsed again
 * (a build with GitHub's API added peaked there, bench/scale/RESULTS.md). Here lunr's builders ignore the
 * whitelist for the time of the call (the call is synchronous, nothing else builds an index meanwhile).
 */
export function indexWithoutPositions(documents: object[][], config: IndexConfig): IndexFile {
  const builder = lunr.Builder.prototype;
  Object.defineProperty(builder, 'metadataWhitelist', {
    configurable: true,
    get: () => [],
    set: () => undefined,
  });
  try {
    return JSON.parse(JSON.stringify(buildIndex(documents, config))) as IndexFile;
  } finally {
    delete builder.metadataWhitelist;
  }
}

/** A keywords index (with the synonyms) built from its documents as the plugin builds it: same lunr pipeline. */
export function keywordsIndex(documents: readonly object[], config: IndexConfig): IndexFile[number] {
  return indexWithoutPositions([[...documents]], config)[0]!;
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
 * guides and API pages share one index (withVersionIndexPaths), and its postBuild is the wrapper's, made of the
 * plugin's own steps (its list of pages, its scan, its buildIndex): the scan runs in a worker a batch of pages
 * at a time (scanInWorker), lunr records no positions (indexWithoutPositions), the writers' synonyms join their
 * pages' keywords (synonym-keywords.ts), every page gets a summary (addPageSummaries), and each version's index
 * is written in pieces that a search loads as it needs them (pieces.ts), each named by its hash, instead of
 * the plugin's one file. Same index as the plugin's file made into pieces (tests/unit/search/scan.test.ts).
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
      const config = processPluginOptions(options, context);
      // What the plugin would do with these is not done here: say so rather than index differently.
      const unsupported = (['searchContextByPaths', 'hashed'] as const).find((key) =>
        key === 'hashed' ? config.hashed === 'filename' : config[key] !== undefined,
      );
      if (unsupported) throw new Error(`plugins/search: the option ${unsupported} is not supported`);
      // The plugin's postBuild, but for the scan, which runs in a worker (scanInWorker), and the index files:
      // each version's indexes go from memory to their pieces instead of through the plugin's file.
      const versions = processDocInfos(withVersionIndexPaths(props, context.baseUrl), config);
      const scanned = await scanInWorker(
        versions.map((v) => v.paths),
        { ignoreCssSelectors: config.ignoreCssSelectors, forceIgnoreNoIndex: config.forceIgnoreNoIndex },
      );
      const indexes = scanned.map((documents, n) => {
        scanned[n] = [];
        return indexWithoutPositions(documents, config);
      });
      const keywords = keywordsWithSynonyms(indexes, synonyms);
      for (const [n, version] of versions.entries()) {
        const index = indexes[n]!;
        const docs = keywords[n];
        // The keywords index rebuilt with the synonyms, as the plugin builds its indexes (same lunr pipeline).
        if (docs) index[KEYWORDS] = keywordsIndex(docs, config);
        // In pieces, loaded by a search as it needs them (plugins/search/client/pieces): the manifest is the
        // file the plugin would have written.
        const { files: pieces } = splitIndex(addPageSummaries(index) as unknown as SubIndex[]);
        for (const [name, json] of pieces) {
          await fs.mkdir(version.outDir, { recursive: true });
          await fs.writeFile(path.join(version.outDir, name === MANIFEST ? 'search-index.json' : name), json);
        }
      }
    },
  };
}

export const validateOptions: Validate = (args) => api.validateOptions(args);
