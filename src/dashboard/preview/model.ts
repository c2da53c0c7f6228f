/**
 * From a dashboard document (possibly breaking the schema) to what the preview draws: per view, the items
 * placed on the 48-column grid with the inputs of the chart item (type, slots, options, filters, context).
 * Defensive about every shape; anything it can't place is listed with the reason instead.
 */
import { own } from '../../lib/own';
import { GRID_COLUMNS, DEFAULT_ROW_HEIGHT } from '../schema/constants';
import { findOverlaps } from '../validate/checks';
import { isRecord } from '../validate/findings';
import type { CanFilter, FilterGroup, Slot, VizItemOptions } from '@quantaloop/viz-item/types';

export const MAX_PREVIEW_ITEMS = 60;
export const MAX_PREVIEW_ROWS = 600;

export interface ItemInputs {
  type: string;
  slots: Slot[];
  options: VizItemOptions;
  filters: FilterGroup[];
  contextId: string;
  canFilter: CanFilter;
}

export interface PreviewItem {
  /** Stable React key: view index + item id (or index). */
  key: string;
  id: string;
  type: string;
  known: boolean;
  col: number;
  row: number;
  sizeX: number;
  sizeY: number;
  /** The position was cut to fit the grid. */
  clamped: boolean;
  /** Ids of the items it overlaps. */
  overlaps: string[];
  inputs: ItemInputs;
}

export interface PreviewView {
  index: number;
  screenModus: string;
  rowHeight: number;
  gap: number;
  /** Canvas width in pixels (fixed views) or a maximum width (mobile, tablet). */
  width?: number;
  maxWidth?: number;
  rows: number;
  items: PreviewItem[];
  notShown: string[];
}

export interface Preview {
  views: PreviewView[];
  background?: string;
  problem?: string;
}

const MODE_WIDTH: Record<string, number> = { mobile: 420, tablet: 820 };

const int = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Number.isInteger(v);

function resolveParameters(groups: unknown, params: Map<string, unknown>, depth = 0): FilterGroup[] {
  if (!Array.isArray(groups) || depth > 20) return [];
  return groups.filter(isRecord).map((g) => ({
    ...(g as unknown as FilterGroup),
    filters: (Array.isArray(g.filters) ? g.filters : []).filter(isRecord).flatMap((f) => {
      const parameters = Array.isArray(f.parameters) ? [...f.parameters] : [];
      const value = parameters[1];
      if (isRecord(value) && typeof value.parameter === 'string') {
        // A filter on an unknown parameter is left out (the editor reports it).
        if (!params.has(value.parameter)) return [];
        parameters[1] = params.get(value.parameter);
      }
      return [
        {
          ...(f as unknown as FilterGroup['filters'][number]),
          parameters: parameters as unknown as FilterGroup['filters'][number]['parameters'],
        },
      ];
    }),
    ...(g.subGroups !== undefined ? { subGroups: resolveParameters(g.subGroups, params, depth + 1) } : {}),
  }));
}

