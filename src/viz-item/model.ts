/**
 * From validated inputs to a query plan: which slot entries are dimensions and which are measures, their
 * result keys and labels, the dataset, time zone and locale. Pure (no DOM).
 */
import { own } from '../lib/own';
import { getColumn, getDataset } from './data/datasets';
import { parseFormula, formulaRefs } from './data/formula';
import type { QueryDimension, QueryMeasure, QuerySpec } from './data/query';
import { getItemTypeDefinition } from './definitions';
import type { ItemTypeDefinition } from './definitions/types';
import { pickLanguage, t } from './i18n';
import type {
  ColumnType,
  FilterGroup,
  ResultColumn,
  SlotEntry,
  VizItemInputs,
  VizItemOptions,
} from './types';

export interface PlanColumn extends ResultColumn {
  key: string;
  entry: SlotEntry;
  binned?: boolean;
  /** Evolution numbers query days and compare periods of this level themselves (period to date). */
  periodLevel?: number;
}

export interface ItemPlan {
  type: string;
  def: ItemTypeDefinition;
  datasetId: string | null;
  locale: string;
  timeZone: string;
  options: VizItemOptions;
  dimensions: PlanColumn[];
  measures: PlanColumn[];
  /** Result columns by slot name, in slot order. */
  bySlot: Record<string, PlanColumn[]>;
  /** One output row per source row (strip plot, box plot, parallel coordinates, scatter without names). */
  raw: boolean;
  limit: number;
}

/** Types that show one mark per source row rather than per group. */
const RAW_TYPES = new Set(['strip-plot', 'box-plot', 'parallel-coordinates-plot']);
/** Slots that hold measures even though they accept "mixed" columns. */
const MEASURE_SLOTS: Record<string, string[]> = {
  'scatter-plot': ['x-axis', 'y-axis', 'size'],
  'parallel-coordinates-plot': ['coordinates'],
  'slider-filter': [],
};
/** Types with an optional measure slot that fall back to a row count when it is empty. */
const COUNT_WHEN_EMPTY = new Set([
  'area-chart',
  'bar-chart',
  'bubble-chart',
  'bullet-chart',
  'choropleth-map',
  'circle-pack-chart',
  'column-chart',
  'combination-chart',
  'donut-chart',
  'funnel-chart',
  'heat-map',
  'heat-table',
  'hexbin-map',
  'line-chart',
  'pivot-table',
  'pyramid-chart',
  'radar-chart',
  'sankey-diagram',
  'slicer-filter',
  'spike-map',
  'sunburst-chart',
  'symbol-map',
  'treemap-chart',
  'wordcloud-chart',
  'strip-plot',
]);

export function timeZoneOf(options: VizItemOptions | undefined): string {
  const tz = options?.timezoneId;
  if (typeof tz === 'string' && tz) return tz;
  if (tz && typeof tz === 'object' && typeof tz.id === 'string') return tz.id;
  return 'UTC';
}

export function localeOf(options: VizItemOptions | undefined): string {
  return typeof options?.locale === 'string' && options.locale ? options.locale.replace('_', '-') : 'en';
}

/** True when the inputs name no column at all (an item given only a type). */
export function hasNoData(inputs: VizItemInputs): boolean {
  return !(inputs.slots ?? []).some((s) => Array.isArray(s?.content) && s.content.length > 0);
}

function defaultLabel(entry: SlotEntry, datasetId: string | null, locale: string, fallback: string): string {
  const given = pickLanguage(entry.label as never, locale);
  if (given) return given;
  if (datasetId && entry.columnId) {
    const col = getColumn(datasetId, entry.columnId);
    if (col) return pickLanguage(col.name, locale) ?? col.id;
  }
  return fallback;
}

