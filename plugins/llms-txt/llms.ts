export interface LlmsPage {
  route: string;
  mdPath: string;
  title: string;
  description: string;
  markdown: string;
  section: string;
}

/** Sections of llms.txt, in order, by the route's top folder. */
export const SECTIONS: [RegExp, string][] = [
  [/^\/guide\//, 'Guides'],
  [/^\/api\//, 'API reference'],
  [/^\/flex\/charts\//, 'Chart types'],
  // The gallery (/flex/gallery) belongs with the examples.
  [/^\/flex\/(examples\/|gallery$)/, 'Examples'],
];

export function sectionOf(route: string): string {
  return SECTIONS.find(([re]) => re.test(route))?.[1] ?? 'Other pages';
}

/** Where a route's Markdown twin lives: its URL + ".md" ("/" -> "/index.md"). */
export function markdownPathFor(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}

/** The guide to the docs MCP server, named near the top of llms.txt. */
const MCP_GUIDE = '/guide/guides--ai-assistant-docs';

/** Builds llms.txt (title, summary, sections of links with one-line descriptions) and llms-full.txt. */
export function buildLlmsTxt(
  pages: LlmsPage[],
  site: { siteUrl: string; title: string; summary: string },
): { index: string; full: string } {
  const order = [...SECTIONS.map(([, name]) => name), 'Other pages'];
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    'Every page below is also available as Markdown at its URL + ".md"; /llms-full.txt holds them all.',
  ];
  // An assistant reading this file is the reader the docs MCP server (src/docs-mcp) is for.
  const mcpGuide = pages.find((p) => p.route === MCP_GUIDE);
  if (mcpGuide) {
    lines.push(
      '',
      `An MCP server gives an AI assistant these docs as tools (search, pages, API operations, dashboard validation, chart types): [${mcpGuide.title}](${new URL(mcpGuide.mdPath, site.siteUrl).toString()}).`,
    );
  }
  for (const section of order) {
    const inSection = pages.filter((p) => p.section === section);
    if (inSection.length === 0) continue;
    lines.push('', `## ${section}`, '');
    for (const p of inSection.sort((a, b) => a.title.localeCompare(b.title))) {
      const url = new URL(p.mdPath, site.siteUrl).toString();
      const description = oneLine(p.description) || oneLine(firstParagraph(p.markdown));
      lines.push(`- [${p.title}](${url})${description ? `: ${description}` : ''}`);
    }
  }
  const full = pages
    .map((p) => `<!-- ${new URL(p.route, site.siteUrl).toString()} -->\n\n${p.markdown.trim()}\n`)
    .join('\n---\n\n');
  return { index: `${lines.join('\n')}\n`, full: `# ${site.title}\n\n> ${site.summary}\n\n${full}` };
}

function firstParagraph(markdown: string): string {
  return markdown.split(/\n{2,}/).find((block) => /^[A-Za-z]/.test(block.trim())) ?? '';
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}...` : flat;
}