export function buildPreview(doc: unknown, knownTypes: ReadonlySet<string>): Preview {
  if (!isRecord(doc))
    return { views: [], problem: 'The document is not a JSON object, so there is nothing to draw.' };
  if (!Array.isArray(doc.views) || doc.views.length === 0)
    return {
      views: [],
      problem: 'The dashboard has no views yet: add "views": [{ "screenModus": "desktop", "items": [] }].',
    };

  const params = new Map<string, unknown>();
  if (Array.isArray(doc.parameters))
    for (const p of doc.parameters)
      if (isRecord(p) && typeof p.name === 'string' && !params.has(p.name)) params.set(p.name, p.value);
  const dashboardFilters = resolveParameters(doc.filters, params);
  const theme = isRecord(doc.theme) ? doc.theme : undefined;
  const { background, ...itemTheme } = theme ?? {};

  const views = doc.views.map((raw, index): PreviewView => {
    const view = isRecord(raw) ? raw : {};
    const screenModus = typeof view.screenModus === 'string' ? view.screenModus : `view ${index + 1}`;
    const options = isRecord(view.options) ? view.options : {};
    const rowHeight =
      int(options.rowHeight) && options.rowHeight >= 4 && options.rowHeight <= 128
        ? options.rowHeight
        : DEFAULT_ROW_HEIGHT;
    const gap = int(options.gap) && options.gap >= 0 && options.gap <= 64 ? options.gap : 8;
    const viewFilters = [...dashboardFilters, ...resolveParameters(view.filterGroups, params)];
    const rawItems = Array.isArray(view.items) ? view.items : [];
    const notShown: string[] = [];
    const items: PreviewItem[] = [];
    const seen = new Set<string>();
    rawItems.forEach((rawItem, i) => {
      if (!isRecord(rawItem)) return notShown.push(`Entry ${i + 1} of "items" is not an object.`);
      const id = typeof rawItem.id === 'string' && rawItem.id ? rawItem.id : `item ${i + 1}`;
      if (items.length >= MAX_PREVIEW_ITEMS)
        return notShown.push(`"${id}": the preview draws the first ${MAX_PREVIEW_ITEMS} items of a view.`);
      const pos = isRecord(rawItem.position) ? rawItem.position : null;
      if (
        !pos ||
        !int(pos.col) ||
        !int(pos.row) ||
        !int(pos.sizeX) ||
        !int(pos.sizeY) ||
        pos.sizeX < 1 ||
        pos.sizeY < 1 ||
        pos.col < 0 ||
        pos.row < 0
      )
        return notShown.push(`"${id}" has no valid position { col, row, sizeX, sizeY }.`);
      if (pos.row >= MAX_PREVIEW_ROWS)
        return notShown.push(
          `"${id}" starts at row ${pos.row}; the preview draws rows 0–${MAX_PREVIEW_ROWS - 1}.`,
        );
      const col = Math.min(pos.col, GRID_COLUMNS - 1);
      const sizeX = Math.min(pos.sizeX, GRID_COLUMNS - col);
      const sizeY = Math.min(pos.sizeY, MAX_PREVIEW_ROWS - pos.row);
      const type = typeof rawItem.type === 'string' ? rawItem.type : '';
      const itemOptions = isRecord(rawItem.options) ? (rawItem.options as VizItemOptions) : {};
      let key = `${index}:${id}`;
      while (seen.has(key)) key += "'";
      seen.add(key);
      items.push({
        key,
        id,
        type,
        known: knownTypes.has(type),
        col,
        row: pos.row,
        sizeX,
        sizeY,
        clamped: sizeX !== pos.sizeX || col !== pos.col || sizeY !== pos.sizeY,
        overlaps: [],
        inputs: {
          type,
          slots: Array.isArray(rawItem.slots) ? (rawItem.slots.filter(isRecord) as unknown as Slot[]) : [],
          options:
            theme && itemOptions.theme === undefined ? { ...itemOptions, theme: itemTheme } : itemOptions,
          filters: [...viewFilters, ...resolveParameters(rawItem.filters, params)],
          // Items of one view filter each other, as on a dashboard.
          contextId: `playground-view-${index}`,
          canFilter: 'all',
        },
      });
      return undefined;
    });
    const byIndex = new Map(items.map((it, i) => [i, it]));
    for (const [a, b] of findOverlaps(
      items.map((it, i) => ({
        index: i,
        id: it.id,
        col: it.col,
        row: it.row,
        sizeX: it.sizeX,
        sizeY: it.sizeY,
      })),
      500,
    )) {
      byIndex.get(a.index)!.overlaps.push(b.id);
      byIndex.get(b.index)!.overlaps.push(a.id);
    }
    const rows = items.reduce((max, it) => Math.max(max, it.row + it.sizeY), 0);
    const fixedWidth =
      screenModus === 'fixed' && int(options.width)
        ? Math.max(200, Math.min(options.width, 10000))
        : undefined;
    return {
      index,
      screenModus,
      rowHeight,
      gap,
      width: fixedWidth,
      maxWidth: own(MODE_WIDTH, screenModus),
      rows,
      items,
      notShown,
    };
  });
  return { views, background: typeof background === 'string' ? background : undefined };
}
