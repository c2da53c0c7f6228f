/**
 * Doc ids in a sidebars file that name no doc, each with its line (issue 54, item 5). Docusaurus lists every
 * unknown id at once ("These sidebar document ids do not exist: - x", then all 49 known ids) but not where it
 * is, and sidebars.ts is 200 lines of nested categories. Checked when the site's plugins are set up
 * (plugin.ts), before any content loads, so this report comes instead of Docusaurus' and in either pass.
 */

/** The doc ids a sidebar names: shorthand strings, `doc`/`ref` items and categories' `doc` links. */
export function sidebarDocIds(sidebar: unknown): string[] {
  const ids: string[] = [];
  const walk = (item: unknown) => {
    if (typeof item === 'string') ids.push(item);
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') {
      const o = item as {
        type?: unknown;
        id?: unknown;
        link?: { type?: unknown; id?: unknown };
        items?: unknown;
      };
      if ((o.type === 'doc' || o.type === 'ref') && typeof o.id === 'string') ids.push(o.id);
      else if (o.type === undefined) Object.values(o).forEach(walk); // { Label: [items] } shorthand
      if (o.link?.type === 'doc' && typeof o.link.id === 'string') ids.push(o.link.id);
      if (o.items !== undefined) walk(o.items);
    }
  };
  walk(sidebar);
  return ids;
}

/** Where a string literal with this value stands in a source file: `line:column` (1-based), each place. */
export function placesOf(text: string, value: string): string[] {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const places: string[] = [];
  for (const m of text.matchAll(new RegExp(`(['"\`])${escaped}\\1`, 'g'))) {
    const before = text.slice(0, m.index);
    const line = before.split('\n').length;
    places.push(`${line}:${m.index - before.lastIndexOf('\n')}`);
  }
  return places;
}

/**
 * One line per place of an unknown id, `file:line:column  'id'`, for a sidebars file whose text is `text`
 * and whose value is `sidebars`; `[]` when every id is a doc's.
 */
export function unknownSidebarIds(
  file: string,
  text: string,
  sidebars: Record<string, unknown>,
  docIds: ReadonlySet<string>,
): string[] {
  const unknown = [...new Set(Object.values(sidebars).flatMap(sidebarDocIds))].filter(
    (id) => !docIds.has(id),
  );
  return unknown.flatMap((id) => {
    const places = placesOf(text, id);
    return places.length
      ? places.map((at) => `  ${file}:${at}  '${id}'`)
      : [`  ${file}  '${id}' (not written as one string: its line is not known)`];
  });
}
