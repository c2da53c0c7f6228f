/**
 * The dashboard schema's definitions of what narrows the data: the dashboard's time zone, parameters, filter
 * groups (their expressions listed from the runtime's FILTER_EXPRESSIONS) and dataset links. Apart from
 * build.ts, which assembles the schema and generates the item part, because these are written by hand and
 * read as a table; build.ts places them under `$defs` where they always were, so the file is unchanged.
 */
import { FILTER_EXPRESSIONS } from '@quantaloop/viz-item/definitions';
import type { JsonSchema } from './constants';

/** `? in ?` style expressions, in the order of the runtime's FILTER_EXPRESSIONS. */
function filterExpressions(): string[] {
  return Object.keys(FILTER_EXPRESSIONS).map((e) =>
    e === 'is null' || e === 'is not null' ? `? ${e}` : `? ${e} ?`,
  );
}

export function filterDefs(): Record<string, JsonSchema> {
  return {
    timezone: {
      type: 'object',
      description:
        'Time zone in which datetimes are grouped and shown, unless an item sets its own `timezoneId` option.',
      properties: {
        type: { const: 'fixed', default: 'fixed', description: 'A fixed IANA time zone for every viewer.' },
        id: {
          type: 'string',
          minLength: 1,
          default: 'UTC',
          description: 'IANA time zone identifier.',
          examples: ['UTC', 'Europe/Brussels', 'America/New_York'],
        },
      },
      required: ['id'],
      additionalProperties: false,
      examples: [{ type: 'fixed', id: 'Europe/Brussels' }],
    },
    parameter: {
      type: 'object',
      description: 'A named value that filters can refer to.',
      properties: {
        name: {
          type: 'string',
          pattern: '^[A-Za-z_][A-Za-z0-9_ -]*$',
          description:
            'Name used in `{ "parameter": name }` filter values and in embed token parameter overrides.',
          examples: ['Country'],
        },
        type: {
          enum: ['hierarchy', 'numeric', 'datetime'],
          default: 'hierarchy',
          description: 'Kind of value.',
        },
        value: {
          description: 'Default value (a list for `in` filters).',
          anyOf: [
            { type: ['string', 'number', 'boolean', 'null'] },
            { type: 'array', items: { type: ['string', 'number', 'boolean', 'null'] } },
          ],
          examples: [['Belgium', 'France']],
        },
        description: { type: 'string', description: 'What the parameter is for.' },
      },
      required: ['name'],
      additionalProperties: false,
      examples: [{ name: 'Country', type: 'hierarchy', value: ['Belgium', 'France'] }],
    },
    columnReference: {
      type: 'object',
      description: 'The dataset column a filter applies to.',
      properties: {
        datasetId: { type: 'string', minLength: 1, description: 'Id of the dataset.', examples: ['sales'] },
        columnId: { type: 'string', minLength: 1, description: 'Id of the column.', examples: ['country'] },
        level: {
          type: 'integer',
          minimum: 1,
          maximum: 9,
          description:
            'Datetime level the filter compares at: 1 year, 2 quarter, 3 month, 4 week, 5 day, 6 hour, 7 minute, 8 second, 9 millisecond.',
        },
      },
      required: ['datasetId', 'columnId'],
      additionalProperties: false,
    },
    filterValue: {
      description:
        'Value compared with the column: a text, number, boolean or null; a list for `in`, `not in` and `between`; `{ unit, quantity }` for relative dates; or `{ parameter }` for a dashboard parameter.',
      anyOf: [
        { type: ['string', 'number', 'boolean', 'null'] },
        { type: 'array', items: { type: ['string', 'number', 'boolean', 'null'] } },
        {
          type: 'object',
          properties: {
            unit: {
              anyOf: [
                { enum: ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'] },
                { type: 'integer', minimum: 1, maximum: 9 },
              ],
            },
            quantity: { type: 'integer', minimum: 0 },
          },
          required: ['unit', 'quantity'],
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: { parameter: { type: 'string', minLength: 1 } },
          required: ['parameter'],
          additionalProperties: false,
        },
      ],
      examples: ['Belgium', ['Belgium', 'France'], { unit: 'month', quantity: 6 }, { parameter: 'Country' }],
    },
    itemFilter: {
      type: 'object',
      description: 'One condition on one column.',
      properties: {
        expression: {
          enum: filterExpressions(),
          description: 'Comparison; each `?` is a parameter (the column, then the value).',
          examples: ['? in ?'],
        },
        parameters: {
          type: 'array',
          description: 'The column, then the value (no value for `? is null` and `? is not null`).',
          prefixItems: [{ $ref: '#/$defs/columnReference' }, { $ref: '#/$defs/filterValue' }],
          items: false,
          minItems: 1,
        },
      },
      required: ['expression', 'parameters'],
      additionalProperties: false,
      examples: [
        {
          expression: '? in ?',
          parameters: [{ datasetId: 'sales', columnId: 'country' }, ['Belgium', 'France']],
        },
      ],
    },
    filterGroup: {
      type: 'object',
      description: 'Filters combined with `and` or `or`, with optional nested groups.',
      properties: {
        condition: {
          enum: ['and', 'or'],
          default: 'and',
          description: 'How the filters (and sub-groups) combine.',
        },
        filters: { type: 'array', items: { $ref: '#/$defs/itemFilter' }, description: 'The conditions.' },
        subGroups: {
          type: 'array',
          items: { $ref: '#/$defs/filterGroup' },
          description: 'Nested groups (same shape).',
        },
      },
      required: ['condition', 'filters'],
      additionalProperties: false,
      examples: [
        {
          condition: 'and',
          filters: [
            {
              expression: '? in ?',
              parameters: [{ datasetId: 'sales', columnId: 'country' }, ['Belgium', 'France']],
            },
          ],
        },
      ],
    },
    datasetLinks: {
      type: 'object',
      description:
        'Links between datasets, by dataset id: a filter on one dataset also filters the items of a linked dataset through the linked columns.',
      additionalProperties: {
        type: 'array',
        description: 'Datasets linked to the dataset whose id is the key.',
        items: {
          type: 'object',
          properties: {
            datasetId: {
              type: 'string',
              minLength: 1,
              description: 'The linked dataset.',
              examples: ['customers'],
            },
            columns: {
              type: 'array',
              minItems: 1,
              description: 'Column pairs that match: `from` in this dataset, `to` in the linked one.',
              items: {
                type: 'object',
                properties: {
                  from: {
                    type: 'string',
                    minLength: 1,
                    description: 'Column id in this dataset.',
                    examples: ['country'],
                  },
                  to: {
                    type: 'string',
                    minLength: 1,
                    description: 'Column id in the linked dataset.',
                    examples: ['country'],
                  },
                },
                required: ['from', 'to'],
                additionalProperties: false,
              },
            },
          },
          required: ['datasetId', 'columns'],
          additionalProperties: false,
        },
      },
      default: {},
      examples: [{ sales: [{ datasetId: 'customers', columns: [{ from: 'country', to: 'country' }] }] }],
    },
  };
}
