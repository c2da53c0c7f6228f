/**
 * Manifest -> pages, as pure functions (unit-tested on fixtures in tests/unit/flex/). Input: the parsed
 * manifests with their file names; output: the data of every page, the routes and the navigation embeds.
 * Anything malformed throws a ManifestError naming the file and the field.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { resolveTexts } from './examples/texts';
import type { NavEmbeds } from '../../src/navigation/types';
import type { OptionDefinition } from '@quantaloop/viz-item/definitions/types';
import type { Slot, VizItemOptions } from '@quantaloop/viz-item/types';
import { typesUsed } from './examples/bindings';
import type { ExampleDefinition } from './examples/types';
import type { FacadePicture } from './gallery/facade';
import { GALLERY_PATH } from './gallery/types';
import { chartNavigation } from './kinds';
import chartTypesSchema from './schema/chart-types.schema.json';
import exampleSchema from './schema/example.schema.json';
import indexSchema from './schema/examples-index.schema.json';

export class ManifestError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field || '(root)'}: ${problem}`);
    this.name = 'ManifestError';
  }
}

/** A manifest as read from disk. */
export interface ManifestFile<T = unknown> {
  /** Path shown in errors (relative to the site). */
  file: string;
  data: T;
}

export interface RawSlot {
  name: string;
  label?: string;
  accepts?: 'numeric' | 'categorical' | 'mixed';
  required: boolean;
  multiple: boolean;
}
export type ChartTypesManifest = Record<string, { slots: RawSlot[]; optionGroups: string[] }>;

/** What the runtime knows about a type beyond the manifest (title, description, demo); may be missing. */
export interface TypeDescription {
  title: string;
  kind: string;
  description: string;
  demo?: { slots: Slot[]; options: VizItemOptions };
}

export interface RuntimeInfo {
  describe(type: string): TypeDescription | undefined;
  resolveOption(type: string, group: string): OptionDefinition;
  columnExists(datasetId: string, columnId: string): boolean;
  /** Type of a saved item (offline demo dashboards), for items embedded by dashboardId + itemId. */
  savedItemType?(dashboardId: string, itemId: string): string | undefined;
  /** The period a demo dataset covers, which example texts may quote (examples/texts.ts). */
  datasetPeriod?(datasetId: string): { quantity: number; unit: string } | undefined;
}

export interface ChartPageData {
  type: string;
  permalink: string;
  title: string;
  kind: string;
  description: string;
  slots: (RawSlot & { label: string })[];
  options: OptionDefinition[];
  demo: { slots: Slot[]; options: VizItemOptions } | null;
  examples: { id: string; title: string; permalink: string }[];
  /** The demo drawn for touch devices (gallery/facade.ts), set by the plugin; none: the demo is always live. */
  picture?: FacadePicture | null;
}

export interface ExamplePageData {
  permalink: string;
  definition: ExampleDefinition;
  /** Chart reference pages of the types it uses. */
  chartTypes: { type: string; title: string; permalink: string }[];
  previous: { title: string; permalink: string } | null;
  next: { title: string; permalink: string } | null;
  /** Its items drawn for touch devices by item id (gallery/facade.ts), set by the plugin; none: always live. */
  pictures?: Record<string, FacadePicture> | null;
}

export interface FlexContent {
  chartPages: ChartPageData[];
  examplePages: ExamplePageData[];
  navEmbeds: NavEmbeds;
}

export interface RouteSpec {
  path: string;
  component: string;
  /** File name for createData. */
  dataFile: string;
  data: ChartPageData | ExamplePageData;
}

export const CHART_BASE = '/flex/charts';
export const EXAMPLE_BASE = '/flex/examples';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validators = {
  chartTypes: ajv.compile(chartTypesSchema),
  example: ajv.compile(exampleSchema),
  index: ajv.compile(indexSchema),
};

