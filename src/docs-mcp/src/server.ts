/**
 * The MCP server: five tools and the llms.txt resource over one Site. Every tool checks its input with a
 * schema (the SDK answers a call that breaks it with an error naming the field), and a tool that fails
 * answers with an error result, never by stopping the server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { chartTypesIn, readChartType } from './chart';
import { DashboardValidator, SCHEMA_PATH } from './dashboard';
import { headingMatcher, scan, sectionOf } from './markdown';
import { readOperation } from './operation';
import { closest } from '../../dashboard/validate/suggest';
import { DocsSearch, MAX_QUERY_LENGTH } from './search';
import { NotFoundError, type Site } from './site';
import { resolveVersion, versionLabel, versionOfPath, versionsFromLlms, type Versions } from './versions';

export const SERVER_NAME = 'quantaloop-docs';
/** The package's version (package.json), set by the build. */
declare const PACKAGE_VERSION: string;

/** A dashboard larger than this is refused: the playground keeps at most 2 MB; 5 M characters leaves room. */
export const MAX_DASHBOARD_CHARS = 5_000_000;
/** Longer than any page URL; a longer one is not a page. */
const MAX_URL_LENGTH = 2_000;

const version = z
  .string()
  .max(20)
  .optional()
  .describe('Docs version, e.g. "3.x" (current, the default) or "2.x". Answers come from that version only.');

function text(markdown: string, structured?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: 'text', text: markdown }],
    ...(structured ? { structuredContent: structured } : {}),
  };
}

