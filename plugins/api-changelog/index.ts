import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_SPECS, routePrefixOf } from '../../api/plugin-config.mjs';
import {
  compareApiFiles,
  migrationNoteProblems,
  MIGRATION_NOTES_DIR,
  readMigrationNotes,
} from '../../api/changelog.mjs';
import { linkProblem, listGeneratedPages, listGuidePages } from '../../api/links.mjs';
import {
  apisOfVersion,
  currentVersionName,
  olderVersionNames,
  specPathOf,
  versionedHref,
} from '../../api/versions.mjs';
import { parseBlocks, type Block } from '../../api/theme/Markdown/parse';
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
 *
 * Each removed operation and each operation with a breaking change shows the writers' migration note
 * (api/openapi/migrations/{from}-{to}.yaml) above its computed changes; the build stops, naming them, when one
 * is missing or a note names an operation that did not change. The notes' links follow the newer version
 * (api/links.mjs, the same rule as the pages'), and are Markdown parsed here, so the page ships no parser.
 *
 * A pair compares the APIs both of its versions have: versions are per API (api/versions.mjs, apisOfVersion),
 * and an API added since the older one (or not versioned) has no file in it.
 */
export default function apiChangelogPlugin(context: LoadContext): Plugin<Content> {
  // Oldest first: each version is compared with the next one.
  const versions = () => [...olderVersionNames(context.siteDir)].reverse().concat('current');
  const fileOf = (specPath: string, version: string) =>
    path.join(context.siteDir, specPathOf(specPath, version));
  const apisOf = (version: string) => apisOfVersion(API_SPECS, version, context.siteDir);
  return {
    name: 'api-changelog',
    getPathsToWatch: () => [
      ...versions().flatMap((v) => Object.values(apisOf(v)).map((spec) => fileOf(spec.specPath, v))),
      path.join(context.siteDir, MIGRATION_NOTES_DIR, '*.yaml'),
    ],
    async loadContent() {
      const names = versions();
      const current = currentVersionName(context.siteDir);
      const labelOf = (v: string) => (v === 'current' ? current : v);
      const older = olderVersionNames(context.siteDir);
      const pages: ChangelogPage[] = [];
      const problems: string[] = [];
      const pagesCache = new Map<string, Set<string>>();
      const pagesOf = (section: 'api' | 'guide', v: string) => {
        const key = `${section} ${v}`;
        if (!pagesCache.has(key))
          pagesCache.set(
            key,
            section === 'api' ? listGeneratedPages(context.siteDir, v) : listGuidePages(context.siteDir, v),
          );
        return pagesCache.get(key)!;
      };
      for (let i = 0; i + 1 < names.length; i++) {
        const [from, to] = [names[i]!, names[i + 1]!];
        const slug = `${labelOf(from)}-${labelOf(to)}`;
        const hrefIn = (version: string, page: string) => versionedHref(`/api/${page}`, version, older);
        const notes = readMigrationNotes(context.siteDir, labelOf(from), labelOf(to), Object.keys(API_SPECS));
        /** A note as the page shows it: its links in the newer version's pages (checked), parsed. */
        const markdown = (text: string, pointer: string): Block[] =>
          parseBlocks(
            text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_all, label: string, href: string) => {
              const resolved = versionedHref(href, to, older);
              const problem = linkProblem(
                { text: label, resolved },
                { version: to, olderNames: older, currentName: current, pagesOf },
              );
              if (problem) problems.push(`  ${notes.file}#${pointer}  ${href}: ${problem}`);
              return `[${label}](${resolved})`;
            }),
          );
        const both = Object.entries(apisOf(from)).filter(([key]) => key in apisOf(to));
        pages.push({
          path: `${CHANGELOG_PATH}/${slug}`,
          from: labelOf(from),
          to: labelOf(to),
          apis: both.map(([key, spec]) => {
            const read = (v: string) => load(fs.readFileSync(fileOf(spec.specPath, v), 'utf8')) as object;
            const changes = compareApiFiles(read(from), read(to));
            const written = notes.apis[key];
            problems.push(
              ...migrationNoteProblems(changes, written, {
                file: notes.file,
                api: key,
                from: labelOf(from),
                to: labelOf(to),
              }).map((p) => `  ${p}`),
            );
            const prefix = routePrefixOf(key);
            const link = <T extends { operationId: string }>(op: T, sides: ('from' | 'to')[]) => {
              const note = written?.operations[op.operationId];
              return {
                ...op,
                ...(sides.includes('from') ? { fromHref: hrefIn(from, `${prefix}${op.operationId}`) } : {}),
                ...(sides.includes('to') ? { toHref: hrefIn(to, `${prefix}${op.operationId}`) } : {}),
                ...(note ? { note: markdown(note, `/${key}/operations/${op.operationId}`) } : {}),
              };
            };
            return {
              key,
              label: spec.label,
              ...(written?.summary ? { summary: markdown(written.summary, `/${key}/summary`) } : {}),
              breaking: changes.removed.length + changes.changed.filter((op) => op.breaking).length,
              added: changes.added.map((op) => link(op, ['to'])),
              removed: changes.removed.map((op) => link(op, ['from'])),
              changed: changes.changed.map((op) => link(op, ['from', 'to'])),
            };
          }),
        });
      }
      if (problems.length)
        throw new Error(
          `API changelog: ${problems.length} problem(s) with the migration notes (api/README.md, "Migration notes"):\n` +
            problems.join('\n'),
        );
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
            breaking: api.breaking,
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
