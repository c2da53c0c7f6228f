/**
 * The writer's mistakes a build finds, each with its file and line, all in one build (issue 54, item 5):
 * - doc ids in sidebars.ts (and the versioned sidebars) that name no doc: checked when the plugin is set up,
 *   before any content loads, and the build stops with every one of them (sidebar-ids.ts);
 * - links in Markdown that lead to no page: listed by postBuild, which runs just before Docusaurus' own
 *   broken-links check, which then fails the build (route-links.ts);
 * - links that leave their page's docs version (plugins/versioned-links): recorded as each file compiles, listed
 *   by postBuild with the links above, and the build fails there.
 * Links to Markdown files that do not exist are reported as they are compiled (index.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadFreshModule } from '@docusaurus/utils';
import { listGuidePages } from '../../api/links.mjs';
import { olderVersionNames } from '../../api/versions.mjs';
import { brokenRouteLinks, brokenRouteLinksMessage } from './route-links';
import { unknownSidebarIds } from './sidebar-ids';

/** Every unknown doc id of the guide's sidebars, current and older versions, one line each. */
export async function sidebarProblems(siteDir: string): Promise<string[]> {
  const files: { file: string; version: string }[] = [
    { file: 'sidebars.ts', version: 'current' },
    ...olderVersionNames(siteDir).map((version) => ({
      file: `versioned_sidebars/version-${version}-sidebars.json`,
      version,
    })),
  ];
  const problems: string[] = [];
  for (const { file, version } of files) {
    const full = path.join(siteDir, file);
    if (!fs.existsSync(full)) continue;
    const sidebars = (
      file.endsWith('.json') ? JSON.parse(fs.readFileSync(full, 'utf8')) : await loadFreshModule(full)
    ) as Record<string, unknown>;
    problems.push(
      ...unknownSidebarIds(file, fs.readFileSync(full, 'utf8'), sidebars, listGuidePages(siteDir, version)),
    );
  }
  return problems;
}

export default async function markdownLinksPlugin({ siteDir }: LoadContext): Promise<Plugin> {
  const problems = await sidebarProblems(siteDir);
  if (problems.length)
    throw new Error(
      `${problems.length} sidebar item(s) name no doc (a doc's id is its file name in docs/, or in ` +
        `versioned_docs/version-X for a versioned sidebar, without .md or .mdx):\n${problems.join('\n')}`,
    );
  return {
    name: 'markdown-links',
    postBuild({ routes }) {
      const { broken, versionProblems, unrecorded } = brokenRouteLinks(routes, { siteDir });
      if (broken.length) console.error(brokenRouteLinksMessage(broken));
      if (unrecorded.length)
        console.warn(
          `[WARNING] markdown-links: ${unrecorded.length} Markdown page(s) were not compiled by this build and ` +
            `have no record of their links (node_modules/.cache/route-links was cleared without the bundler's ` +
            `cache): their broken links are named by page only, e.g. ${unrecorded[0]}`,
        );
      if (versionProblems.length)
        throw new Error(
          `${versionProblems.length} link(s) that leave their page's docs version (fix the link, or write it ` +
            `for the version: see CONTRIBUTING.md "Versions")` +
            `${broken.length ? `, and the ${broken.length} link(s) to no page above` : ''}:\n` +
            versionProblems.join('\n'),
        );
    },
  };
}
