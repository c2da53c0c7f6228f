/**
 * Builds the dashboard JSON schema (draft 2020-12). The dashboard-level part is written here (its filter,
 * parameter, time zone and dataset link definitions in ./filter-defs.ts); the item part
 * (item types, slots, option groups with their types, allowed values, defaults and descriptions) is generated
 * from the chart item runtime's definitions, so the schema cannot drift from what the runtime accepts.
 *
 * Pure and importable in Node: the published file static/schemas/dashboard.schema.json is this function's
 * output, written by `npm run schema:dashboard` (see ./file.ts).
 */
import {
  ITEM_TYPES,
  OPTION_GROUPS,
  TYPE_OVERRIDES,
  getItemTypeDefinition,
  optionToJsonSchema,
  resolveOption,
} from '@quantaloop/viz-item/definitions';
import { AGGREGATIONS } from '@quantaloop/viz-item/data/aggregations';
import type { ItemTypeDefinition, OptionDefinition } from '@quantaloop/viz-item/definitions';
import { DEFAULT_ROW_HEIGHT, GRID_COLUMNS, SCHEMA_ID, SCREEN_MODES, type JsonSchema } from './constants';
import { filterDefs } from './filter-defs';

export * from './constants';

const LANGUAGE_MAP: JsonSchema = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      additionalProperties: { type: 'string' },
      propertyNames: { pattern: '^[a-z]{2,3}(-[A-Za-z0-9]+)*$' },
    },
  ],
};

/**
 * The runtime accepts `timezoneId` as an IANA id or as `{ type: "fixed", id }` (its description says so), but its
 * definition types it as a string only; the schema follows what the runtime accepts.
 */
function timezoneIdSchema(schema: JsonSchema): JsonSchema {
  const { type: _type, ...rest } = schema;
  return {
    ...rest,
    anyOf: [
      { type: 'string' },
      {
        type: 'object',
        properties: { type: { const: 'fixed' }, id: { type: 'string', minLength: 1 } },
        required: ['id'],
        additionalProperties: false,
      },
    ],
    examples: ['Europe/Brussels', { type: 'fixed', id: 'America/New_York' }],
  };
}

/** Adds `x-implemented: false` (recursively) where the offline preview accepts an option without drawing it. */
function optionSchema(def: OptionDefinition): JsonSchema {
  if (def.name === 'timezoneId') return timezoneIdSchema(optionToJsonSchema(def));
  const schema = optionToJsonSchema(def);
  const mark = (s: JsonSchema, d: OptionDefinition) => {
    if (!d.implemented) s['x-implemented'] = false;
    if (d.properties && s.properties) {
      const props = s.properties as Record<string, JsonSchema>;
      for (const [k, child] of Object.entries(d.properties)) if (props[k]) mark(props[k], child);
    }
    if (d.items && s.items) mark(s.items as JsonSchema, d.items);
    // Option objects stay open (the hosted platform knows more keys), but an example helps the reader.
    if (d.type === 'languageMap') s.examples = [{ en: 'Revenue', nl: 'Omzet', fr: "Chiffre d'affaires" }];
    if (d.type === 'color' && s.default === undefined) s.examples = ['#4f46e5'];
  };
  mark(schema, def);
  return schema;
}

function optionDefName(type: string, group: string): string {
  return TYPE_OVERRIDES[type]?.[group] ? `${type}.${group}` : group;
}

/** The runtime's demo options, keeping only this type's option groups (so the schema's examples validate). */
function demoOptions(def: ItemTypeDefinition): Record<string, unknown> {
  return Object.fromEntries(Object.entries(def.demo.options).filter(([k]) => def.optionGroups.includes(k)));
}

function itemTypeSchema(def: ItemTypeDefinition): JsonSchema {
  const slotNames = def.slots.map((s) => s.name);
  const single = def.slots.filter((s) => !s.multiple);
  const slotItems: JsonSchema = {
    properties: { name: { enum: slotNames } },
  };
  if (single.length > 0)
    slotItems.allOf = single.map((s) => ({
      if: { properties: { name: { const: s.name } }, required: ['name'] },
      then: { properties: { content: { maxItems: 1 } } },
    }));
  return {
    title: def.title,
    description: def.description,
    'x-kind': def.kind,
    'x-slots': def.slots.map((s) => ({
      name: s.name,
      label: s.label,
      ...(s.accepts ? { accepts: s.accepts } : {}),
      required: s.required,
      multiple: s.multiple,
    })),
    properties: {
      slots:
        slotNames.length > 0
          ? { items: slotItems }
          : { maxItems: 0, description: `A ${def.title.toLowerCase()} takes no data slots.` },
      options: { $ref: `#/$defs/itemOptions.${def.type}` },
    },
    examples: [
      {
        id: `${def.type}-1`,
        type: def.type,
        position: { col: 0, row: 0, sizeX: 24, sizeY: 20 },
        slots: def.demo.slots,
        options: demoOptions(def),
      },
    ],
  };
}