/** One readable line per schema error, the most specific first. */
export function formatSchemaError(error: ErrorObject): { field: string; problem: string } {
  const field = error.instancePath || '(root)';
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { field, problem: `unknown field "${String(p.additionalProperty)}"` };
    case 'required':
      return { field, problem: `missing required field "${String(p.missingProperty)}"` };
    case 'enum':
      return {
        field,
        problem: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'propertyNames':
      return { field, problem: `invalid key "${String(p.propertyName)}"` };
    default:
      return { field, problem: error.message ?? error.keyword };
  }
}

/**
 * Every mistake found, at once: a build names them all (each with its file and JSON pointer) instead of
 * stopping at the first, so a writer fixes them in one round, not one build each.
 */
export class ManifestErrors extends Error {
  constructor(readonly errors: ManifestError[]) {
    super(
      `${errors.length} mistakes in the Flex manifests:\n${errors.map((e) => `  - ${e.message}`).join('\n')}`,
    );
    this.name = 'ManifestErrors';
  }
}

/** Adds `more` to `errors`; true when there were none. */
function push(errors: ManifestError[], more: ManifestError[]): boolean {
  errors.push(...more);
  return more.length === 0;
}

/** Throws what was found: the one mistake as it is, several together. */
export function throwAll(errors: readonly ManifestError[]): void {
  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) throw new ManifestErrors([...errors]);
}

/** The manifest's schema errors, one per field (the most specific first). */
function check(kind: keyof typeof validators, manifest: ManifestFile): ManifestError[] {
  const validate = validators[kind];
  if (validate(manifest.data)) return [];
  const errors = (validate.errors ?? []).filter(
    (e) => e.keyword !== 'if' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf',
  );
  const byField = new Map<string, string>();
  for (const error of errors.length ? errors : validate.errors!) {
    const { field, problem } = formatSchemaError(error);
    if (!byField.has(field)) byField.set(field, problem);
  }
  return [...byField].map(([field, problem]) => new ManifestError(manifest.file, field, problem));
}

/** Option groups every item accepts (CONTRACTS.md, "Common options"), listed in the manifest or not. */
const COMMON_OPTION_GROUPS = [
  'display',
  'title',
  'theme',
  'locale',
  'timezoneId',
  'loader',
  'interactivity',
  'limit',
];

export const titleFromId = (id: string): string =>
  id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Cross-reference checks the schema cannot express (on a manifest the schema accepts); every one found. */
