/**
 * Broken route links in Markdown, each with its file and line (issue 54, item 5). Docusaurus' own check
 * (`onBrokenLinks: 'throw'`) lists every broken link at once, but by page ("Broken link on source page path =
 * /guide/x") and as rendered, so a writer had to find the line by hand in a page of 300 lines or in a versioned
 * copy. Two halves:
 * - `recordRouteLinks`, a remark plugin run last on every Markdown file (docusaurus.config.ts): it records each
 *   link a page will render (Markdown links and definitions, and the plain-string `href`/`to` of JSX elements),
 *   with its line, as the other plugins left it (a `.md` link resolved, a 2.x link made 2.x's), in a folder that
 *   outlives the build's two processes and the bundler's persistent cache (a cached file is not compiled again,
 *   so its record, kept with its content's hash, is what holds its links);
 * - `brokenRouteLinks`, run by the plugin's postBuild (index.ts) with the build's routes: each recorded link of
 *   each page's source resolved from that page, as Docusaurus resolves it, and matched against the routes. The
 *   build then fails in Docusaurus' check, which runs right after postBuild, on the same links.
 * Links to missing anchors are left to Docusaurus' list (the anchors a page has are not known here).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { flattenRoutes, parseURLPath, serializeURLPath } from '@docusaurus/utils';
import type { RouteConfig } from '@docusaurus/types';
import { matchRoutes } from 'react-router-config';
import { BROKEN_MARKDOWN_LINK } from './index';

/** One link as a page renders it, where its source file says it. */
export interface LinkAt {
  url: string;
  line: number;
  column: number;
}

/** What was recorded of one Markdown file when it was compiled. */
interface LinkRecord {
  /** sha1 of the file's text when compiled: a record of an older text is not used. */
  hash: string;
  links: LinkAt[];
  /** The version rule's problems with this file's links (plugins/versioned-links), one line each. */
  problems?: string[];
}

export interface BrokenRouteLink extends LinkAt {
  /** The source file, relative to the site folder. */
  file: string;
  /** The page it is on. */
  page: string;
  /** The link resolved from the page, when it differs from `url` (a relative link). */
  resolved: string;
}

interface Node {
  type: string;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

// As versioned-links: not an option from docusaurus.config.ts, which would put an absolute path in main.js.
const SITE_DIR = path.resolve(__dirname, '../..');

/** Next to the bundler's persistent cache (node_modules/.cache/rspack), so the two are cleared together. */
export const DEFAULT_STORE = path.join(SITE_DIR, 'node_modules/.cache/route-links');

const sha1 = (text: string | Buffer) => crypto.createHash('sha1').update(text).digest('hex');
const recordPath = (store: string, file: string) => path.join(store, `${sha1(path.resolve(file))}.json`);

/** The links a page renders from this tree, in document order. */
export function linksOf(tree: Node): LinkAt[] {
  const links: LinkAt[] = [];
  const add = (url: string, node: Node) =>
    links.push({ url, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0 });
  const walk = (node: Node) => {
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string')
      add(node.url, node);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const a of node.attributes ?? [])
        if (
          a.type === 'mdxJsxAttribute' &&
          (a.name === 'href' || a.name === 'to') &&
          typeof a.value === 'string'
        )
          add(a.value, node);
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return links;
}

/** The remark plugin: records the links of each compiled Markdown file in `store`. */
export function recordRouteLinks({ store = DEFAULT_STORE }: { store?: string } = {}) {
  return (tree: Node, file: { path?: string; history?: string[]; data?: unknown }) => {
    const filePath = file.path ?? file.history?.[0];
    if (!filePath || !fs.existsSync(filePath)) return;
    const record: LinkRecord = {
      hash: sha1(fs.readFileSync(filePath)),
      links: linksOf(tree),
      problems: (file.data as { versionLinkProblems?: string[] } | undefined)?.versionLinkProblems ?? [],
    };
    fs.mkdirSync(store, { recursive: true });
    fs.writeFileSync(recordPath(store, filePath), JSON.stringify(record));
  };
}

/** The record of a file as it is now, or undefined when it was not compiled as it is now. */
export function readRecord(store: string, filePath: string): LinkRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(recordPath(store, filePath), 'utf8')) as LinkRecord;
    return record.hash === sha1(fs.readFileSync(filePath)) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** A link Docusaurus checks: to a path of this site (not another scheme or host, not the page's own anchor). */
const isChecked = (url: string) =>
  url !== '' &&
  !url.startsWith('#') &&
  !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url) &&
  !url.startsWith(BROKEN_MARKDOWN_LINK);

/**
 * Docusaurus' rule for a path (core's broken-links check): it is a page when an exact route has it (with or
 * without a trailing slash, unless the route is strict) or another route, the catch-all `*` aside, matches it.
 */
export function routeMatcher(routes: RouteConfig[]): (pathname: string) => boolean {
  const flat = flattenRoutes(routes.filter((r) => r.path !== '*'));
  const valid = new Set<string>();
  const others: RouteConfig[] = [];
  for (const route of flat) {
    if (!route.exact) {
      others.push(route);
      continue;
    }
    valid.add(route.path);
    if (!route.strict) valid.add(route.path.endsWith('/') ? route.path.slice(0, -1) : `${route.path}/`);
  }
  return (pathname) => {
    const names = [pathname];
    try {
      names.push(decodeURI(pathname));
    } catch {
      // A malformed escape: the path as written is all there is to match.
    }
    return names.some((p) => valid.has(p) || matchRoutes(others as never, p).length > 0);
  };
}

/**
 * Every recorded link of every Markdown page that leads to no route, in file and line order; the version rule's
 * problems recorded with the pages' files (plugins/versioned-links); and the Markdown sources that have no record
 * of their current text (compiled elsewhere: their links are not checked here).
 */
export function brokenRouteLinks(
  routes: RouteConfig[],
  { siteDir, store = DEFAULT_STORE }: { siteDir: string; store?: string },
): { broken: BrokenRouteLink[]; versionProblems: string[]; unrecorded: string[] } {
  const isPage = routeMatcher(routes);
  const broken: BrokenRouteLink[] = [];
  const versionProblems = new Map<string, string[]>();
  const unrecorded = new Set<string>();
  for (const route of flattenRoutes(routes)) {
    const file = route.metadata?.sourceFilePath;
    if (!file || !/\.mdx?$/.test(file)) continue;
    const record = readRecord(store, path.resolve(siteDir, file));
    if (!record) {
      unrecorded.add(file);
      continue;
    }
    if (record.problems?.length) versionProblems.set(file, record.problems);
    for (const link of record.links) {
      if (!isChecked(link.url)) continue;
      const target = parseURLPath(link.url, route.path);
      if (isPage(target.pathname)) continue;
      const resolved = serializeURLPath(target);
      broken.push({ ...link, file, page: route.path, resolved });
    }
  }
  broken.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return {
    broken,
    versionProblems: [...versionProblems.keys()].sort().flatMap((file) => versionProblems.get(file)!),
    unrecorded: [...unrecorded].sort(),
  };
}

/** The report: one line each, `file:line:column`, as editors and terminals open it. */
export function brokenRouteLinksMessage(broken: readonly BrokenRouteLink[]): string {
  const lines = broken.map(
    (b) =>
      `  ${b.file}:${b.line}:${b.column}  ${b.url}${b.resolved === b.url ? '' : ` (resolved as ${b.resolved})`}` +
      ` on ${b.page}`,
  );
  return (
    `[ERROR] ${broken.length} link(s) in Markdown lead to no page of this build (the build fails; ` +
    `Docusaurus' list below names the same by page):\n${lines.join('\n')}`
  );
}