function itemOptionsSchema(def: ItemTypeDefinition): JsonSchema {
  return {
    type: 'object',
    title: `${def.title} options`,
    description: `Options of a ${def.title.toLowerCase()} item (\`${def.type}\`). Each key is an option group; unknown keys are rejected.`,
    properties: Object.fromEntries(
      def.optionGroups.map((g) => [g, { $ref: `#/$defs/option.${optionDefName(def.type, g)}` }]),
    ),
    additionalProperties: false,
    ...(Object.keys(demoOptions(def)).length > 0 ? { examples: [demoOptions(def)] } : {}),
  };
}

export function buildDashboardSchema(): JsonSchema {
  const defs = ITEM_TYPES.map((t) => getItemTypeDefinition(t)!);

  const optionGroups: Record<string, JsonSchema> = {};
  for (const def of defs)
    for (const group of def.optionGroups) {
      const name = optionDefName(def.type, group);
      if (!optionGroups[name]) optionGroups[name] = optionSchema(resolveOption(def.type, group));
    }
  const sortedGroups = Object.fromEntries(
    Object.entries(optionGroups).sort(([a], [b]) => a.localeCompare(b)),
  );

  const themeDef = OPTION_GROUPS.theme!;
  const itemTheme = optionSchema({ name: 'theme', ...themeDef });
  const dashboardTheme: JsonSchema = {
    ...itemTheme,
    description:
      'Theme of the whole dashboard: a built-in theme `{ "id": "default" | "default_dark" | "orion" }` or a custom theme. Items use it unless their own `options.theme` overrides it.',
    properties: {
      ...(itemTheme.properties as Record<string, JsonSchema>),
      background: {
        type: 'string',
        format: 'color',
        description: 'Background of the dashboard canvas behind the items.',
        examples: ['#f4f5f7'],
      },
    },
    examples: [
      { id: 'default' },
      { id: 'orion' },
      {
        itemsBackground: '#ffffff',
        background: '#f4f5f7',
        colors: ['#4f46e5', '#0ea5e9', '#f59e0b'],
        font: { fontFamily: 'Lato, sans-serif', fontSize: 13 },
      },
    ],
  };

  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: 'Dashboard JSON',
    description:
      'The `contents` of a dashboard: its views (one per screen mode) with a grid of items, plus dashboard-wide filters, parameters, time zone and theme. Each item is a chart, map, number, table, filter or media item with the same `type`, `slots` and `options` as the chart item (`<viz-item>`).',
    type: 'object',
    properties: {
      $schema: {
        type: 'string',
        description:
          'Optional: the address of this schema, so editors such as VS Code offer completion and validation.',
        examples: [SCHEMA_ID],
      },
      version: {
        type: 'string',
        pattern: '^\\d+\\.\\d+\\.\\d+$',
        default: '0.1.0',
        description: 'Version of the dashboard JSON format, as `major.minor.patch`.',
        examples: ['0.1.0'],
      },
      syncScreenModes: {
        type: 'boolean',
        default: true,
        description:
          'Keeps the other screen modes in sync with the desktop view while editing: adding or removing an item there adds or removes it in every view. Turn it off to design each screen mode separately.',
      },
      timezone: { $ref: '#/$defs/timezone' },
      parameters: {
        type: 'array',
        description:
          'Dashboard parameters: named values that filters refer to with `{ "parameter": name }`. An embed token can override them per viewer.',
        items: { $ref: '#/$defs/parameter' },
        default: [],
      },
      filters: {
        type: 'array',
        description: 'Filters applied to every item of every view, as filter groups.',
        items: { $ref: '#/$defs/filterGroup' },
        default: [],
      },
      datasetLinks: { $ref: '#/$defs/datasetLinks' },
      views: {
        type: 'array',
        minItems: 1,
        description:
          'Layouts of the dashboard, one per screen mode. The viewer gets the view that fits the screen width; a `fixed` view keeps its pixel width.',
        items: { $ref: '#/$defs/view' },
      },
      theme: { $ref: '#/$defs/dashboardTheme' },
    },
    required: ['views'],
    additionalProperties: false,
    examples: [
      {
        version: '0.1.0',
        views: [
          {
            screenModus: 'desktop',
            options: { columns: GRID_COLUMNS, rowHeight: DEFAULT_ROW_HEIGHT },
            items: [{ id: 'revenue', type: 'bar-chart', position: { col: 0, row: 0, sizeX: 24, sizeY: 20 } }],
          },
        ],
      },
    ],
    $defs: {
      dashboardTheme,
      ...filterDefs(),
      view: {
        type: 'object',
        description: 'The layout of the dashboard for one screen mode.',
        properties: {
          screenModus: {
            enum: [...SCREEN_MODES],
            description:
              'Screen mode this view is for: `mobile`, `tablet`, `desktop` and `largeScreen` are picked by screen width; `fixed` keeps `options.width` pixels.',
            examples: ['desktop'],
          },
          options: { $ref: '#/$defs/viewOptions' },
          items: { type: 'array', items: { $ref: '#/$defs/item' }, description: 'The items on the grid.' },
          filterGroups: {
            type: 'array',
            items: { $ref: '#/$defs/filterGroup' },
            description:
              'Filters applied to every item of this view only, on top of the dashboard `filters`.',
            default: [],
          },
        },
        required: ['screenModus', 'items'],
        additionalProperties: false,
      },
      viewOptions: {
        type: 'object',
        description: 'Grid of the view.',
        properties: {
          columns: {
            const: GRID_COLUMNS,
            default: GRID_COLUMNS,
            description: `Number of grid columns: always ${GRID_COLUMNS}. Item positions and widths count in columns.`,
          },
          rowHeight: {
            type: 'integer',
            minimum: 4,
            maximum: 128,
            default: DEFAULT_ROW_HEIGHT,
            description: 'Height of one grid row, in pixels. Item heights count in rows.',
          },
          gap: {
            type: 'integer',
            minimum: 0,
            maximum: 64,
            default: 8,
            description: 'Space between items, in pixels.',
          },
          width: {
            type: 'integer',
            minimum: 200,
            maximum: 10000,
            description: 'Canvas width in pixels of a `fixed` view.',
            examples: [1200],
          },
        },
        additionalProperties: false,
        default: { columns: GRID_COLUMNS, rowHeight: DEFAULT_ROW_HEIGHT },
      },
      position: {
        type: 'object',
        description: `Place and size on the ${GRID_COLUMNS}-column grid. Items must fit the grid (col + sizeX ≤ ${GRID_COLUMNS}) and must not overlap.`,
        properties: {
          col: {
            type: 'integer',
            minimum: 0,
            maximum: GRID_COLUMNS - 1,
            description: `First grid column the item covers, counted from 0 (0–${GRID_COLUMNS - 1}).`,
            examples: [0],
          },
          row: {
            type: 'integer',
            minimum: 0,
            description: 'First grid row the item covers, counted from 0.',
            examples: [0],
          },
          sizeX: {
            type: 'integer',
            minimum: 1,
            maximum: GRID_COLUMNS,
            description: `Width in grid columns (${GRID_COLUMNS} is the full width, 24 half).`,
            examples: [24],
          },
          sizeY: {
            type: 'integer',
            minimum: 1,
            description: `Height in grid rows (${DEFAULT_ROW_HEIGHT} px each by default: 20 rows are 320 px).`,
            examples: [20],
          },
        },
        required: ['col', 'row', 'sizeX', 'sizeY'],
        additionalProperties: false,
        examples: [{ col: 0, row: 0, sizeX: 24, sizeY: 20 }],
      },
      slotEntry: {
        type: 'object',
        description: 'A column (or a formula) in a slot.',
        properties: {
          datasetId: { type: 'string', minLength: 1, description: 'Id of the dataset.', examples: ['sales'] },
          columnId: { type: 'string', minLength: 1, description: 'Id of the column.', examples: ['revenue'] },
          label: {
            ...LANGUAGE_MAP,
            description: 'Label per language; the item locale picks one, falling back to English.',
            examples: [{ en: 'Revenue', nl: 'Omzet', fr: "Chiffre d'affaires" }],
          },
          type: { enum: ['hierarchy', 'numeric', 'datetime'], description: 'Column type.' },
          subtype: {
            type: 'string',
            description: 'Refinement of the type, e.g. `currency`, `coordinates`, `topography`.',
            examples: ['currency'],
          },
          format: {
            type: 'string',
            description:
              'd3-style number format (`,.2f`, `.0%`, `$,.0f`) or date format (`%Y-%m-%d`, `%b %Y`).',
            examples: [',.0f'],
          },
          aggregationFunc: {
            enum: [...AGGREGATIONS],
            default: 'sum',
            description: 'How a numeric column is aggregated.',
          },
          level: {
            type: 'integer',
            minimum: 1,
            maximum: 9,
            description:
              'Datetime level: 1 year, 2 quarter, 3 month, 4 week, 5 day, 6 hour, 7 minute, 8 second, 9 millisecond.',
            examples: [3],
          },
          lowestLevel: {
            type: 'integer',
            minimum: 1,
            maximum: 9,
            default: 9,
            description: 'Finest datetime level the column has.',
          },
          bins: {
            type: 'object',
            description: 'Groups a numeric column into ranges.',
            properties: {
              enabled: { type: 'boolean', default: false, description: 'Turns binning on.' },
              number: {
                type: 'integer',
                minimum: 1,
                maximum: 100,
                default: 10,
                description: 'Number of bins.',
              },
            },
            additionalProperties: false,
          },
          formula: {
            type: 'string',
            description: 'Ad-hoc formula over column references `{datasetId:columnId}`, instead of a column.',
            examples: ['SUM({sales:revenue}) / COUNT({sales:order_id})'],
          },
          id: { type: 'string', description: 'Id of this entry (for formulas and sorting).' },
          color: { type: 'string', format: 'color', description: 'Display colour of the column (legend).' },
        },
        anyOf: [{ required: ['datasetId', 'columnId'] }, { required: ['formula'] }],
        additionalProperties: false,
        examples: [
          {
            datasetId: 'sales',
            columnId: 'revenue',
            type: 'numeric',
            aggregationFunc: 'sum',
            format: '$,.0f',
          },
        ],
      },
      slot: {
        type: 'object',
        description: 'Columns placed in one slot of the item (the slots depend on the item type).',
        properties: {
          name: {
            type: 'string',
            description: 'Slot name, e.g. `measure`, `x-axis`, `legend` (see the item type).',
            examples: ['measure'],
          },
          content: {
            type: 'array',
            items: { $ref: '#/$defs/slotEntry' },
            description: 'The columns in the slot.',
          },
        },
        required: ['name', 'content'],
        additionalProperties: false,
      },
      item: {
        type: 'object',
        description: 'A chart, map, number, table, filter or media item on the grid.',
        properties: {
          id: {
            type: 'string',
            minLength: 1,
            description: 'Unique id of the item within its view; events and methods refer to it.',
            examples: ['revenue-by-country'],
          },
          type: {
            enum: ITEM_TYPES,
            description: 'Item type; it decides the slots and options.',
            examples: ['bar-chart'],
          },
          position: { $ref: '#/$defs/position' },
          slots: {
            type: 'array',
            items: { $ref: '#/$defs/slot' },
            default: [],
            description: 'Data of the item: columns per slot.',
          },
          options: {
            type: 'object',
            default: {},
            description: 'Options of the item; the option groups depend on the type.',
          },
          filters: {
            type: 'array',
            items: { $ref: '#/$defs/filterGroup' },
            default: [],
            description: 'Filters applied to this item only.',
          },
        },
        required: ['id', 'type', 'position'],
        additionalProperties: false,
        allOf: ITEM_TYPES.map((t) => ({
          if: { properties: { type: { const: t } }, required: ['type'] },
          then: { $ref: `#/$defs/itemType.${t}` },
        })),
      },
      ...Object.fromEntries(defs.map((d) => [`itemType.${d.type}`, itemTypeSchema(d)])),
      ...Object.fromEntries(defs.map((d) => [`itemOptions.${d.type}`, itemOptionsSchema(d)])),
      ...Object.fromEntries(Object.entries(sortedGroups).map(([k, v]) => [`option.${k}`, v])),
    },
  };
}