export function checkExample(
  manifest: ManifestFile<ExampleDefinition>,
  types: ChartTypesManifest,
  runtime: RuntimeInfo,
): ManifestError[] {
  const { file, data: def } = manifest;
  const found: ManifestError[] = [];
  const fail = (field: string, problem: string): void => {
    found.push(new ManifestError(file, field, problem));
  };
  const expectedId = file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  if (def.id !== expectedId) fail('/id', `must equal the file name "${expectedId}" (got "${def.id}")`);

  const names = new Map<string, string>();
  const claim = (id: string, field: string) => {
    if (names.has(id)) fail(field, `identifier "${id}" is already used at ${names.get(id)}`);
    names.set(id, field);
  };
  const controls = def.controls ?? [];
  controls.forEach((c, i) => {
    claim(c.id, `/controls/${i}/id`);
    const ids = c.choices.map((ch) => ch.id);
    ids.forEach(
      (id, j) =>
        ids.indexOf(id) !== j && fail(`/controls/${i}/choices/${j}/id`, `duplicate choice id "${id}"`),
    );
    if (!ids.includes(c.default))
      fail(`/controls/${i}/default`, `"${c.default}" is not one of the choices (${ids.join(', ')})`);
  });
  (def.outputs ?? []).forEach((o, i) => claim(o.id, `/outputs/${i}/id`));
  const outputIds = new Set((def.outputs ?? []).map((o) => o.id));
  const controlRef = (ref: string, field: string) => {
    const id = ref.split('.')[0]!;
    if (!controls.some((c) => c.id === id))
      fail(field, `refers to control "${id}", which is not defined in /controls`);
  };

  const checkAgainstType = (item: ExampleDefinition['items'][number], typeName: string, at: string) => {
    const type = types[typeName];
    if (!type) return fail(`${at}/type`, `"${typeName}" is not a chart type (see the chart type manifest)`);
    const slotNames = type.slots.map((s) => s.name);
    (item.slots ?? []).forEach((slot, j) => {
      if (!item.bind?.type && !slotNames.includes(slot.name)) {
        fail(
          `${at}/slots/${j}/name`,
          `"${slot.name}" is not a slot of ${typeName} (slots: ${slotNames.join(', ')})`,
        );
      }
      slot.content.forEach((entry, k) => {
        if (entry.datasetId && entry.columnId && !runtime.columnExists(entry.datasetId, entry.columnId)) {
          fail(
            `${at}/slots/${j}/content/${k}/columnId`,
            `column "${entry.columnId}" does not exist in dataset "${entry.datasetId}"`,
          );
        }
      });
    });
    for (const group of Object.keys(item.options ?? {})) {
      if (!type.optionGroups.includes(group) && !COMMON_OPTION_GROUPS.includes(group)) {
        fail(`${at}/options/${group}`, `"${group}" is not an option group of ${typeName}`);
      }
    }
  };

  def.items.forEach((item, i) => {
    const at = `/items/${i}`;
    claim(item.id, `${at}/id`);
    const savedType =
      item.dashboardId && item.itemId ? runtime.savedItemType?.(item.dashboardId, item.itemId) : undefined;
    if (!item.type && runtime.savedItemType && !savedType) {
      fail(
        `${at}/itemId`,
        `no saved item "${item.itemId}" in dashboard "${item.dashboardId}" (offline demo dashboards)`,
      );
    }
    const typeName = item.type ?? savedType;
    if (typeName) checkAgainstType(item, typeName, at);
    for (const [path, ref] of Object.entries(item.bind ?? {})) controlRef(ref, `${at}/bind/${path}`);
    (item.on ?? []).forEach((l, j) => {
      if (!outputIds.has(l.output))
        fail(`${at}/on/${j}/output`, `output "${l.output}" is not defined in /outputs`);
    });
    if (item.minWidth !== undefined && item.maxWidth !== undefined && item.minWidth >= item.maxWidth) {
      fail(`${at}/maxWidth`, 'must be larger than minWidth');
    }
  });
  const itemIds = new Set(def.items.map((it) => it.id));
  (def.actions ?? []).forEach((a, i) => {
    claim(a.id, `/actions/${i}/id`);
    if (!itemIds.has(a.item)) fail(`/actions/${i}/item`, `item "${a.item}" is not defined in /items`);
    if (a.output && !outputIds.has(a.output))
      fail(`/actions/${i}/output`, `output "${a.output}" is not defined in /outputs`);
    (a.args ?? []).forEach(
      (arg, j) => 'control' in arg && controlRef(arg.control, `/actions/${i}/args/${j}/control`),
    );
  });
  (def.showInputs ?? []).forEach((s, i) => {
    if (!itemIds.has(s.item)) fail(`/showInputs/${i}/item`, `item "${s.item}" is not defined in /items`);
  });
  return found;
}

/**
 * Validates every manifest and builds the data of all Flex pages. Every mistake of every manifest is reported
 * at once (ManifestErrors; one alone is thrown as it is); `found` carries mistakes found before (a file that
 * could not be read or parsed, load.ts).
 */
