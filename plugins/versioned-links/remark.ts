import path from 'node:path';
import { listGeneratedPages } from '../../api/links.mjs';
import {
  isUnversionedApiPage,
  olderVersionNames,
  versionOfFile,
  versionedHref,
} from '../../api/versions.mjs';

/**
 * The link rule of api/versions.mjs at build time, for both docs instances (docusaurus.config.ts): a writer
 * links to `/api/getData` or `/guide/api--introduction` in any version's Markdown, and
 * - in an older version's page (versioned_docs/version-2.x, api_versioned_docs/version-2.x) the link is
 *   rewritten to that version's page (`/api/2.x/getData`), so its reader stays in 2.x;
 * - a link to an API page that the page's version does not have fails the build, naming the file and line.
 * Guide links need no check here: Docusaurus' broken link check sees the rewritten link.
 *
 * It reads Markdown links and definitions, and the `href`/`to` of JSX elements written with a plain string.
 */

interface Options {
  /** The site's folder; by default the one this plugin is in (plugins/versioned-links/..). */
  siteDir?: string;
}

// Not passed from docusaurus.config.ts: plugin options are serialized into every page's main.js, and an
// absolute path there would publish the build machine's folder (and make builds differ by where they ran).
const SITE_DIR = path.resolve(__dirname, '../..');

interface Node {
  type: string;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

interface File {
  path?: string;
  history?: string[];
}

/** Pages per version, read once per build (api:generate rewrites them; `docusaurus start` restarts on that). */
const pagesCache = new Map<string, Set<string>>();

function pagesOf(siteDir: string, version: string): Set<string> {
  let pages = pagesCache.get(version);
  if (!pages) {
    pages = listGeneratedPages(siteDir, version);
    pagesCache.set(version, pages);
  }
  return pages;
}

/** The API page a link names, without /api/ and the version: `/api/2.x/getData#x` -> { version, page }. */
export function apiTarget(
  href: string,
  version: string,
  olderNames: readonly string[],
): { version: string; page: string } | null {
  const match = /^\/api\/([^?#]+)/.exec(href);
  if (!match) return null;
  const parts = match[1]!.replace(/\/+$/, '').split('/');
  if (olderNames.includes(parts[0]!)) return { version: parts[0]!, page: parts.slice(1).join('/') };
  return { version, page: parts.join('/') };
}

export default function versionedLinks({ siteDir = SITE_DIR }: Options = {}) {
  const olderNames = olderVersionNames(siteDir);
  return (tree: Node, file: File) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const version = versionOfFile(path.relative(siteDir, filePath));
    const problems: string[] = [];
    const rewrite = (href: string, node: Node): string => {
      const target = apiTarget(href, version, olderNames);
      // Pages outside the generated reference (the changelog) are checked by Docusaurus' own link check.
      if (
        target &&
        !isUnversionedApiPage(target.page) &&
        !pagesOf(siteDir, target.version).has(target.page)
      ) {
        const where = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
        const name =
          target.version === 'current' ? 'the current API reference' : `the ${target.version} API reference`;
        problems.push(`  ${path.relative(siteDir, filePath)}${where}  ${href}: no such page in ${name}`);
      }
      return versionedHref(href, version, olderNames);
    };
    const walk = (node: Node) => {
      if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
        node.url = rewrite(node.url, node);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes ?? []) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            (attribute.name === 'href' || attribute.name === 'to') &&
            typeof attribute.value === 'string'
          ) {
            attribute.value = rewrite(attribute.value, node);
          }
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    if (problems.length) {
      throw new Error(
        `${problems.length} link(s) to API pages that this version does not have ` +
          `(fix the link, or write it for the version: see CONTRIBUTING.md "Versions"):\n${problems.join('\n')}`,
      );
    }
  };
}
