/**
 * Input validation: turns bad input into one readable message (shown in the item and warned once) instead of
 * an exception. Pure: usable in Node (the playground validates dashboards with it).
 */
import { own } from '../lib/own';
import { COMPUTED_AGGREGATIONS } from './data/aggregations';
import { getColumn, getDataset } from './data/datasets';
import { isValidTimeZone } from './data/dates';
import { checkFilterGroups } from './data/filters';
import { FormulaError, formulaRefs, parseFormula } from './data/formula';
import { getItemTypeDefinition, isItemType, ITEM_TYPES } from './definitions';
import type { OptionDefinition } from './definitions/types';
import { checkTheme } from './themes';
import type { SlotEntry, VizItemInputs } from './types';

export interface ValidationProblem {
  /** Where: `type`, `slots[0].content[1]`, `options.mode`, `filters[0]...`. */
  path: string;
  message: string;
}

const AGGREGATIONS = new Set<string>(COMPUTED_AGGREGATIONS);

function closest(word: string, candidates: string[]): string | undefined {
  const dist = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)] as number[]);
    for (let j = 1; j <= b.length; j++) d[0]![j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i]![j] = Math.min(
          d[i - 1]![j]! + 1,
          d[i]![j - 1]! + 1,
          d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
    return d[a.length]![b.length]!;
  };
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const dd = dist(word, c);
    if (dd < bestD) {
      bestD = dd;
      best = c;
    }
  }
  return bestD <= Math.max(2, word.length / 3) ? best : undefined;
}

function checkValue(
  def: OptionDefinition,
  value: unknown,
  path: string,
  out: ValidationProblem[],
  depth = 0,
): void {
  if (value === undefined || value === null) return;
  const fail = (expected: string) =>
    out.push({ path, message: `${path} must be ${expected} (got ${JSON.stringify(value)})` });
  switch (def.type) {
    case 'boolean':
      if (typeof value !== 'boolean') fail('true or false');
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number');
      // The ranges of the definitions (also in the JSON schema): sizes outside them break the drawing.
      else if (def.min !== undefined && def.max !== undefined && (value < def.min || value > def.max))
        fail(`a number from ${def.min} to ${def.max}`);
      else if (def.min !== undefined && value < def.min) fail(`at least ${def.min}`);
      else if (def.max !== undefined && value > def.max) fail(`at most ${def.max}`);
      break;
    case 'string':
    case 'color':
    case 'url':
      if (typeof value !== 'string') fail('a string');
      break;
    case 'enum':
      if (!def.values?.includes(value as string))
        fail(`one of ${def.values?.map((v) => JSON.stringify(v)).join(', ')}`);
      break;
    case 'languageMap':
      if (
        typeof value !== 'string' &&
        (typeof value !== 'object' ||
          Array.isArray(value) ||
          Object.values(value as object).some((v) => typeof v !== 'string'))
      )
        fail('a text or a map of language to text, e.g. { "en": "...", "nl": "..." }');
      break;
    case 'array':
      if (!Array.isArray(value)) fail('an array');
      else if (def.items && depth < 2)
        value.forEach((v, i) => checkValue(def.items!, v, `${path}[${i}]`, out, depth + 1));
      break;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) fail('an object');
      else if (def.properties && depth < 3)
        for (const [k, v] of Object.entries(value as object)) {
          const child = own(def.properties, k);
          if (child) checkValue(child, v, `${path}.${k}`, out, depth + 1);
        }
      break;
  }
}

