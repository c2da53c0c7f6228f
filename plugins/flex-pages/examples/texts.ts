/**
 * Numbers an example's texts state come from its definition, so that a text cannot say "10 age bins" while the
 * chart draws 7. A writer puts `{{path}}` where the number goes; the plugin replaces it when it loads the
 * definition, before the page, its code and its StackBlitz project are made from it:
 *
 *   "customers grouped into {{items.chart.slots.x-axis.content.0.bins.number}} age bins"
 *   "a palette of {{controls.theme.choices.dark.value.colors.length}} colours"
 *   "daily volumes of the last {{dataset:volumes.period}}"          -> "daily volumes of the last 6 months"
 *
 * A path walks the definition by keys; in a list, a segment picks the element whose `id` or `name` is that
 * segment, or a position (0, 1, ...); `length` counts a list. `dataset:{id}.period` quotes the period a demo
 * dataset covers, which its generator uses too ("6 months"; `dataset:{id}.period.quantity` is the number alone,
 * for other languages). Every string of the definition is resolved (titles inside chart
 * options too). A path that leads nowhere fails the build with the file and the field.
 * tests/unit/flex/texts.test.ts checks that no number in an example's texts is written by hand.
 */
import type { ExampleDefinition } from './types';

export interface TextFacts {
  /** The period a demo dataset covers, e.g. { quantity: 6, unit: 'month' }. */
  datasetPeriod(datasetId: string): { quantity: number; unit: string } | undefined;
}

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

export class TextPathError extends Error {}

function step(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) {
    if (segment === 'length') return value.length;
    if (/^\d+$/.test(segment)) return value[Number(segment)];
    return value.find(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        ((v as { id?: unknown }).id === segment || (v as { name?: unknown }).name === segment),
    );
  }
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, segment))
    return (value as Record<string, unknown>)[segment];
  return undefined;
}

/** The text a placeholder's path stands for. */
export function resolvePath(path: string, def: ExampleDefinition, facts: TextFacts): string {
  const dataset = /^dataset:([\w-]+)\.period(\.quantity)?$/.exec(path);
  if (dataset) {
    const period = facts.datasetPeriod(dataset[1]!);
    if (!period) throw new TextPathError(`dataset "${dataset[1]}" has no period`);
    if (dataset[2]) return String(period.quantity);
    return `${period.quantity} ${period.unit}${period.quantity === 1 ? '' : 's'}`;
  }
  let value: unknown = def;
  for (const segment of path.split('.')) {
    value = step(value, segment);
    if (value === undefined) throw new TextPathError(`{{${path}}} leads nowhere (at "${segment}")`);
  }
  if (typeof value !== 'number' && typeof value !== 'string')
    throw new TextPathError(`{{${path}}} is not a number or a text`);
  return String(value);
}

/** A copy of the definition with every placeholder replaced; throws TextPathError naming the field. */
export function resolveTexts(def: ExampleDefinition, facts: TextFacts): ExampleDefinition {
  const walk = (value: unknown, pointer: string): unknown => {
    if (typeof value === 'string') {
      try {
        return value.replace(PLACEHOLDER, (_, path: string) => resolvePath(path, def, facts));
      } catch (error) {
        throw new TextPathError(`${pointer}: ${(error as Error).message}`);
      }
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${pointer}/${i}`));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${pointer}/${k}`)]));
    return value;
  };
  return walk(def, '') as ExampleDefinition;
}
