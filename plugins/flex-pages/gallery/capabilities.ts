/**
 * What an example demonstrates, read from its definition (never a hand-kept list): the gallery's capability
 * filter. A new example is filed under the right capabilities by what it does: listens to an event, calls a
 * method, binds a control to the theme, ... Pure; imported by the build and by the tests.
 */
import type { ExampleDefinition, ExampleItem } from '../examples/types';

export interface Capability {
  id: string;
  label: string;
  /** One line for the filter's tooltip and the tests' messages. */
  description: string;
  has: (def: ExampleDefinition) => boolean;
}

/** Input paths an item sets: its static inputs and its bound paths (`options.theme.font` also counts as `options.theme`). */
function inputPaths(item: ExampleItem): string[] {
  const out: string[] = [];
  const walk = (value: unknown, at: string, depth: number) => {
    out.push(at);
    if (depth === 0 || !value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, `${at}.${k}`, depth - 1);
  };
  for (const field of ['type', 'slots', 'filters', 'contextId', 'canFilter'] as const)
    if (item[field] !== undefined) out.push(field);
  if (item.options) walk(item.options, 'options', 2);
  for (const path of Object.keys(item.bind ?? {})) {
    const parts = path.split('.');
    parts.forEach((_, i) => out.push(parts.slice(0, i + 1).join('.')));
  }
  return out;
}

const sets = (def: ExampleDefinition, path: string) =>
  def.items.some((item) => inputPaths(item).includes(path));
const listens = (def: ExampleDefinition, events?: string[]) =>
  def.items.some((item) => (item.on ?? []).some((l) => !events || events.includes(l.event)));
const calls = (def: ExampleDefinition, methods: string[]) =>
  (def.actions ?? []).some((a) => methods.includes(a.method));
/** Items that share a filter context: a selection in one filters the others. */
const sharesContext = (def: ExampleDefinition) => {
  const contexts = def.items.map((i) => i.contextId).filter((c): c is string => typeof c === 'string');
  return contexts.some((c, i) => contexts.indexOf(c) !== i);
};

/** In the order the filter lists them. */
export const CAPABILITIES: Capability[] = [
  {
    id: 'events',
    label: 'Events',
    description: 'listens to the chart’s events',
    has: (def) => listens(def),
  },
  {
    id: 'methods',
    label: 'Methods',
    description: 'calls the chart’s methods (getData, getFilters, refreshData, setSelectedData)',
    has: (def) => calls(def, ['getData', 'getFilters', 'refreshData', 'setSelectedData']),
  },
  {
    id: 'export',
    label: 'Export',
    description: 'exports the chart or reacts to an export',
    has: (def) => calls(def, ['export']) || listens(def, ['exported']),
  },
  {
    id: 'filters',
    label: 'Filters',
    description: 'passes filters to the chart, or reads the filters a selection creates',
    has: (def) =>
      sets(def, 'filters') ||
      calls(def, ['getFilters', 'setSelectedData']) ||
      listens(def, ['changedFilters']) ||
      sharesContext(def),
  },
  {
    id: 'cross-filtering',
    label: 'Cross-filtering',
    description: 'items share a filter context, so a click in one filters the others',
    has: sharesContext,
  },
  {
    id: 'themes',
    label: 'Themes',
    description: 'sets or switches the chart’s theme',
    has: (def) => sets(def, 'options.theme'),
  },
  {
    id: 'styling',
    label: 'Fonts and CSS',
    description: 'styles the chart with a font or the page’s CSS',
    has: (def) => Boolean(def.css) || sets(def, 'options.theme.font'),
  },
  {
    id: 'languages',
    label: 'Languages',
    description: 'sets the locale: labels and number formats in another language',
    has: (def) => sets(def, 'options.locale'),
  },
  {
    id: 'time-zones',
    label: 'Time zones',
    description: 'shows datetimes in a chosen time zone',
    has: (def) => sets(def, 'options.timezoneId'),
  },
  {
    id: 'chart-inputs',
    label: 'Changing inputs',
    description: 'a selector changes the chart’s type, slots or options while it runs',
    has: (def) =>
      def.items.some((item) =>
        Object.keys(item.bind ?? {}).some((p) => /^(type|slots|options)(\.|$)/.test(p)),
      ),
  },
  {
    id: 'formulas',
    label: 'Formulas',
    description: 'measures an ad hoc formula instead of a column',
    has: (def) =>
      def.items.some((item) => (item.slots ?? []).some((s) => s.content.some((e) => Boolean(e.formula)))),
  },
  {
    id: 'saved-items',
    label: 'Saved items',
    description: 'embeds a chart saved on a dashboard, by its ids',
    has: (def) => def.items.some((item) => Boolean(item.dashboardId && item.itemId)),
  },
  {
    id: 'security',
    label: 'Security',
    description: 'passes an embed key and token',
    has: (def) => def.items.some((item) => Boolean(item.authKey || item.authToken)),
  },
  {
    id: 'layout',
    label: 'Layout and sizing',
    description: 'sizes or places items by the screen or container width',
    has: (def) =>
      (def.columns ?? 1) > 1 ||
      def.items.some(
        (item) => item.minWidth !== undefined || item.maxWidth !== undefined || item.resizable === true,
      ),
  },
];

/** The ids of the capabilities an example demonstrates, in CAPABILITIES order. */
export function capabilitiesOf(def: ExampleDefinition): string[] {
  return CAPABILITIES.filter((c) => c.has(def)).map((c) => c.id);
}
