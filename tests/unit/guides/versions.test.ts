import fs from 'node:fs';
import path from 'node:path';
import { DOCS_DIR, ROOT, VERSIONED_DOCS_DIR, readDocs } from './doc-files';

const versions = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];

function sidebarDocIds(items: unknown[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') ids.push(item);
    else if (item && typeof item === 'object') {
      const i = item as { type?: string; id?: string; items?: unknown[] };
      if (i.type === 'doc' && i.id) ids.push(i.id);
      if (i.items) ids.push(...sidebarDocIds(i.items));
    }
  }
  return ids;
}

describe('docs versions', () => {
  it('has at least one earlier version', () => {
    expect(versions).toContain('2.x');
  });

  it.each(versions)('version %s has a sidebar that reaches exactly its own pages', (version) => {
    const sidebar = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'),
    ) as { guide: unknown[] };
    const docs = readDocs(path.join(VERSIONED_DOCS_DIR, `version-${version}`)).map((d) => d.id);
    expect(sidebarDocIds(sidebar.guide).sort()).toEqual(docs.sort());
  });

  describe('2.x differs from the current version for real', () => {
    const old = readDocs(path.join(VERSIONED_DOCS_DIR, 'version-2.x'));
    const current = readDocs(DOCS_DIR);
    const find = (docs: typeof old, id: string) => docs.find((d) => d.id === id)!;

    it('names the chart item context property filterContext in 2.x and contextId now', () => {
      const oldRef = find(old, 'embedding--component-api-reference').body;
      expect(oldRef).toContain('`filterContext` | `filter-context`');
      expect(oldRef).not.toContain('`contextId`');
      const newRef = find(current, 'component-references--visualization-item').body;
      expect(newRef).toContain('`contextId` | `context-id`');
      expect(newRef).toMatch(/Renamed in 3\.0: `filterContext` is now `contextId`/);
    });

    it('keeps the combined component reference current in 2.x and deprecates it now', () => {
      expect(find(old, 'embedding--component-api-reference').frontMatter.deprecated).toBeUndefined();
      expect(find(current, 'embedding--component-api-reference').frontMatter.deprecated).toBe(true);
    });

    it('has the per-component reference pages only in the current version', () => {
      for (const id of ['dashboard', 'visualization-item', 'chat', 'answer'].map(
        (c) => `component-references--${c}`,
      )) {
        expect(old.some((d) => d.id === id)).toBe(false);
        expect(current.some((d) => d.id === id)).toBe(true);
      }
    });
  });
});
