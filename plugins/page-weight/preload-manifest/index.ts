import fs from 'node:fs';
import { matchPath } from 'react-router';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  PAGE_CHUNKS,
  PRELOAD_CHUNKS,
  PRELOAD_MANIFEST,
  PRELOAD_ROUTES,
} from '../../../src/client/preload-routes';
import { namedChunkFiles, routeFiles, type ClientManifest, type RoutesChunkNames } from './files';
import { BRANCH_TRAILS, branchChunkName } from '../../global-nav';
import { SHARED_CHUNKS, parseRegistry } from '../route-sections/split';

/**
 * Writes PRELOAD_MANIFEST after the build: the script files of each background-preloaded route (and of
 * PRELOAD_CHUNKS and PAGE_CHUNKS, the named chunks pages load on demand), so the client
 * can fetch them (<link rel=prefetch>: download only, nothing executed) instead of calling
 * window.docusaurus.preload(), which executes every chunk while the first page is still being used.
 * A route or chunk that resolves to no file fails the build: the section list and the site have drifted apart.
 */
export default function preloadManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'preload-manifest',
    postBuild({ outDir, routes, generatedFilesDir }) {
      const read = <T>(file: string) =>
        JSON.parse(fs.readFileSync(path.join(generatedFilesDir, file), 'utf8')) as T;
      const manifest = read<ClientManifest>('client-manifest.json');
      const chunkNames = read<RoutesChunkNames>('routesChunkNames.json');
      // Registry entries whose module shares a chunk with others are found under that chunk's name.
      const registry = parseRegistry(fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'));
      const chunkOf = (name: string) => SHARED_CHUNKS.get(registry.get(name) ?? '') ?? name;
      const out: Record<string, string[]> = {};
      // The lazy route sections (plugins/page-weight/route-sections): the routes and navigation of a preloaded
      // page's section are a chunk the page cannot open without.
      const sectionsFile = path.join(generatedFilesDir, 'route-sections', 'sections.json');
      const sections = fs.existsSync(sectionsFile)
        ? (JSON.parse(fs.readFileSync(sectionsFile, 'utf8')) as { chunkName: string; path: string }[])
        : [];
      // The side navigation's branches a page opens after its first render (plugins/global-nav): its own.
      const trailsFile = path.join(generatedFilesDir, 'global-nav', 'default', BRANCH_TRAILS);
      const trails = fs.existsSync(trailsFile)
        ? (JSON.parse(fs.readFileSync(trailsFile, 'utf8')) as Record<string, string[]>)
        : {};
      for (const route of PRELOAD_ROUTES) {
        // A section's path is a route path (a large guide category's is a pattern): matched as the browser does.
        const own = sections.filter((s) => matchPath(route, { path: s.path, exact: false }) !== null);
        const files = [
          ...own.flatMap((s) => namedChunkFiles(s.chunkName, manifest, context.baseUrl)),
          ...routeFiles(route, routes, chunkNames, manifest, context.baseUrl, chunkOf),
          ...(trails[route] ?? []).flatMap((key) => {
            const branch = namedChunkFiles(branchChunkName(key), manifest, context.baseUrl);
            if (!branch.length)
              throw new Error(`preload-manifest: no script file for the ${key} of ${route}`);
            return branch;
          }),
        ];
        if (!files.length) throw new Error(`preload-manifest: no script files found for ${route}`);
        out[route] = files;
      }
      for (const name of [...PRELOAD_CHUNKS, ...PAGE_CHUNKS]) {
        const files = namedChunkFiles(name, manifest, context.baseUrl);
        if (!files.length) throw new Error(`preload-manifest: no script files found for the chunk ${name}`);
        out[name] = files;
      }
      fs.writeFileSync(path.join(outDir, PRELOAD_MANIFEST), JSON.stringify(out));
    },
  };
}
