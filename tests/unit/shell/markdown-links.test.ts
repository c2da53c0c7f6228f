/**
 * A build names every broken link to a Markdown file at once, each with its file and line (issue 54, item 5):
 * Docusaurus' link resolution (its remark plugin, run on each Markdown file) with the site's hook
 * (plugins/markdown-links) against the stock 'throw', which stopped a file at its first broken link.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { BROKEN_MARKDOWN_LINK, onBrokenMarkdownLink } from '../../../plugins/markdown-links';

const ROOT = path.resolve(__dirname, '../../..');
// Docusaurus' own plugin, from the mdx-loader @docusaurus/core runs.
const fromCore = createRequire(
  createRequire(path.join(ROOT, 'package.json')).resolve('@docusaurus/core/package.json'),
);
const resolveMarkdownLinks = (
  fromCore('@docusaurus/mdx-loader/lib/remark/resolveMarkdownLinks') as { default: unknown }
).default as never;

const PAGE = [
  '# A guide',
  '',
  'See [the setup](./setup.md) first.',
  '',
  'Then [the API](../api/missing.mdx).',
];

async function linksOf(onBrokenMarkdownLinks: unknown): Promise<string[]> {
  const processor = unified()
    .use(remarkParse)
    .use(resolveMarkdownLinks, { resolveMarkdownLink: () => null, onBrokenMarkdownLinks });
  const tree = processor.parse(PAGE.join('\n'));
  const done = (await processor.run(tree, {
    path: path.join(ROOT, 'docs/a-guide.md'),
  } as never)) as unknown as {
    children: { children?: { type: string; url?: string }[] }[];
  };
  return done.children.flatMap((p) => p.children ?? []).flatMap((n) => (n.type === 'link' ? [n.url!] : []));
}

test('every broken link of a file is reported with its line, and fails the build once all pages are in', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await linksOf(onBrokenMarkdownLink)).toEqual([
      `${BROKEN_MARKDOWN_LINK}/docs/a-guide.md:3:5`,
      `${BROKEN_MARKDOWN_LINK}/docs/a-guide.md:5:6`,
    ]);
    expect(errors.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringContaining('./setup.md in docs/a-guide.md:3:5'),
      expect.stringContaining('../api/missing.mdx in docs/a-guide.md:5:6'),
    ]);
  } finally {
    errors.mockRestore();
  }
});

test("the stock 'throw' stopped at the first", async () => {
  await expect(linksOf('throw')).rejects.toThrow(/\.\/setup\.md/);
});
