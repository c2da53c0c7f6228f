import fs from 'node:fs';
import path from 'node:path';
import differences from '@site/src/data/version-differences.json';
import { DOCS_DIR, ROOT, VERSIONED_DOCS_DIR, readDocs } from './doc-files';

/**
 * The differences a reader of an older version is told about on the pages with one version (Flex, the
 * playground: src/components/VersionNotice) are the writers' (src/data/version-differences.json): each is
 * checked against that version's docs and the current ones, so a notice cannot name what a version never had.
 */
const older = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
const entries = Object.entries(differences).filter(([key]) => key !== '$comment') as [
  string,
  (typeof differences)['2.x'],
][];
const text = (dir: string) =>
  readDocs(dir)
    .map((d) => d.body)
    .join('\n');

describe('version differences (src/data/version-differences.json)', () => {
  it('names only older versions, and 2.x has the chart item rename', () => {
    for (const [version] of entries) expect(older).toContain(version);
    expect(differences['2.x'].renames.map((r) => r.older)).toContain('filterContext');
  });

  it.each(entries)(
    '%s: each old name is in that version’s docs, each new name in the current ones',
    (version, d) => {
      const then = text(path.join(VERSIONED_DOCS_DIR, `version-${version}`));
      const now = text(DOCS_DIR);
      for (const r of d.renames) {
        // The older version's property table has the old names, and not yet the new ones.
        expect(then).toContain(`| \`${r.older}\` | \`${r.olderAttribute}\` |`);
        expect(then).not.toContain(`| \`${r.current}\` |`);
        // The current reference's property table has the new names (the old one only in its "renamed" note).
        expect(now).toContain(`| \`${r.current}\` | \`${r.currentAttribute}\` |`);
        expect(now).not.toContain(`| \`${r.older}\` |`);
      }
    },
  );

  it.each(entries)('%s: the reference linked is a page of that version', (version, d) => {
    const id = d.reference.replace(`/guide/${version}/`, '');
    expect(d.reference.startsWith(`/guide/${version}/`)).toBe(true);
    expect(readDocs(path.join(VERSIONED_DOCS_DIR, `version-${version}`)).map((doc) => doc.id)).toContain(id);
    const page = readDocs(path.join(VERSIONED_DOCS_DIR, `version-${version}`)).find((doc) => doc.id === id);
    for (const r of d.renames) expect(page?.body).toContain(`| \`${r.older}\` |`);
  });
});
