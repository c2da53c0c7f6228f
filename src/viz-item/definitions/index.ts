/**
 * Item type definitions: slots and option groups from chart-types.json, resolved option definitions, titles,
 * descriptions and demo definitions. Pure data, importable in Node (docs and schema generators).
 */
import { hasOwn, own } from '../../lib/own';
import chartTypes from './chart-types.json';
import { ITEM_META } from './items';
import { optionToJsonSchema, resolveOption } from './options';
import type { ItemTypeDefinition, OptionDefinition, SlotDefinition } from './types';

export type { ItemKind, ItemTypeDefinition, OptionDefinition, OptionType, SlotDefinition } from './types';
export { OPTION_GROUPS, TYPE_OVERRIDES, optionToJsonSchema, resolveOption } from './options';
export { entry as demoEntry } from './items';
export { listDatasets, getDataset, getColumn } from '../data/datasets';
export { FILTER_EXPRESSIONS } from '../data/filters';

interface RawType {
  slots: {
    name: string;
    label?: string;
    accepts?: 'numeric' | 'categorical' | 'mixed';
    required: boolean;
    multiple: boolean;
  }[];
  optionGroups: string[];
}

const RAW = chartTypes as unknown as Record<string, RawType>;

/** Every item type id, in chart-types.json order. */
export const ITEM_TYPES: string[] = Object.keys(RAW);

const cache = new Map<string, ItemTypeDefinition>();

function labelOf(name: string): string {
  return name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The full definition of an item type, or undefined for an unknown type. */
export function getItemTypeDefinition(type: string): ItemTypeDefinition | undefined {
  const hit = cache.get(type);
  if (hit) return hit;
  const raw = own(RAW, type);
  const meta = own(ITEM_META, type);
  if (!raw || !meta) return undefined;
  const slots: SlotDefinition[] = raw.slots.map((s) => ({
    name: s.name,
    label: s.label ?? labelOf(s.name),
    ...(s.accepts ? { accepts: s.accepts } : {}),
    required: s.required,
    multiple: s.multiple,
  }));
  const def: ItemTypeDefinition = {
    type,
    title: meta.title,
    kind: meta.kind,
    description: meta.description,
    slots,
    optionGroups: [...raw.optionGroups],
    options: raw.optionGroups.map((g) => resolveOption(type, g)),
    demo: meta.demo,
  };
  cache.set(type, def);
  return def;
}

/** All item type definitions, in chart-types.json order. */
export function listItemTypes(): ItemTypeDefinition[] {
  return ITEM_TYPES.map((t) => getItemTypeDefinition(t)!);
}

export function isItemType(type: unknown): type is string {
  return typeof type === 'string' && hasOwn(RAW, type);
}

/** JSON Schema of the `options` object of a type (for the dashboard schema and the playground). */
export function getOptionsJsonSchema(type: string): Record<string, unknown> | undefined {
  const def = getItemTypeDefinition(type);
  if (!def) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      def.options.map((o: OptionDefinition) => [
        o.name,
        // A time zone is an IANA id or `{ type: 'fixed', id }` (CONTRACTS.md).
        o.name === 'timezoneId'
          ? {
              description: o.description,
              anyOf: [
                { type: 'string' },
                {
                  type: 'object',
                  properties: { type: { type: 'string' }, id: { type: 'string' } },
                  required: ['id'],
                },
              ],
            }
          : optionToJsonSchema(o),
      ]),
    ),
  };
}

/** Option groups of the whole catalogue with the types that use them. */
export function listOptionGroups(): { name: string; types: string[]; definition: OptionDefinition }[] {
  const byGroup = new Map<string, string[]>();
  for (const t of ITEM_TYPES)
    for (const g of RAW[t]!.optionGroups) byGroup.set(g, [...(byGroup.get(g) ?? []), t]);
  return [...byGroup.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, types]) => ({ name, types, definition: resolveOption(types[0]!, name) }));
}
