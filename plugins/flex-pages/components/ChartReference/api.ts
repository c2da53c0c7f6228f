/** Events and methods of the chart item (CONTRACTS.md section 1), the same for every type. */
export const EVENTS = [
  {
    name: 'load',
    payload: 'type, itemId, contextId, language, options',
    description: 'The item is initialised.',
  },
  {
    name: 'rendered',
    payload: 'type, itemId, contextId, language, options',
    description: 'The chart is drawn; fires again after each re-render.',
  },
  {
    name: 'exported',
    payload: 'the common fields + exportType',
    description: 'An export finished (export() or the item menu).',
  },
  {
    name: 'changedFilters',
    payload: 'the common fields + changed, filters, item, origin',
    description: 'A selection in the item (or in an item of its context) changed the filters.',
  },
  {
    name: 'customEvent',
    payload: 'the common fields + data: { event, language, … }',
    description:
      'A click on a data point (on a touch screen, a second tap on it) when interactivity.customEvents is enabled.',
  },
] as const;

export const METHODS = [
  {
    signature: 'export(format?)',
    returns: 'Promise<string | void>',
    description:
      'Exports as xlsx, csv, xlsx-raw, csv-raw or png (a download), or base64 (returns a data URL).',
  },
  {
    signature: 'getData()',
    returns: '{ data, columns, totalRows, limited }',
    description: 'The rows the item currently shows, with a description of each column.',
  },
  {
    signature: 'getFilters()',
    returns: 'FilterGroup[]',
    description: 'The filters the item currently sets through selections.',
  },
  { signature: 'refreshData()', returns: 'Promise<void>', description: 'Runs the query again and redraws.' },
  {
    signature: 'setSelectedData(input)',
    returns: 'void',
    description: 'Selects data points programmatically (values of the first dimension); null clears.',
  },
] as const;
