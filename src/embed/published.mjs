/**
 * Where the site publishes the embed packages: one npm tarball per package and docs version, under the site's
 * own URL (`/packages/{docsVersion}/{file}.tgz`). The example projects, the StackBlitz projects and the guides'
 * install lines all name a package by this URL, so `npm install` in a downloaded example fetches it from the
 * site the reader took it from. Plain JavaScript: scripts/build.mjs (Node, no TypeScript) writes the tarballs,
 * the Flex plugin (TypeScript) writes the URLs into the example projects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The published packages: key, workspace folder. */
export const PUBLISHED = /** @type {const} */ ({
  embed: 'src/embed/embed',
  reactEmbed: 'src/embed/react-embed',
});

/** @typedef {keyof typeof PUBLISHED} PackageKey */

/**
 * A workspace package's name and version.
 * @param {PackageKey} key
 * @param {string} [root]
 * @returns {{ name: string, version: string }}
 */
export function packageInfo(key, root = ROOT) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, PUBLISHED[key], 'package.json'), 'utf8'));
  return { name: manifest.name, version: manifest.version };
}

/**
 * The tarball's file name, as `npm pack` writes it: `@quantaloop/embed` 3.0.0 -> `quantaloop-embed-3.0.0.tgz`.
 * @param {{ name: string, version: string }} info
 */
export function tarballName(info) {
  return `${info.name.replace(/^@/, '').replace('/', '-')}-${info.version}.tgz`;
}

/**
 * The current docs version's name (`3.x`), from versions.current.json.
 * @param {string} [root]
 */
export function currentDocsVersion(root = ROOT) {
  return JSON.parse(fs.readFileSync(path.join(root, 'versions.current.json'), 'utf8')).name;
}

/** The folder, under the site's root, that holds the tarballs of a docs version. */
export const packagesPath = (/** @type {string} */ docsVersion) => `packages/${docsVersion}`;

/**
 * The URL of each published package's tarball for the current docs version.
 * @param {string} siteUrl the site's `url` (https://developer.example.com)
 * @param {string} [root]
 * @returns {Record<PackageKey, string>}
 */
export function packageUrls(siteUrl, root = ROOT) {
  const base = `${siteUrl.replace(/\/+$/, '')}/${packagesPath(currentDocsVersion(root))}`;
  return /** @type {Record<PackageKey, string>} */ (
    Object.fromEntries(
      Object.keys(PUBLISHED).map((key) => [
        key,
        `${base}/${tarballName(packageInfo(/** @type {PackageKey} */ (key), root))}`,
      ]),
    )
  );
}
