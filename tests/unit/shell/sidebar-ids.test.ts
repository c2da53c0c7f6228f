/**
 * A sidebar id that names no doc stops the build with the line of sidebars.ts it is on, every such id at
 * once (issue 54, item 5). Docusaurus' own message lists the ids and all 49 known ones, with no line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import markdownLinksPlugin, { sidebarProblems } from '../../../plugins/markdown-links/plugin';

const ROOT = path.resolve(__dirname, '../../..');

/** A site folder with the site's docs and its sidebars.ts after `edit`. */
function siteWith(edit: (sidebars: string) => string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidebar-ids-'));
  fs.symlinkSync(path.join(ROOT, 'docs'), path.join(siteDir, 'docs'));
  fs.writeFileSync(
    path.join(siteDir, 'sidebars.ts'),
    edit(fs.readFileSync(path.join(ROOT, 'sidebars.ts'), 'utf8')),
  );
  return siteDir;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

test("the site's own sidebars name only docs", async () => {
  expect(await sidebarProblems(ROOT)).toEqual([]);
});

test('two unknown ids, a shorthand and an item, are both named with their line', async () => {
  let text = '';
  const siteDir = siteWith((s) => {
    text = s
      .replace(
        "'dashboard-embedding--generating-an-authorization-token',",
        "'dashboard-embedding--no-such-page',",
      )
      .replace("id: 'embedding--quick-start'", "id: 'embedding--quick-stat'");
    return text;
  });
  const problems = await sidebarProblems(siteDir);
  expect(problems).toEqual([
    `  sidebars.ts:${lineOf(text, "'embedding--quick-stat'")}:15  'embedding--quick-stat'`,
    `  sidebars.ts:${lineOf(text, "'dashboard-embedding--no-such-page'")}:9  'dashboard-embedding--no-such-page'`,
  ]);
  await expect(markdownLinksPlugin({ siteDir } as LoadContext)).rejects.toThrow(
    /2 sidebar item\(s\) name no doc[^]*sidebars\.ts:\d+:15 {2}'embedding--quick-stat'/,
  );
});
