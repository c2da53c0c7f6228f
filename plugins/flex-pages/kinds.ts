/**
 * The kinds of chart item (the runtime's `kind` of each type), in the order and with the names readers see
 * them grouped by: the gallery's chart type filter and the side navigation's Chart types entry.
 */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  chart: 'Charts',
  map: 'Maps',
  number: 'Numbers',
  table: 'Tables',
  filter: 'Filters',
  media: 'Media',
};

/**
 * The side navigation's Chart types entry: the types grouped by kind, as the gallery groups them, so that a
 * chart page opens its own group only (44 types in one list were 44 Tab stops before the page's chart).
 * A kind without a name here is named by its id.
 */
export function chartNavigation(pages: readonly { permalink: string; title: string; kind: string }[]) {
  const kinds = [...new Set([...Object.keys(KIND_LABELS), ...pages.map((p) => p.kind)])];
  return kinds
    .map((kind) => ({
      title: KIND_LABELS[kind] ?? kind,
      children: pages.filter((p) => p.kind === kind).map((p) => ({ url: p.permalink, title: p.title })),
    }))
    .filter((group) => group.children.length > 0);
}
