import type { Plugin } from '@docusaurus/types';

/**
 * Lazy chunks are named by their content hash only (`assets/js/3c137023.js`, not `highlighter.3c137023.js`).
 * The webpack runtime, part of every page's first load, maps each of the site's ~400 chunks to its file name:
 * with a name in the file name it holds a second table of chunk names beside the hashes, 1.8 KiB gzipped of
 * near-random hex that no page needs (2026-11-24 build). Entry files (main, runtime~main) keep their names.
 * Code that looks a lazy chunk up by name reads the build's client manifest (plugins/preload-manifest).
 */
export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production'
        ? {}
        : { output: { chunkFilename: 'assets/js/[contenthash:8].js' } },
  };
}