/** Checks an item's inputs. Returns every problem found (the first one is shown). */
export function validateInputs(inputs: VizItemInputs): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const { type } = inputs;
  if (type === undefined || type === null || type === '') {
    problems.push({ path: 'type', message: 'No item type given: set type (for example "bar-chart")' });
    return problems;
  }
  if (!isItemType(type)) {
    const hint = closest(String(type), ITEM_TYPES);
    problems.push({
      path: 'type',
      message: `Unknown item type "${String(type)}"${hint ? ` (did you mean "${hint}"?)` : ''}`,
    });
    return problems;
  }
  const def = getItemTypeDefinition(type)!;

  // Options
  const options = inputs.options;
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    problems.push({ path: 'options', message: 'options must be an object' });
  } else if (options) {
    for (const o of def.options) {
      if (o.name === 'theme') {
        const msg = checkTheme(options.theme);
        if (msg) problems.push({ path: 'options.theme', message: msg });
      } else if (o.name === 'timezoneId') {
        const tz = options.timezoneId;
        const id = typeof tz === 'object' && tz !== null ? (tz as { id?: unknown }).id : tz;
        if (tz !== undefined && (typeof id !== 'string' || !isValidTimeZone(id)))
          problems.push({
            path: 'options.timezoneId',
            message: `Unknown time zone ${JSON.stringify(id)} (use an IANA id such as "Europe/Brussels")`,
          });
      } else if (o.name === 'locale') {
        if (
          options.locale !== undefined &&
          (typeof options.locale !== 'string' || !/^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(options.locale))
        )
          problems.push({
            path: 'options.locale',
            message: `options.locale must be a language code such as "en", "nl" or "fr" (got ${JSON.stringify(options.locale)})`,
          });
      } else if (
        o.name === 'display' &&
        options.display &&
        typeof options.display === 'object' &&
        typeof options.display.values === 'boolean'
      ) {
        // `values: true/false` is an accepted shorthand for absolute/none.
        const { values: _v, ...rest } = options.display;
        checkValue(o, rest, 'options.display', problems);
      } else checkValue(o, options[o.name], `options.${o.name}`, problems);
    }
  }

  // Filters
  for (const message of checkFilterGroups(inputs.filters)) problems.push({ path: 'filters', message });
  if (
    inputs.canFilter !== undefined &&
    inputs.canFilter !== 'all' &&
    (!Array.isArray(inputs.canFilter) || inputs.canFilter.some((c) => typeof c !== 'string'))
  )
    problems.push({
      path: 'canFilter',
      message: 'canFilter must be "all" or a list of item types / context ids',
    });

  // Slots
  const slots = inputs.slots ?? [];
  if (!Array.isArray(slots)) {
    problems.push({ path: 'slots', message: 'slots must be an array of { name, content }' });
    return problems;
  }
  const known = new Map(def.slots.map((s) => [s.name, s]));
  const given = new Map<string, number>();
  let firstDataset: string | undefined;
  slots.forEach((s, si) => {
    const path = `slots[${si}]`;
    if (!s || typeof s !== 'object' || typeof s.name !== 'string') {
      problems.push({ path, message: `${path} must be { name, content }` });
      return;
    }
    const slotDef = known.get(s.name);
    if (!slotDef) {
      const hint = closest(s.name, [...known.keys()]);
      problems.push({
        path,
        message: `Slot "${s.name}" does not exist on ${type}${hint ? ` (did you mean "${hint}"?)` : ''}; its slots are ${[...known.keys()].join(', ') || 'none'}`,
      });
      return;
    }
    if (!Array.isArray(s.content)) {
      problems.push({
        path: `${path}.content`,
        message: `Slot "${s.name}": content must be an array of slot entries`,
      });
      return;
    }
    if (!slotDef.multiple && s.content.length > 1)
      problems.push({
        path: `${path}.content`,
        message: `Slot "${s.name}" of ${type} takes one column (got ${s.content.length})`,
      });
    given.set(s.name, (given.get(s.name) ?? 0) + s.content.length);
    s.content.forEach((e: SlotEntry, ei: number) => {
      const ep = `${path}.content[${ei}]`;
      if (!e || typeof e !== 'object') {
        problems.push({ path: ep, message: `${ep} must be a slot entry object` });
        return;
      }
      if (e.formula !== undefined) {
        try {
          const tree = parseFormula(e.formula);
          for (const ref of formulaRefs(tree)) {
            const dsId = ref.datasetId ?? e.datasetId ?? firstDataset;
            if (!dsId || !getDataset(dsId))
              problems.push({
                path: ep,
                message: `Formula of slot "${s.name}": unknown dataset "${dsId ?? ''}"`,
              });
            else if (!getColumn(dsId, ref.columnId))
              problems.push({
                path: ep,
                message: `Formula of slot "${s.name}": column "${ref.columnId}" does not exist in dataset "${dsId}"`,
              });
            firstDataset ??= dsId;
          }
        } catch (err) {
          problems.push({
            path: ep,
            message: `Formula of slot "${s.name}": ${(err as FormulaError).message}`,
          });
        }
        return;
      }
      if (typeof e.datasetId !== 'string' || typeof e.columnId !== 'string') {
        problems.push({
          path: ep,
          message: `Slot "${s.name}" entry ${ei + 1} needs datasetId and columnId (or a formula)`,
        });
        return;
      }
      const ds = getDataset(e.datasetId);
      if (!ds) {
        problems.push({ path: ep, message: `Dataset "${e.datasetId}" does not exist (slot "${s.name}")` });
        return;
      }
      const col = getColumn(e.datasetId, e.columnId);
      if (!col) {
        const hint = closest(
          e.columnId,
          ds.columns.map((c) => c.id),
        );
        problems.push({
          path: ep,
          message: `Column "${e.columnId}" does not exist in dataset "${e.datasetId}" (slot "${s.name}")${hint ? `; did you mean "${hint}"?` : ''}`,
        });
        return;
      }
      if (firstDataset && e.datasetId !== firstDataset)
        problems.push({
          path: ep,
          message: `Slot "${s.name}" uses dataset "${e.datasetId}" but the item already uses "${firstDataset}"; one item queries one dataset`,
        });
      firstDataset ??= e.datasetId;
      if (slotDef.accepts === 'numeric' && col.type !== 'numeric' && !e.aggregationFunc)
        problems.push({
          path: ep,
          message: `Slot "${s.name}" takes a numeric column or an aggregation (count, distinctcount); "${e.columnId}" is ${col.type}`,
        });
      if (e.aggregationFunc !== undefined && !AGGREGATIONS.has(String(e.aggregationFunc)))
        problems.push({
          path: ep,
          message: `Unknown aggregationFunc "${String(e.aggregationFunc)}" (use ${[...AGGREGATIONS].join(', ')})`,
        });
      if (
        col.type !== 'numeric' &&
        e.aggregationFunc &&
        !['count', 'distinctcount', 'min', 'max'].includes(String(e.aggregationFunc))
      )
        problems.push({
          path: ep,
          message: `aggregationFunc "${String(e.aggregationFunc)}" needs a numeric column; "${e.columnId}" is ${col.type}`,
        });
      if (
        e.level !== undefined &&
        (typeof e.level !== 'number' || e.level < 1 || e.level > 9 || !Number.isInteger(e.level))
      )
        problems.push({
          path: ep,
          message: `level must be 1 (year) to 9 (millisecond) (got ${JSON.stringify(e.level)})`,
        });
      if (
        e.bins !== undefined &&
        (typeof e.bins !== 'object' ||
          e.bins === null ||
          (e.bins.number !== undefined && (typeof e.bins.number !== 'number' || e.bins.number < 1)))
      )
        problems.push({ path: ep, message: 'bins must be { enabled: boolean, number: positive number }' });
      if (
        e.label !== undefined &&
        typeof e.label !== 'string' &&
        (typeof e.label !== 'object' || e.label === null || Array.isArray(e.label))
      )
        problems.push({ path: ep, message: 'label must be a text or a map of language to text' });
    });
  });
  for (const s of def.slots) {
    if (s.required && !given.get(s.name))
      problems.push({ path: 'slots', message: `Missing required slot "${s.name}" (${s.label}) for ${type}` });
  }
  return problems;
}
