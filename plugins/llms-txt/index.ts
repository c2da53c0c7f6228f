import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { siteBrand } from '../../src/config/brand';
import { convertInWorkers, type TwinJob } from './twins';
import { buildLlmsTxt, markdownPathFor, sectionOf, type LlmsPage } from './llms';

/** Routes with no page of their own (the not-found page, the search page, redirect stubs). */
const SKIP = [/^\/404(\.html)?$/, /^\/search$/];

/**
 * Docs for AI assistants: after the build, writes a Markdown twin of every page at its URL + ".md", plus
 * /llms.txt (an index with one line per page) and /llms-full.txt (every page's Markdown). The Markdown is made
 * from the prerendered HTML, so it says exactly what the page says, whatever produced the page (guides, the
 * OpenAPI plugin, the flex pages plugin).
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteConfig } = context;
  return {
    name: 'llms-txt',
    async postBuild({ outDir, routesPaths }) {
      const jobs: TwinJob[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (SKIP.some((re) => re.test(route))) continue;
        const file = htmlFileFor(outDir, route);
        if (file) jobs.push({ file, route });
      }
      const converted = await convertInWorkers(jobs, siteConfig.url);
      const pages: LlmsPage[] = [];
      for (const [i, { route }] of jobs.entries()) {
        const page = converted[i];
        if (page === null) continue; // a redirect stub
        if (!page) throw new Error(`llms-txt: no Markdown for ${route}`);
        const extra = extraMarkdown(outDir, route);
        const markdown = extra ? `${page.markdown.trimEnd()}\n\n${extra}` : page.markdown;
        const mdPath = markdownPathFor(route);
        fs.mkdirSync(path.dirname(path.join(outDir, mdPath)), { recursive: true });
        fs.writeFileSync(path.join(outDir, mdPath), markdown);
        pages.push({
          route,
          mdPath,
          title: page.title,
          description: page.description,
          markdown,
          section: sectionOf(route),
        });
      }
      const { index, full } = buildLlmsTxt(pages, {
        siteUrl: siteConfig.url,
        title: siteBrand(siteConfig.customFields).siteName,
        summary: siteConfig.tagline,
      });
      fs.writeFileSync(path.join(outDir, 'llms.txt'), index);
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), full);
    },
  };
}

function htmlFileFor(outDir: string, route: string): string | null {
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  for (const c of candidates) {
    const file = path.join(outDir, c);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Example pages fetch their code at run time; their Markdown twin includes it from the served JSON. */
function extraMarkdown(outDir: string, route: string): string | null {
  const match = /^\/flex\/examples\/([\w-]+)$/.exec(route);
  if (!match) return null;
  const file = path.join(outDir, 'assets/example-code-files', `${match[1]}.json`);
  if (!fs.existsSync(file)) return null;
  const sets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    { customFiles?: Record<string, string> }
  >;
  const parts = ['## Code'];
  for (const [framework, set] of Object.entries(sets)) {
    const files = Object.entries(set.customFiles ?? {});
    if (files.length === 0) continue;
    parts.push(`### ${framework}`);
    for (const [name, content] of files) {
      const lang = path.extname(name).slice(1) || 'text';
      parts.push(`\`${name}\`\n\n\`\`\`${lang}\n${content.trimEnd()}\n\`\`\``);
    }
  }
  return parts.length > 1 ? parts.join('\n\n') : null;
}