export function buildFlexContent(
  input: {
    chartTypes: ManifestFile;
    index: ManifestFile;
    examples: ManifestFile[];
    runtime: RuntimeInfo;
  },
  found: ManifestError[] = [],
): FlexContent {
  const errors = [...found];
  const typesOk = push(errors, check('chartTypes', input.chartTypes));
  const indexOk = push(errors, check('index', input.index));
  const types = input.chartTypes.data as ChartTypesManifest;
  const order = indexOk ? (input.index.data as string[]) : [];

  const byId = new Map<string, ManifestFile<ExampleDefinition>>();
  for (const m of input.examples) {
    if (!push(errors, check('example', m))) continue;
    // Cross-references to the chart types only against a chart type manifest that is itself valid.
    if (typesOk && !push(errors, checkExample(m as ManifestFile<ExampleDefinition>, types, input.runtime)))
      continue;
    // Numbers in the texts come from the definition ({{path}} placeholders, examples/texts.ts).
    let def: ExampleDefinition;
    try {
      def = resolveTexts(m.data as ExampleDefinition, {
        datasetPeriod: (id) => input.runtime.datasetPeriod?.(id),
      });
    } catch (error) {
      const [pointer = '', ...rest] = (error as Error).message.split(': ');
      errors.push(new ManifestError(m.file, pointer, rest.join(': ')));
      continue;
    }
    byId.set(def.id, { ...m, data: def } as ManifestFile<ExampleDefinition>);
  }
  // The index against the examples read (a file that failed above is not called missing).
  const named = new Set(
    [...input.examples, ...found].map((m) => m.file.replace(/^.*[\\/]/, '').replace(/\.json$/, '')),
  );
  order.forEach((id, i) => {
    if (!named.has(id))
      errors.push(
        new ManifestError(input.index.file, `/${i}`, `example "${id}" has no definition file (${id}.json)`),
      );
  });
  if (indexOk)
    for (const [id, m] of byId) {
      if (!order.includes(id))
        errors.push(new ManifestError(m.file, '/id', `example "${id}" is not listed in ${input.index.file}`));
    }
  throwAll(errors);

  const chartPermalink = (type: string) => `${CHART_BASE}/${type}`;
  const examplePermalink = (id: string) => `${EXAMPLE_BASE}/${id}`;
  const defs = order.map((id) => byId.get(id)!.data);
  const titleOf = (type: string) => input.runtime.describe(type)?.title ?? titleFromId(type);

  const chartPages: ChartPageData[] = Object.entries(types).map(([type, raw]) => {
    const d = input.runtime.describe(type);
    return {
      type,
      permalink: chartPermalink(type),
      title: d?.title ?? titleFromId(type),
      kind: d?.kind ?? 'chart',
      description: d?.description ?? '',
      slots: raw.slots.map((s) => ({ ...s, label: s.label ?? titleFromId(s.name) })),
      options: raw.optionGroups.map((g) => input.runtime.resolveOption(type, g)),
      demo: d?.demo ?? null,
      examples: defs
        .filter((def) => typesUsed(def, input.runtime.savedItemType).includes(type))
        .map((def) => ({ id: def.id, title: def.title, permalink: examplePermalink(def.id) })),
    };
  });

  const examplePages: ExamplePageData[] = defs.map((def, i) => ({
    permalink: examplePermalink(def.id),
    definition: def,
    chartTypes: typesUsed(def, input.runtime.savedItemType)
      .filter((t) => types[t])
      .map((t) => ({ type: t, title: titleOf(t), permalink: chartPermalink(t) })),
    previous: i > 0 ? { title: defs[i - 1]!.title, permalink: examplePermalink(defs[i - 1]!.id) } : null,
    next:
      i < defs.length - 1
        ? { title: defs[i + 1]!.title, permalink: examplePermalink(defs[i + 1]!.id) }
        : null,
  }));

  return {
    chartPages,
    examplePages,
    navEmbeds: {
      'flex:charts': chartNavigation(chartPages),
      // The gallery first: the examples (and chart types) found by their pictures and capabilities.
      'flex:examples': [
        { url: GALLERY_PATH, title: 'Gallery' },
        ...examplePages.map((p) => ({ url: p.permalink, title: p.definition.title })),
      ],
    },
  };
}

/** The routes of the Flex pages. Components are resolved by the plugin (they sit beside it). */
export function routesOf(content: FlexContent, components: { chart: string; example: string }): RouteSpec[] {
  return [
    ...content.chartPages.map((data) => ({
      path: data.permalink,
      component: components.chart,
      dataFile: `chart-${data.type}.json`,
      data,
    })),
    ...content.examplePages.map((data) => ({
      path: data.permalink,
      component: components.example,
      dataFile: `example-${data.definition.id}.json`,
      data,
    })),
  ];
}
