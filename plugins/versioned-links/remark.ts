import path from 'node:path';
import { apisAbsentFrom, linkProblem, listGeneratedPages, listGuidePages } from '../../api/links.mjs';
import { currentVersionName, olderVersionNames, versionOfFile, versionedHref } from '../../api/versions.mjs';

/**
 * The link rule of api/versions.mjs at build time, for both docs instances (docusaurus.config.ts): a writer
 * links to `/api/getData` or `/guide/api--introduction` in any version's Markdown, and
 * - in an older version's page (versioned_docs/version-2.x, api_versioned_docs/version-2.x) the link is
 *   rewritten to that version's page (`/api/2.x/getData`), so its reader stays in 2.x; a link to an API the
 *   version does not have (versions are per API) stays on that API's current pages, as a link to /flex does;
 * - a link to a page that the page's version does not have fails the build, naming the file and line (and,
 *   when another version has it, the changelog entry to link instead);
 * - a link written into another version (`/guide/2.x/...` in a 3.x page) must name that version in its text
 *   ("the [2.x documentation](/guide/2.x/x)"), so the reader knows they leave their version.
 * The OpenAPI descriptions follow the same rule, applied by the generator (api/links.mjs).
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
  value?: string;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

interface File {
  path?: string;
  history?: string[];
  data?: unknown;
}

/**
 * A production build lists every writer mistake at once (issue 54, item 5): the problems are kept with the file
 * (plugins/markdown-links records them with its links) and postBuild lists them with the broken route links and
 * fails. `docusaurus start` and the unit tests have no postBuild: there they stop the compilation, as before.
 */
const recordProblems = () => process.env.NODE_ENV === 'production';

/** Pages per version, read once per build (api:generate rewrites them; `docusaurus start` restarts on that). */
const pagesCache = new Map<string, Set<string>>();

function pagesOf(siteDir: string, section: 'api' | 'guide', version: string): Set<string> {
  const key = `${siteDir} ${section} ${version}`;
  let pages = pagesCache.get(key);
  if (!pages) {
    pages = section === 'api' ? listGeneratedPages(siteDir, version) : listGuidePages(siteDir, version);
    pagesCache.set(key, pages);
  }
  return pages;
}

/** The text a reader sees of a link (its children's text). */
function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

export default function versionedLinks({ siteDir = SITE_DIR }: Options = {}) {
  const olderNames = olderVersionNames(siteDir);
  const currentName = currentVersionName(siteDir);
  return (tree: Node, file: File) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const version = versionOfFile(path.relative(siteDir, filePath));
    const problems: string[] = [];
    // The APIs the version does not have (added since, or not versioned): links to them stay current.
    const absentApis = apisAbsentFrom(version, (v) => pagesOf(siteDir, 'api', v));
    const rewrite = (href: string, node: Node, text: string): string => {
      const resolved = versionedHref(href, version, olderNames, absentApis);
      const problem = linkProblem(
        { text, resolved },
        {
          version,
          olderNames,
          currentName,
          pagesOf: (section, v) => pagesOf(siteDir, section, v),
          absentApis,
        },
      );
      if (problem) {
        const where = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
        problems.push(`  ${path.relative(siteDir, filePath)}${where}  ${href}: ${problem}`);
      }
      return resolved;
    };
    const walk = (node: Node) => {
      if (node.type === 'link' && typeof node.url === 'string') {
        node.url = rewrite(node.url, node, textOf(node));
      } else if (node.type === 'definition' && typeof node.url === 'string') {
        // A definition's text is at each reference: the version is checked, the wording is not.
        node.url = rewrite(node.url, node, currentName + olderNames.join(' '));
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes ?? []) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            (attribute.name === 'href' || attribute.name === 'to') &&
            typeof attribute.value === 'string'
          ) {
            attribute.value = rewrite(attribute.value, node, textOf(node));
          }
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    if (problems.length && recordProblems()) {
      file.data = { ...(file.data as object | undefined), versionLinkProblems: problems };
    } else if (problems.length) {
      throw new Error(
        `${problems.length} link(s) that leave this version's pages ` +
          `(fix the link, or write it for the version: see CONTRIBUTING.md "Versions"):\n${problems.join('\n')}`,
      );
    }
  };
}
