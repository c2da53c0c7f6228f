import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_SPECS, routePrefixOf } from '../../api/plugin-config.mjs';
import { compareApiFiles } from '../../api/changelog.mjs';
import { currentVersionName, olderVersionNames, specPathOf, versionedHref } from '../../api/versions.mjs';
import { generatedAlias } from '../flex-pages/index';
import type { NavEmbeds } from '../../src/navigation/types';
import type { ChangelogIndex, ChangelogPage } from './types';

export const CHANGELOG_PATH = '/api/changelog';

interface Content {
  pages: ChangelogPage[];
  navEmbeds: NavEmbeds;
}

/**
 * The API changelog, computed at build time from the OpenAPI files of each pair of consecutive docs versions
 * (api/changelog.mjs): /api/changelog/2.x-3.x lists what changed from 2.x to 3.x in each API, linking every
 * operation to its page in both versions; /api/changelog lists the pairs. The side navigation embeds them
 * as 'api:changelog'. A version cut (npm run version:cut) adds the next pair by itself.
 */
export default function apiChangelogPlugin(context: LoadContext): Plugin<Content> {
  // Oldest first: each version is compared with the next one.
  const versions = () => [...olderVersionNames(context.siteDir)].reverse().concat('current');
  const fileOf = (specPath: string, version: string) =>
    path.join(context.siteDir, specPathOf(specPath, version));
  return {
    name: 'api-changelog',
    getPathsToWatch: () =>
      versions().flatMap((v) => Object.values(API_SPECS).map((spec) => fileOf(spec.specPath, v))),
    async loadContent() {
      const names = versions();
      const current = currentVersionName(context.siteDir);
      const labelOf = (v: string) => (v === 'current' ? current : v);
      const older = olderVersionNames(context.siteDir);
      const pages: ChangelogPage[] = [];
      for (let i = 0; i + 1 < names.length; i++) {
        const [from, to] = [names[i]!, names[i + 1]!];
        const slug = `${labelOf(from)}-${labelOf(to)}`;
        const hrefIn = (version: string, page: string) => versionedHref(`/api/${page}`, version, older);
        pages.push({
          path: `${CHANGELOG_PATH}/${slug}`,
          from: labelOf(from),
          to: labelOf(to),
          apis: Object.entries(API_SPECS).map(([key, spec]) => {
            const read = (v: string) => load(fs.readFileSync(fileOf(spec.specPath, v), 'utf8')) as object;
            const changes = compareApiFiles(read(from), read(to));
            const prefix = routePrefixOf(key);
            const link = <T extends { operationId: string }>(op: T, sides: ('from' | 'to')[]) => ({
              ...op,
              ...(sides.includes('from') ? { fromHref: hrefIn(from, `${prefix}${op.operationId}`) } : {}),
              ...(sides.includes('to') ? { toHref: hrefIn(to, `${prefix}${op.operationId}`) } : {}),
            });
            return {
              key,
              label: spec.label,
              added: changes.added.map((op) => link(op, ['to'])),
              removed: changes.removed.map((op) => link(op, ['from'])),
              changed: changes.changed.map((op) => link(op, ['from', 'to'])),
            };
          }),
        });
      }
      pages.reverse(); // newest first
      return {
        pages,
        navEmbeds: {
          'api:changelog': pages.map((p) => ({ url: p.path, title: `${p.from} → ${p.to}` })),
        },
      };
    },
    async contentLoaded({ content, actions }) {
      const component = '@site/plugins/api-changelog/pages/ChangelogPage.tsx';
      for (const page of content.pages) {
        const data = await actions.createData(`${page.from}-${page.to}.json`, JSON.stringify(page));
        actions.addRoute({
          path: page.path,
          component,
          modules: { changelog: generatedAlias(context.generatedFilesDir, data) },
          exact: true,
        });
      }
      const index: ChangelogIndex = {
        pairs: content.pages.map(({ path: url, from, to, apis }) => ({
          path: url,
          from,
          to,
          counts: apis.map((api) => ({
            label: api.label,
            added: api.added.length,
            removed: api.removed.length,
            changed: api.changed.length,
          })),
        })),
      };
      const data = await actions.createData('index.json', JSON.stringify(index));
      actions.addRoute({
        path: CHANGELOG_PATH,
        component,
        modules: { index: generatedAlias(context.generatedFilesDir, data) },
        exact: true,
      });
    },
  };
}
