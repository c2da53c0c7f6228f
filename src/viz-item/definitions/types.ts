/** Types of the option and item-type definitions (importable in Node: no DOM here). */
import type { Slot, VizItemOptions } from '../types';

export type OptionType =
  'boolean' | 'number' | 'string' | 'enum' | 'color' | 'object' | 'array' | 'languageMap' | 'url';

export interface OptionDefinition {
  /** Key inside `options` (for a group) or inside its parent object. */
  name: string;
  type: OptionType;
  description: string;
  default?: unknown;
  /** Allowed values (enum), or the allowed values of an array's items. */
  values?: readonly (string | number | boolean)[];
  min?: number;
  max?: number;
  properties?: Record<string, OptionDefinition>;
  items?: OptionDefinition;
  /** true when the offline runtime applies it; false: accepted and documented, without visible effect offline. */
  implemented: boolean;
}

export type ItemKind = 'chart' | 'map' | 'number' | 'table' | 'filter' | 'media';

export interface SlotDefinition {
  name: string;
  label: string;
  /** numeric, categorical or mixed (a datetime, hierarchy or numeric column). */
  accepts?: 'numeric' | 'categorical' | 'mixed';
  required: boolean;
  multiple: boolean;
}

export interface ItemTypeDefinition {
  type: string;
  title: string;
  kind: ItemKind;
  /** One paragraph: what the item is for. */
  description: string;
  slots: SlotDefinition[];
  /** Option group names, in chart-types.json order. */
  optionGroups: string[];
  /** Resolved definitions of those option groups for this type. */
  options: OptionDefinition[];
  /** A minimal definition that renders on the bundled demo data. */
  demo: { slots: Slot[]; options: VizItemOptions };
}
