/**
 * Turns ajv's errors into one clear message per problem, placed on the property name or value concerned.
 * ajv reports every failing branch of an anyOf and the if/then plumbing of the per-type item schemas; those
 * are folded into one message per place.
 */
import { own } from '../../lib/own';
import type { ErrorObject } from './ajv';
import { didYouMean } from './suggest';
import { getAt, isRecord, kindOf, show, type Finding } from './findings';

type Schema = Record<string, unknown>;

/** Names other tools use for an item type of this platform. */
const ITEM_TYPE_ALIASES: Record<string, string> = {
  pie: 'donut-chart',
  'pie-chart': 'donut-chart',
  table: 'regular-table',
  kpi: 'evolution-number',
  number: 'evolution-number',
  gauge: 'circular-gauge',
  map: 'choropleth-map',
  scatter: 'scatter-plot',
  histogram: 'column-chart',
  filter: 'dropdown-filter',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typeWords(type: unknown): string {
  const list = Array.isArray(type) ? type : [type];
  const words = list.map((t) => own(TYPE_WORDS, String(t)) ?? String(t));
  return words.length <= 1
    ? (words[0] ?? 'a value')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function listValues(values: readonly unknown[], max = 12): string {
  const shown = values.slice(0, max).map((v) => show(v));
  return values.length > max ? `${shown.join(', ')}, … (${values.length} in all)` : shown.join(', ');
}

function lastSegment(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return pointer
    .slice(i + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

/** Describes what the alternatives of an anyOf accept. */
function describeAnyOf(branches: Schema[]): string {
  const parts: string[] = [];
  for (const b of branches) {
    if (Array.isArray(b.required) && !b.type && !b.properties)
      parts.push(`${(b.required as string[]).join(' and ')}`);
    else if (b.enum) parts.push(`one of ${listValues(b.enum as unknown[], 8)}`);
    else if (b.type === 'object' && isRecord(b.properties)) {
      const keys = Object.keys(b.properties);
      if (b.additionalProperties && isRecord(b.additionalProperties) && keys.length === 0)
        parts.push('an object of texts');
      else parts.push(`{ ${keys.join(', ')} }`);
    } else if (b.type === 'object' && b.additionalProperties)
      parts.push('a map of language codes to texts, like { "en": "…" }');
    else if (b.type === 'array')
      parts.push(
        `a list of ${typeWords((b.items as Schema | undefined)?.type ?? 'value').replace(/^an? /, '')} values`,
      );
    else if (b.type) parts.push(typeWords(b.type));
  }
  return parts.join(', or ');
}

function where(parent: Schema | undefined): string {
  const title = parent && typeof parent.title === 'string' ? parent.title : '';
  return title ? ` in ${title.charAt(0).toLowerCase()}${title.slice(1)}` : '';
}

export function ajvFindings(errors: readonly ErrorObject[], root: unknown): Finding[] {
  // anyOf failures replace the errors of their branches.
  const anyOf = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const covered = (e: ErrorObject) =>
    anyOf.some(
      (a) =>
        a !== e && e.schemaPath.startsWith(`${a.schemaPath}/`) && e.instancePath.startsWith(a.instancePath),
    );
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'if' || e.keyword === 'then' || covered(e)) continue;
    const f = toFinding(e, root);
    if (!f) continue;
    const key = `${f.pointer}|${f.target}|${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

function toFinding(e: ErrorObject, root: unknown): Finding | null {
  const p = e.params as Record<string, unknown>;
  const parent = e.parentSchema as Schema | undefined;
  const data = e.data;
  const name = lastSegment(e.instancePath);
  const at = (message: string, target: Finding['target'] = 'value', pointer = e.instancePath): Finding => ({
    pointer,
    target,
    severity: 'error',
    message,
  });
  switch (e.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      return at(`Missing required property "${missing}"${where(parent)}.`, 'key');
    }
    case 'additionalProperties': {
      const extra = String(p.additionalProperty);
      const known = isRecord(parent?.properties) ? Object.keys(parent.properties) : [];
      const hint = didYouMean(extra, known);
      const allowed = !hint && known.length > 0 && known.length <= 14 ? ` Allowed: ${known.join(', ')}.` : '';
      return at(
        `Unknown property "${extra}"${where(parent)}.${hint}${allowed}`,
        'key',
        `${e.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const isItemType = name === 'type' && /\/items\/\d+\/type$/.test(e.instancePath);
      if (isItemType)
        return at(
          typeof data === 'string'
            ? `Unknown item type "${data}".${own(ITEM_TYPE_ALIASES, data.toLowerCase()) ? ` Did you mean "${own(ITEM_TYPE_ALIASES, data.toLowerCase())}"?` : didYouMean(data, allowed)} The schema reference lists the ${allowed.length} item types.`
            : `The item type must be a string such as "bar-chart", not ${kindOf(data)}.`,
        );
      return at(
        `${show(data)} is not allowed for "${name}". Allowed: ${listValues(allowed)}.${didYouMean(data, allowed)}`,
      );
    }
    case 'const':
      return at(`"${name}" must be ${show(p.allowedValue)}, not ${show(data)}.`);
    case 'type':
      return at(`"${name || 'The document'}" must be ${typeWords(p.type)}, not ${kindOf(data)}.`);
    case 'minimum':
    case 'exclusiveMinimum':
      return at(
        `"${name}" is ${show(data)}: the minimum is ${String(p.limit)}${e.keyword === 'exclusiveMinimum' ? ' (excluded)' : ''}.`,
      );
    case 'maximum':
    case 'exclusiveMaximum':
      return at(
        `"${name}" is ${show(data)}: the maximum is ${String(p.limit)}${e.keyword === 'exclusiveMaximum' ? ' (excluded)' : ''}.`,
      );
    case 'minItems':
      return at(
        Number(p.limit) === 1
          ? `"${name}" needs at least one entry.`
          : `"${name}" needs at least ${String(p.limit)} entries.`,
      );
    case 'maxItems': {
      if (name === 'content') {
        const slot = getAt(root, e.instancePath.replace(/\/content$/, ''));
        const slotName = isRecord(slot) ? String(slot.name) : '';
        return at(`Slot "${slotName}" takes one column; it has ${Array.isArray(data) ? data.length : '?'}.`);
      }
      return at(`"${name}" takes at most ${String(p.limit)} entries.`);
    }
    case 'items':
      return at(`Too many entries in "${name}": at most ${String(p.limit)}.`);
    case 'minLength':
      return at(
        Number(p.limit) === 1
          ? `"${name}" must not be empty.`
          : `"${name}" needs at least ${String(p.limit)} characters.`,
      );
    case 'maxLength':
      return at(`"${name}" is too long: at most ${String(p.limit)} characters.`);
    case 'pattern':
      if (name === 'version') return at(`Version ${show(data)} must look like "0.1.0" (major.minor.patch).`);
      if (e.schemaPath.includes('/propertyNames'))
        return at(`Property name ${show(p.propertyName ?? data)} is not allowed here.`, 'key');
      return at(`${show(data)} does not have the expected form for "${name}".`);
    case 'propertyNames':
      return null;
    case 'format':
      if (p.format === 'color')
        return at(`${show(data)} is not a CSS colour: use #rrggbb, rgb(…), hsl(…) or a colour name.`);
      return at(`${show(data)} is not a valid address for "${name}".`);
    case 'anyOf':
    case 'oneOf': {
      const branches = (e.schema as Schema[]) ?? [];
      if (branches.every((b) => Array.isArray(b.required) && !b.type))
        return at(`A slot entry needs ${describeAnyOf(branches)}.`, 'value');
      return at(`"${name || 'value'}" must be ${describeAnyOf(branches)}; it is ${kindOf(data)}.`);
    }
    default:
      return at(`"${name}" ${e.message ?? 'is not valid'}.`);
  }
}
