/**
 * npx @quantaloop/docs-mcp --site <url or build folder>: the MCP server over stdio. stdout carries the
 * protocol only; everything for a person goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from './server';
import { openSite } from './site';

const USAGE = `Usage: docs-mcp --site <URL of the docs site | path of a built site folder>
Default site: $QUANTALOOP_DOCS_SITE, else https://developer.quantaloop.example`;
const DEFAULT_SITE = 'https://developer.quantaloop.example';

function siteArg(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') {
      process.stderr.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (a === '--site') {
      const v = argv[i + 1];
      if (!v) throw new Error('--site needs a value');
      return v;
    }
    if (a.startsWith('--site=')) return a.slice('--site='.length);
    throw new Error(`unknown argument ${a}`);
  }
  return process.env.QUANTALOOP_DOCS_SITE || DEFAULT_SITE;
}

async function main(): Promise<void> {
  const site = openSite(siteArg(process.argv.slice(2)));
  const server = await createServer({ site });
  await server.connect(new StdioServerTransport());
  process.stderr.write(`quantaloop docs MCP server: ${site.source} (${site.publicBase})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`docs-mcp: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(1);
});