/** Builds the plan. Assumes validateInputs() found no problems. */
export function planItem(inputs: VizItemInputs): ItemPlan {
  const type = inputs.type!;
  const def = getItemTypeDefinition(type)!;
  const options = (inputs.options ?? {}) as VizItemOptions;
  const locale = localeOf(options);
  const timeZone = timeZoneOf(options);
  const slotDefs = new Map(def.slots.map((s) => [s.name, s]));
  const measureSlots = own(MEASURE_SLOTS, type);

  let datasetId: string | null = null;
  for (const s of inputs.slots ?? [])
    for (const e of s.content ?? []) {
      if (datasetId) break;
      if (e.datasetId) datasetId = e.datasetId;
      else if (e.formula) datasetId = formulaRefs(parseFormula(e.formula))[0]?.datasetId ?? null;
    }

  const dimensions: PlanColumn[] = [];
  const measures: PlanColumn[] = [];
  const bySlot: Record<string, PlanColumn[]> = {};
  // Slots in definition order, so keys are stable whatever order the input lists them in.
  const ordered = [...(inputs.slots ?? [])].sort(
    (a, b) => def.slots.findIndex((s) => s.name === a.name) - def.slots.findIndex((s) => s.name === b.name),
  );
  for (const s of ordered) {
    const slotDef = slotDefs.get(s.name);
    if (!slotDef) continue;
    const content = slotDef.multiple ? s.content : s.content.slice(0, 1);
    content.forEach((entry, index) => {
      const col = datasetId && entry.columnId ? getColumn(datasetId, entry.columnId) : undefined;
      const colType: ColumnType = entry.formula ? 'numeric' : (col?.type ?? entry.type ?? 'hierarchy');
      const isMeasure =
        !!entry.formula ||
        (measureSlots
          ? measureSlots.includes(s.name)
          : slotDef.accepts === 'numeric' || (s.name === 'measure' && !slotDef.accepts)) ||
        (type === 'regular-table' || type === 'pivot-table'
          ? colType === 'numeric' && s.name !== 'row' && s.name !== 'column'
          : false);
      const base = {
        slot: s.name,
        index,
        datasetId: datasetId ?? undefined,
        columnId: entry.columnId,
        subtype: entry.subtype ?? col?.subtype,
        format: entry.format ?? col?.format,
        entry,
      };
      if (isMeasure) {
        const aggregation = String(entry.aggregationFunc ?? (colType === 'numeric' ? 'sum' : 'count'));
        const label = defaultLabel(entry, datasetId, locale, entry.formula ? 'Formula' : s.name);
        const pc: PlanColumn = {
          ...base,
          key: `m${measures.length}`,
          role: 'measure',
          label,
          type: 'numeric',
          aggregationFunc: entry.formula ? undefined : aggregation,
          // Counting a date or text column yields plain integers, whatever the column's own format.
          format:
            entry.format ??
            (colType === 'numeric' && aggregation !== 'count' && aggregation !== 'distinctcount'
              ? col?.format
              : ',.0f'),
        };
        measures.push(pc);
        (bySlot[s.name] ??= []).push(pc);
      } else {
        const binned = colType === 'numeric' && !!entry.bins?.enabled;
        let level =
          colType === 'datetime' ? Number(entry.level ?? Math.min(5, col?.lowestLevel ?? 5)) : undefined;
        const periodLevel =
          type === 'evolution-number' && s.name === 'evolution' && level !== undefined ? level : undefined;
        if (periodLevel !== undefined) level = Math.max(periodLevel, 5);
        const pc: PlanColumn = {
          ...base,
          key: `d${dimensions.length}`,
          role: 'dimension',
          label: defaultLabel(entry, datasetId, locale, s.name),
          type: colType,
          level,
          ...(periodLevel !== undefined ? { periodLevel } : {}),
          binned,
          format: entry.format ?? (colType === 'numeric' && !binned ? col?.format : undefined),
        };
        dimensions.push(pc);
        (bySlot[s.name] ??= []).push(pc);
      }
    });
  }

  const measureSlot = def.slots.find((s) => s.name === 'measure');
  if (measures.length === 0 && measureSlot && COUNT_WHEN_EMPTY.has(type) && datasetId) {
    const pc: PlanColumn = {
      key: 'm0',
      slot: 'measure',
      index: 0,
      role: 'measure',
      datasetId,
      label: t(locale, 'count'),
      type: 'numeric',
      aggregationFunc: 'count',
      format: ',.0f',
      entry: {},
    };
    measures.push(pc);
    bySlot.measure = [pc];
  }

  const raw =
    RAW_TYPES.has(type) || (type === 'scatter-plot' && !bySlot.name?.length && !bySlot.color?.length);
  const limitOpt = (options.limit as { number?: number } | undefined)?.number;
  const limit = typeof limitOpt === 'number' && limitOpt > 0 ? limitOpt : raw ? 5000 : 10000;
  return { type, def, datasetId, locale, timeZone, options, dimensions, measures, bySlot, raw, limit };
}

/** The query for a plan, with the item's own filters plus filters coming from other items. */
export function buildQuery(plan: ItemPlan, filters: FilterGroup[]): QuerySpec | null {
  if (!plan.datasetId || !getDataset(plan.datasetId)) return null;
  const dims: QueryDimension[] = plan.dimensions.map((d) => ({
    key: d.key,
    columnId: d.columnId!,
    type: d.type,
    level: d.level,
    bins: d.binned ? Number(d.entry.bins?.number ?? 10) : undefined,
  }));
  const measures: QueryMeasure[] = plan.measures.map((m) => ({
    key: m.key,
    columnId: m.columnId,
    aggregation: m.aggregationFunc ?? 'sum',
    formula: m.entry.formula ? parseFormula(m.entry.formula) : undefined,
  }));
  return {
    datasetId: plan.datasetId,
    dimensions: dims,
    measures,
    filters,
    limit: plan.limit,
    raw: plan.raw,
    timeZone: plan.timeZone,
  };
}