/** A site path from what a reader pastes: a full URL of the site, a path, with or without .md or #hash. */
export function pagePath(url: string): { path: string; hash?: string } {
  let u = url.trim();
  let hash: string | undefined;
  const at = u.indexOf('#');
  if (at >= 0) {
    hash = u.slice(at + 1) || undefined;
    u = u.slice(0, at);
  }
  if (/^https?:\/\//i.test(u)) u = new URL(u).pathname;
  u = u.split('?', 1)[0]!;
  if (!u.startsWith('/')) u = `/${u}`;
  u = u.replace(/\.(md|html)$/, '').replace(/\/$/, '');
  return { path: u === '' ? '/' : u, hash };
}

/** The twin of a page path: /x -> /x.md, / -> /index.md. */
function twinOf(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}

/** A current-version page path moved to an older version (/guide/x -> /guide/2.x/x), or back. */
function inVersion(path: string, version: string, versions: Versions): string {
  const m = /^\/(guide|api)\/(.*)$/.exec(path);
  if (!m) return path;
  const rest = m[2]!.split('/');
  if (versions.older.includes(rest[0]!)) rest.shift();
  return version === 'current' ? `/${m[1]}/${rest.join('/')}` : `/${m[1]}/${version}/${rest.join('/')}`;
}

export interface Options {
  site: Site;
}

export async function createServer({ site }: Options): Promise<McpServer> {
  // llms.txt names every page and the site's public URL; it is read once, at start.
  const llms = await site.text('/llms.txt').catch((error: unknown) => {
    throw new Error(
      `${site.source} does not look like a built Quantaloop docs site (no /llms.txt): ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const versions = versionsFromLlms(llms);
  if (!/^https?:/.test(site.publicBase)) {
    const origin = /\]\((https?:\/\/[^/)]+)\//.exec(llms)?.[1];
    if (origin) site.publicBase = `${origin}/`;
  }
  const absolute = (path: string) => new URL(path.replace(/^\//, ''), site.publicBase).href;
  const search = new DocsSearch(site);
  const validator = new DashboardValidator(site);

  const server = new McpServer(
    { name: SERVER_NAME, version: typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : '0.0.0' },
    {
      instructions:
        `Quantaloop developer documentation (${site.publicBase}), docs version ${versions.current} (current)` +
        `${versions.older.length ? ` and ${versions.older.join(', ')}` : ''}. Search first (search_docs), then read ` +
        'pages (read_page). Pass version when the reader uses an older version.',
    },
  );

  server.registerResource(
    'llms.txt',
    absolute('/llms.txt'),
    {
      title: 'Index of every docs page (llms.txt)',
      description: 'Every page of the site with its Markdown URL and a one-line summary, all versions.',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await site.text('/llms.txt') }],
    }),
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches the Quantaloop docs with the site's own search (same ranking and order as the search box). " +
        'Returns up to 10 pages: title, breadcrumb, version, URL and a snippet of why it matched.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(1000)
          .describe(`What to look for (the search box reads the first ${MAX_QUERY_LENGTH} characters)`),
        version,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, version: asked }) => {
      const v = resolveVersion(asked, versions);
      const hits = await search.search(query, v);
      const label = versionLabel(v, versions);
      const results = hits.map((h) => ({
        title: h.title,
        ...(h.section ? { section: h.section } : {}),
        breadcrumb: h.breadcrumb,
        version: versionOfPath(h.path, versions),
        url: absolute(h.path),
        snippet: h.snippet,
        ...(h.deprecated ? { deprecated: true } : {}),
      }));
      const lines = results.map(
        (r, i) =>
          `${i + 1}. [${r.title}${r.section ? ` > ${r.section}` : ''}](${r.url})${r.deprecated ? ' (deprecated)' : ''}\n` +
          `   ${[...r.breadcrumb, r.title].join(' › ')}\n` +
          (r.snippet ? `   ${r.snippet}\n` : ''),
      );
      return text(
        results.length
          ? `Results for "${query}" in the ${label} docs:\n\n${lines.join('\n')}\nread_page reads any of them.`
          : `No page of the ${label} docs matches "${query}".`,
        { query, version: label, results },
      );
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'A docs page as Markdown (its Markdown twin), whole or one section. url: a page URL of the site or its ' +
        'path (/guide/api--rate-limits), a #anchor picks a section; section: a heading text or anchor.',
      inputSchema: {
        url: z.string().min(1).max(MAX_URL_LENGTH).describe('Page URL or path, e.g. /guide/api--rate-limits'),
        section: z.string().max(300).optional().describe('A heading of the page (text or anchor)'),
        version,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url, section, version: asked }) => {
      const { path: p, hash } = pagePath(url);
      const path = asked === undefined ? p : inVersion(p, resolveVersion(asked, versions), versions);
      let markdown: string;
      try {
        markdown = await site.text(twinOf(path));
      } catch (error) {
        if (error instanceof NotFoundError) {
          throw new NotFoundError(
            `no page at ${path}${asked ? ` in version ${asked}` : ''}; search_docs finds pages`,
          );
        }
        throw error;
      }
      const wanted = section ?? hash;
      const pageVersion = versionOfPath(path, versions);
      if (!wanted) return text(markdown, { url: absolute(path), version: pageVersion, markdown });
      const part = sectionOf(markdown, headingMatcher(wanted));
      if (part === undefined) {
        const names = scan(markdown)
          .headings.filter((h) => h.level > 1)
          .map((h) => `${h.text} (#${h.slug})`);
        throw new Error(`${path} has no section "${wanted}"; its sections: ${names.join('; ') || 'none'}`);
      }
      return text(part, { url: absolute(path), version: pageVersion, section: wanted, markdown: part });
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'A Core or Plugin API operation as its reference page shows it: method, path, parameters, request and ' +
        'response schemas, and the six code samples (cURL, Node, Python, PHP, Java, C#) exactly as on the page.',
      inputSchema: {
        operationId: z.string().min(1).max(200).describe('e.g. createAccount'),
        version,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ operationId, version: asked }) => {
      const v = resolveVersion(asked, versions);
      const id = operationId.trim();
      const op = await readOperation(site, id, v).catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error;
        // The version's operation pages, as llms.txt lists them: a likely typo gets its correction.
        const prefix = v === 'current' ? '/api/' : `/api/${v}/`;
        const ids = [...llms.matchAll(/\]\(https?:\/\/[^)]*?(\/api\/[^)]*?)\.md\)/g)]
          .map((m) => m[1]!)
          .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
          .map((p) => p.slice(prefix.length));
        const near = closest(id, ids);
        throw new NotFoundError(`${error.message}${near ? `. Did you mean "${near}"?` : ''}`);
      });
      const pagePathOf = v === 'current' ? `/api/${op.operationId}` : `/api/${v}/${op.operationId}`;
      const structured = { ...op, version: versionLabel(v, versions), url: absolute(pagePathOf) };
      const md = [
        `# ${op.title} (${op.operationId}, ${structured.version})`,
        '',
        `${op.webhook ? 'Webhook ' : ''}${op.method} \`${op.path}\`${op.note ? ` ${op.note}` : ''}`,
        '',
        `Page: ${structured.url}`,
        '',
        op.description,
        ...op.parameters.map((p) => `\n${p}`),
        op.request ? `\n${op.request}` : '',
        op.responses ? `\n${op.responses}` : '',
        '\n## Code samples',
        ...(op.samplesNote ? [`\n${op.samplesNote}`] : []),
        ...op.samples.map((s) => {
          const fence = '`'.repeat(
            Math.max(3, ...[...s.code.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)),
          );
          return `\n**${s.label}**\n\n${fence}${s.language}\n${s.code}\n${fence}`;
        }),
      ].join('\n');
      return text(md, structured);
    },
  );

  server.registerTool(
    'validate_dashboard',
    {
      title: 'Validate a dashboard JSON',
      description:
        "Checks a dashboard JSON document with the dashboard playground's own validation (JSON syntax, the " +
        `published schema ${SCHEMA_PATH}, layout and references). Each problem has its line and column.`,
      inputSchema: {
        json: z
          .string()
          .max(MAX_DASHBOARD_CHARS, `a dashboard of at most ${MAX_DASHBOARD_CHARS} characters`)
          .describe('The dashboard document, as text'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ json }) => {
      const result = await validator.validate(json);
      const diagnostics = result.diagnostics.map((d) => ({
        line: d.line,
        column: d.column,
        severity: d.severity,
        message: d.message,
        ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
      }));
      const valid = result.parsed && result.errors === 0;
      const head = !result.parsed
        ? 'Not valid JSON.'
        : valid
          ? `Valid${result.warnings ? `, with ${result.warnings} warning(s)` : ''}.`
          : `${result.errors} error(s), ${result.warnings} warning(s).`;
      const shown =
        result.errors + result.warnings > diagnostics.length
          ? `\n(${diagnostics.length} shown of ${result.errors + result.warnings})`
          : '';
      return text(
        [
          head,
          ...diagnostics.map((d) => `line ${d.line}, column ${d.column}: ${d.severity}: ${d.message}`),
        ].join('\n') + shown,
        { valid, parsed: result.parsed, errors: result.errors, warnings: result.warnings, diagnostics },
      );
    },
  );

  server.registerTool(
    'chart_type',
    {
      title: 'Describe a chart type',
      description:
        'A chart type of the embeddable chart item (Flex): its slots, option groups, events and methods, and an ' +
        'embed snippet for React, Angular, Vue and plain HTML, from its chart page.',
      inputSchema: { type: z.string().min(1).max(100).describe('e.g. bar-chart') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ type }) => {
      const chart = await readChartType(site, type, async () => chartTypesIn(llms));
      const url = absolute(`/flex/charts/${chart.type}`);
      const md = [
        `# ${chart.title} (\`${chart.type}\`)`,
        '',
        `Page: ${url}`,
        '',
        chart.description,
        '',
        '## Slots',
        '',
        ...chart.slots.map(
          (s) =>
            `- \`${s.name}\` (${s.label}): ${s.accepts}${s.required ? ', required' : ''}${s.multiple ? ', multiple' : ''}`,
        ),
        '',
        chart.options,
        chart.eventsAndMethods ? `\n${chart.eventsAndMethods}` : '',
        '\n## Embed snippets',
        ...chart.snippets.map((s) => `\n**${s.framework}**\n\n\`\`\`${s.language}\n${s.code}\n\`\`\``),
      ].join('\n');
      return text(md, { ...chart, url });
    },
  );

  return server;
}
