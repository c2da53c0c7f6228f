import { buildLlmsTxt, markdownPathFor, sectionOf } from '../../../plugins/llms-txt/llms';

const SITE = 'https://docs.example.com';
const page = (route: string, title = route) => ({
  route,
  mdPath: markdownPathFor(route),
  title,
  description: `About ${route}`,
  markdown: `# ${title}\n`,
  section: sectionOf(route),
});

describe('llms.txt and the docs MCP server', () => {
  it('points an assistant at the MCP guide before the page list, when the site has that guide', () => {
    const { index } = buildLlmsTxt(
      [page('/guide/a'), page('/guide/guides--ai-assistant-docs', 'Use the docs from your AI assistant')],
      { siteUrl: SITE, title: 'Docs', summary: 'Summary' },
    );
    const lines = index.split('\n');
    const at = lines.findIndex((l) => l.startsWith('An MCP server gives an AI assistant these docs'));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(lines.indexOf('## Guides'));
    expect(lines[at]).toContain(
      `[Use the docs from your AI assistant](${SITE}/guide/guides--ai-assistant-docs.md)`,
    );
  });

  it('says nothing of it on a site without that guide (an older version, another site)', () => {
    const { index } = buildLlmsTxt([page('/guide/a')], { siteUrl: SITE, title: 'Docs', summary: 'Summary' });
    expect(index).not.toContain('MCP');
  });
});
