import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import { searchIndexPathOf } from '../../src/search/versions';

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

/** The plugin's index file: an array of { documents, index } (lunr's serialized index). */
type IndexFile = { documents: unknown[]; index: { invertedIndex: [string, Record<string, unknown>][] } }[];

/**
 * Drops the term positions from a serialized index. The plugin records where each term occurs for the
 * highlighting of its own dropdown and /search page, which this site replaces (src/search/SearchBar,
 * src/theme/SearchPage); its results panel highlights by itself. They are half of the index.
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
    else if (/^search-index.*\.json$/.test(entry.name)) out.push(full);
  }
  return out;
}

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
interface LoadedVersion {
  versionName: string;
  path: string;
  isLast: boolean;
}

/**
 * The plugin writes one index per docs version path (/guide/2.x, /api/2.x): this gives every instance's
 * version of one name the same path (src/search/versions.ts), so that a version's guides and API pages share
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

/**
 * @easyops-cn/docusaurus-search-local, unchanged, except that a version's guides and API pages share one index
 * (withVersionIndexPaths) and its index files are compacted once written (see dropPositions). Wrapping it is the
 * only way to run after its postBuild: plugins' postBuild hooks run concurrently.
 */
export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = api.default(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(withVersionIndexPaths(props, context.baseUrl));
      for (const file of await indexFiles(props.outDir)) {
        const compact = dropPositions(JSON.parse(await fs.readFile(file, 'utf8')) as IndexFile);
        await fs.writeFile(file, JSON.stringify(compact));
      }
    },
  };
}

export const validateOptions: Validate = (args) => api.validateOptions(args);
