/**
 * Definitions of every option group named in chart-types.json: type, allowed values, default and meaning.
 * The chart reference pages, the dashboard JSON schema and the guides are generated from this file.
 * A group can mean something different per item type (`mode` on a bar chart vs on an image), so
 * TYPE_OVERRIDES refines a group for given types; use resolveOption(type, group).
 */
import { own } from '../../lib/own';
import type { OptionDefinition } from './types';

type Extra = Partial<Omit<OptionDefinition, 'name' | 'type' | 'description'>>;
type Def = Omit<OptionDefinition, 'name'>;

const bool = (description: string, def = false, implemented = true): Def => ({
  type: 'boolean',
  description,
  default: def,
  implemented,
});
const num = (description: string, def: number | undefined, extra: Extra = {}, implemented = true): Def => ({
  type: 'number',
  description,
  default: def,
  implemented,
  ...extra,
});
const str = (description: string, def?: string, implemented = true): Def => ({
  type: 'string',
  description,
  default: def,
  implemented,
});
const url = (description: string, implemented = true): Def => ({ type: 'url', description, implemented });
const color = (description: string, def?: string, implemented = true): Def => ({
  type: 'color',
  description,
  default: def,
  implemented,
});
const oneOf = <T extends string | number>(
  values: readonly T[],
  def: T | undefined,
  description: string,
  implemented = true,
): Def => ({
  type: 'enum',
  values,
  default: def,
  description,
  implemented,
});
const obj = (properties: Record<string, Def>, description: string, implemented = true): Def => ({
  type: 'object',
  description,
  implemented,
  properties: named(properties),
});
const arr = (items: Def, description: string, def?: unknown, implemented = true): Def => ({
  type: 'array',
  items: { name: 'item', ...items },
  description,
  default: def,
  implemented,
});
const lang = (description: string, implemented = true): Def => ({
  type: 'languageMap',
  description,
  implemented,
});
const todo = (def: Def): Def => ({ ...def, implemented: false });

function named(props: Record<string, Def>): Record<string, OptionDefinition> {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, { name: k, ...v }]));
}

const MAP_ZOOM = obj(
  {
    min: num('Smallest zoom level.', 1, { min: 1, max: 20 }),
    max: num('Largest zoom level.', 8, { min: 1, max: 20 }),
  },
  'Zoom levels the reader can use on the map.',
);

const CLASS_METHODS = ['quantile', 'equal', 'jenks', 'manual'] as const;

/** Base definitions, by option group name. */
export const OPTION_GROUPS: Record<string, Def> = {
  aggregationType: oneOf(
    ['sum', 'average', 'count', 'min', 'max'] as const,
    'sum',
    'How the measures of the points that fall into one hexagon are combined.',
  ),
  alignment: oneOf(['left', 'center', 'right'] as const, 'center', 'Horizontal alignment of the content.'),
  alternateRowColor: bool('Shades every other row of the table.', true),
  annotate: todo(
    obj(
      { enabled: bool('Lets readers pin notes to data points.', false, false) },
      'Annotations: notes attached to data points. Stored with a saved dashboard; the offline demo does not keep them.',
    ),
  ),
  applyFiltersWithButton: bool(
    'Waits for an Apply button before emitting the filter (instead of on every change).',
    false,
  ),
  arcWidth: num('Width of the gauge arc, as a fraction of the radius.', 0.2, { min: 0.05, max: 0.5 }),
  autoHide: todo(bool('Hides the video controls while playing.', true, false)),
  autoPlay: bool('Starts playing as soon as the item is shown (muted, as browsers require).', false),
  axes: todo(
    obj(
      {
        labels: bool('Shows the name of each axis.', true, false),
        ticks: bool('Shows tick values.', true, false),
      },
      'Per-axis display of a parallel coordinates plot.',
      false,
    ),
  ),
  axis: obj(
    {
      x: obj(
        {
          title: bool('Shows the axis title.', true),
          labels: bool('Shows the tick labels.', true),
          scale: oneOf(['linear', 'log'] as const, 'linear', 'Scale of a numeric axis.'),
        },
        'Horizontal axis.',
      ),
      y: obj(
        {
          title: bool('Shows the axis title.', true),
          labels: bool('Shows the tick labels.', true),
          scale: oneOf(['linear', 'log'] as const, 'linear', 'Scale of a numeric axis.'),
        },
        'Vertical axis.',
      ),
    },
    'Axis titles, tick labels and scale per axis.',
  ),
  axislabels: obj(
    { x: bool('Shows the horizontal axis labels.', true), y: bool('Shows the vertical axis labels.', true) },
    'Shows or hides the tick labels of each axis.',
  ),
  backdropColor: color('Colour behind the video (letterboxing).', '#000000'),
  bars: obj(
    {
      label: oneOf(['none', 'absolute', 'percentage'] as const, 'none', 'Value label drawn on each bar.'),
      roundedCorners: num('Corner radius of the bars, in pixels (the examples use 5).', 0, {
        min: 0,
        max: 20,
      }),
    },
    'Bar labels and corner radius.',
  ),
  baseSelector: bool('Shows the selector of the base period.', true),
  blur: num('Blur of the heat layer, as a fraction of the radius.', 0.85, { min: 0, max: 1 }),
  boxFill: color('Fill colour of the boxes.', undefined),
  boxFillByCategory: bool('Gives each category its own fill colour.', false),
  boxStrokeColor: color('Outline colour of the boxes.', undefined),
  boxStrokeWidth: num('Outline width of the boxes, in pixels.', 1, { min: 0, max: 10 }),
  boxWidth: num('Box width as a fraction of the category band.', 0.5, { min: 0.05, max: 1 }),
  bubbleLabels: bool('Writes the category name inside bubbles that are large enough.', true),
  categories: obj(
    { colored: bool('Gives every category its own colour from the palette.', false) },
    'How categories are coloured.',
  ),
  circle: obj(
    { color: color('Colour of the gauge background track.', undefined) },
    'Background track of the gauge.',
  ),
  circles: obj(
    {
      padding: num('Space between circles, in pixels.', 3, { min: 0, max: 20 }),
      labels: bool('Writes the names in the circles.', true),
    },
    'Packing and labels of the circles.',
  ),
  classification: obj(
    { method: oneOf(CLASS_METHODS, 'quantile', 'How values are split into colour classes.') },
    'Classification of values into colour classes.',
  ),
  colWidths: todo(
    arr(
      { type: 'number', description: 'Width in pixels.', implemented: false },
      'Column widths of the pivot table, in pixels.',
      undefined,
      false,
    ),
  ),
  color: color(
    'Main colour of the item (the first series); the theme palette is used when omitted.',
    undefined,
  ),
  colors: arr(
    { type: 'color', description: 'A CSS colour.', implemented: true },
    'Colour palette of this item, overriding the theme colours.',
  ),
  colorsClass: arr(
    { type: 'color', description: 'A CSS colour.', implemented: true },
    'Colours of the value classes, from low to high.',
    ['#0d84b6', '#0368a1', '#064e8b', '#073376', '#091350'],
  ),
  colorsType: oneOf(
    ['gradient', 'classes'] as const,
    'gradient',
    'Continuous colour gradient or discrete classes.',
  ),
  columnHeaders: bool('Shows the column headers of the pivot table.', true),
  columns: obj(
    { width: oneOf(['auto', 'equal'] as const, 'auto', 'How the table sizes its columns.') },
    'Column sizing.',
  ),
  columnsExpandState: todo(
    arr(
      { type: 'string', description: 'A column path.', implemented: false },
      'Column groups that start expanded.',
      undefined,
      false,
    ),
  ),
  comparisonSelector: oneOf(
    ['previousPeriod', 'previousYear'] as const,
    'previousPeriod',
    'Period the selected range is compared with.',
  ),
  dateRange: obj(
    {
      from: str('Start of the initial range (ISO date).'),
      to: str('End of the initial range (ISO date).'),
      preset: oneOf(
        ['none', 'last7days', 'last30days', 'last6months', 'thisYear', 'lastYear'] as const,
        'none',
        'A relative initial range.',
      ),
    },
    'Initial date range of the filter.',
  ),
  degrees: num('Sweep of the gauge in degrees.', 180, { min: 90, max: 360 }),
  disableWebgl: todo(bool('Draws without WebGL (the offline maps never use WebGL).', false, false)),
  display: obj(
    {
      title: bool('Shows the title above the item.', true),
      legend: bool('Shows the legend.', true),
      categoryLabels: bool('Shows category labels (axis labels, slice labels).', true),
      values: oneOf(
        ['absolute', 'percentage', 'none'] as const,
        'none',
        'Value labels on data points (donut slices default to percentage).',
      ),
      modeOption: bool(
        'Shows a small control to switch between the modes (grouped / stacked / 100%).',
        false,
      ),
    },
    'What the item displays: title, legend, category labels, value labels, mode switch.',
  ),
  enabled: obj(
    { zoom: bool('Allows zooming and panning the map.', true) },
    'Map interactions that are enabled.',
  ),
  evolutionColor: obj(
    {
      positive: color('Colour of a positive evolution.', '#16a34a'),
      negative: color('Colour of a negative evolution.', '#dc2626'),
    },
    'Colours of the evolution percentage.',
  ),
  evolutionGraphDisplay: bool('Shows a small graph of the values over time behind the number.', true),
  evolutionGraphInterpolation: oneOf(
    ['linear', 'smooth', 'step'] as const,
    'smooth',
    'Line shape of the small graph.',
  ),
  evolutionGraphOpacity: num('Opacity of the small graph.', 0.35, { min: 0, max: 1 }),
  evolutionGraphType: oneOf(['line', 'area', 'bar'] as const, 'area', 'Kind of small graph.'),
  expandStyle: todo(oneOf(['tree', 'flat'] as const, 'tree', 'How expandable rows are drawn.', false)),
  extentTicks: bool('Draws whisker caps at the minimum and maximum.', true),
  fillOpacity: num('Opacity of filled areas.', 0.3, { min: 0, max: 1 }),
  filter: todo(
    obj(
      { enabled: bool('Lets readers hide measures from the legend.', true, false) },
      'Measure filtering through the legend.',
      false,
    ),
  ),
  funnel: obj(
    {
      shape: oneOf(
        ['funnel', 'pyramid'] as const,
        'funnel',
        'Wide at the top (funnel) or at the bottom (pyramid).',
      ),
      gap: num('Gap between stages, in pixels.', 2, { min: 0, max: 20 }),
    },
    'Shape of the funnel.',
  ),
  grid: obj(
    { x: bool('Vertical grid lines.', false), y: bool('Horizontal grid lines.', true) },
    'Grid lines.',
  ),
  guidelines: arr(
    {
      type: 'object',
      description: 'A horizontal reference line.',
      implemented: true,
      properties: named({
        value: num('Value where the line is drawn.', undefined),
        label: lang('Label of the line, per language.'),
        color: color('Line colour.', '#f59e0b'),
      }),
    },
    'Reference lines across the chart (targets, thresholds).',
  ),
  headers: obj(
    {
      bold: bool('Bold header text.', true),
      background: color('Header background.', undefined),
      sticky: bool('Keeps the header visible while scrolling.', true),
    },
    'Header row style.',
  ),
  heatRadius: num('Radius of each point of the heat layer, in pixels.', 20, { min: 2, max: 80 }),
  heattable: obj({ showValues: bool('Writes the value in each cell.', true) }, 'Heat table cells.'),
  hiddenColumns: arr(
    { type: 'number', description: 'Index of a column in the columns slot.', implemented: true },
    'Columns that are queried (and exported) but not shown.',
  ),
  highlights: todo(
    obj(
      { enabled: bool('Highlights the hovered region.', true, false) },
      'Hover highlighting of regions.',
      false,
    ),
  ),
  horizontal: bool('Lays out the item horizontally.', false),
  horizontalAlignment: oneOf(
    ['left', 'center', 'right'] as const,
    'center',
    'Horizontal alignment of the number.',
  ),
  html: lang(
    'Content of the text item, per language. A safe subset is rendered (paragraphs, headings, bold, italic, lists, links); scripts, styles and other markup are dropped, never injected.',
  ),
  image: url('Address of the image (https, a site-relative path or a data:image URL).'),
  imageAsBackground: todo(bool('Uses the image as background of the number.', false, false)),
  imageBackgroundFillMode: todo(
    oneOf(['cover', 'contain'] as const, 'cover', 'How a background image fills the item.', false),
  ),
  imageBackgroundOpacity: todo(num('Opacity of the background image.', 0.2, { min: 0, max: 1 }, false)),
  imageColor: todo(color('Colour applied to an icon image.', undefined, false)),
  imageContent: todo(str('Icon or image shown next to the number.', undefined, false)),
  imageLinkedTo: todo(oneOf(['none', 'url'] as const, 'none', 'What clicking the image does.', false)),
  imageMode: todo(oneOf(['icon', 'image'] as const, 'icon', 'Icon or uploaded image.', false)),
  imagePosition: todo(oneOf(['left', 'right', 'top'] as const, 'left', 'Where the image sits.', false)),
  imageRounded: todo(bool('Rounds the image.', false, false)),
  imageSize: todo(num('Image size, in pixels.', 48, { min: 8, max: 256 }, false)),
  infiniteScrolling: todo(
    bool('Loads more rows while scrolling (the offline table shows up to the limit).', false, false),
  ),
  intensity: num('Intensity of the heat layer (higher saturates sooner).', 1, { min: 0.1, max: 5 }),
  interactivity: obj(
    {
      select: bool('Clicking a data point selects it and filters the other items of the same context.', true),
      tooltip: bool('Shows a tooltip on hover, tap and keyboard focus.', true),
      customEvents: obj(
        {
          enabled: bool('Clicking a data point emits a customEvent instead of selecting.', false),
          event: str('Name put in the customEvent payload (`data.event`).', 'click'),
        },
        'Custom events emitted on click.',
      ),
      exportTypes: arr(
        {
          type: 'enum',
          description: 'Export format.',
          values: ['xlsx', 'csv', 'xlsx-raw', 'csv-raw', 'png'],
          implemented: true,
        },
        'Export formats offered in the item menu (export() accepts every format regardless).',
        ['xlsx', 'csv', 'png'],
      ),
    },
    'Selection, tooltips, custom events and export formats.',
  ),
  internalPadding: num('Space between shapes, in pixels.', 1, { min: 0, max: 20 }),
  interpolation: oneOf(
    ['linear', 'smooth', 'step-before', 'step-after', 'step-middle'] as const,
    'linear',
    'Shape of the line between points.',
  ),
  isExpandable: todo(bool('Lets readers collapse and expand row groups.', false, false)),
  labels: obj(
    {
      show: bool('Shows labels.', true),
      fontSize: num('Label font size, in pixels.', 12, { min: 6, max: 40 }),
    },
    'Labels of nodes, tiles or periods.',
  ),
  layout: oneOf(
    ['vertical', 'horizontal'] as const,
    'vertical',
    'Direction in which the content is laid out.',
  ),
  legend: obj(
    {
      position: oneOf(['top', 'bottom', 'left', 'right'] as const, 'bottom', 'Where the legend sits.'),
      type: oneOf(['normal', 'circle', 'line'] as const, 'normal', 'Shape of the legend markers.'),
    },
    'Legend position and marker shape (display.legend turns it on or off).',
  ),
  limit: obj(
    { number: num('Maximum number of rows (categories, points) queried.', 10000, { min: 1, max: 100000 }) },
    'Row limit of the query.',
  ),
  lineWeight: num('Width of the route lines, in pixels.', 3, { min: 1, max: 20 }),
  lines: obj(
    { width: num('Line width, in pixels.', 2, { min: 1, max: 10 }), dashed: bool('Dashed lines.', false) },
    'Line style.',
  ),
  link: obj(
    {
      url: url('Address opened when the item is clicked (https only).'),
      target: oneOf(['_blank', '_self'] as const, '_blank', 'Where the link opens.'),
    },
    'Makes the item a link.',
  ),
  links: obj(
    {
      opacity: num('Opacity of the links.', 0.35, { min: 0, max: 1 }),
      color: oneOf(['source', 'target', 'gradient'] as const, 'source', 'Colour of the links.'),
    },
    'Links (flows) between nodes.',
  ),
  loader: obj(
    {
      background: color('Background while loading.', undefined),
      spinnerColor: color('Spinner colour.', undefined),
      spinnerBackground: color('Spinner track colour.', undefined),
      fontColor: color('Loading text colour.', undefined),
    },
    'Colours of the loading indicator.',
  ),
  locale: oneOf(
    ['en', 'nl', 'fr'] as const,
    'en',
    'Language of labels and number/date formats (en, nl and fr in the examples; any BCP 47 locale formats numbers and dates).',
  ),
  loop: bool('Plays the video in a loop.', false),
  lookupFiltering: todo(
    bool(
      'Filters through linked lookup datasets (needs dataset links on the hosted platform).',
      false,
      false,
    ),
  ),
  manualAxes: todo(
    obj({ enabled: bool('Uses a manual range on every axis.', false, false) }, 'Manual radar axes.', false),
  ),
  manualAxesRange: obj(
    {
      x: obj({ min: num('Minimum.', undefined), max: num('Maximum.', undefined) }, 'Horizontal axis range.'),
      y: obj({ min: num('Minimum.', undefined), max: num('Maximum.', undefined) }, 'Vertical axis range.'),
    },
    'Fixed axis ranges instead of automatic ones.',
  ),
  manualAxisRange: obj(
    { min: num('Minimum.', undefined), max: num('Maximum.', undefined) },
    'Fixed measure axis range.',
  ),
  manualMeasureRange: obj(
    { min: num('Minimum.', undefined), max: num('Maximum.', undefined) },
    'Fixed range of the measure bars.',
  ),
  manualValues: obj(
    {
      min: num('Minimum of the scale.', undefined),
      max: num('Maximum of the scale.', undefined),
      target: num('Target value (when no target slot is used).', undefined),
      thresholds: arr(
        { type: 'number', description: 'A class boundary.', implemented: true },
        'Manual class boundaries.',
      ),
    },
    'Manual scale, target and thresholds.',
  ),
  mapRadius: todo(num('Radius in map units (kilometres).', undefined, { min: 0, max: 20000 }, false)),
  marker: obj({ color: color('Colour of the target marker.', '#f59e0b') }, 'Target marker.'),
  markers: obj(
    {
      show: bool('Draws a marker on each point.', false),
      size: num('Marker size, in pixels.', 6, { min: 2, max: 20 }),
    },
    'Point markers on the lines.',
  ),
  maxClusterRadius: num('Markers closer than this many pixels are clustered.', 0, { min: 0, max: 200 }),
  measure: obj(
    { show: bool('Shows the measure next to each value.', true) },
    'Measure column of the slicer.',
  ),
  measureAxisType: oneOf(['linear', 'log'] as const, 'linear', 'Scale of the measure axis.'),
  measureLabelsAxis: todo(
    oneOf(['columns', 'rows'] as const, 'columns', 'Where measure names go when there are several.', false),
  ),
  measureSorts: todo(
    arr(
      { type: 'object', description: 'A sort per measure.', implemented: false },
      'Sorting by measure.',
      undefined,
      false,
    ),
  ),
  measures: arr(
    {
      type: 'object',
      description: 'How one measure is drawn.',
      implemented: true,
      properties: named({
        type: oneOf(['column', 'line', 'area'] as const, 'column', 'Drawn as columns, a line or an area.'),
        axis: oneOf(['left', 'right'] as const, 'left', 'Value axis used.'),
      }),
    },
    'Per measure (in slot order): column, line or area, and left or right axis. By default the first is columns, the rest lines.',
  ),
  medianStrokeColor: color('Colour of the median line.', undefined),
  medianStrokeWidth: num('Width of the median line, in pixels.', 2, { min: 0, max: 10 }),
  missingValue: oneOf(
    ['zero', 'gap', 'connect'] as const,
    'gap',
    'What a missing value becomes: zero, a gap, or connected neighbours.',
  ),
  mode: oneOf(
    ['grouped', 'stacked', '100'] as const,
    'grouped',
    'Side by side (grouped), stacked, or stacked to 100%.',
  ),
  multiselect: bool('Allows selecting more than one value.', true),
  nodeSorting: oneOf(['size', 'name', 'none'] as const, 'size', 'Order of the nodes in each column.'),
  nodes: obj(
    {
      width: num('Node width, in pixels.', 16, { min: 2, max: 60 }),
      gap: num('Gap between nodes, in pixels.', 10, { min: 0, max: 60 }),
    },
    'Size of the nodes.',
  ),
  nullBreak: bool('Breaks the line where values are missing (off: connects them).', true),
  numberClasses: num('Number of colour classes.', 5, { min: 2, max: 9 }),
  numberFontSize: num('Font size of the number, in pixels (0: fit the item).', 0, { min: 0, max: 200 }),
  observations: bool('Draws outliers (beyond 1.5 times the interquartile range) as points.', true),
  ohlc: obj(
    {
      up: color('Colour of rising periods.', '#16a34a'),
      down: color('Colour of falling periods.', '#dc2626'),
    },
    'Colours of rising and falling periods.',
  ),
  opacity: num('Opacity of the drawn shapes.', 0.85, { min: 0, max: 1 }),
  padding: num('Inner padding, in pixels.', 12, { min: 0, max: 80 }),
  pin: todo(
    obj(
      { enabled: bool('Lets readers pin the map position.', false, false) },
      'Pinning the map view.',
      false,
    ),
  ),
  pointSize: num('Size of the points, in pixels.', 4, { min: 0, max: 20 }),
  poster: url('Image shown before the video plays.'),
  radius: num('Hexagon radius, in degrees of longitude.', 4, { min: 0.5, max: 30 }),
  range: todo(
    obj({ enabled: bool('Shows a range of the measure per value.', false, false) }, 'Measure range.', false),
  ),
  rank: bool('Shows the rank number of each value.', false),
  rankbar: bool('Draws a bar proportional to the measure behind each value.', true),
  ranking: obj(
    {
      enabled: bool('Keeps only the top or bottom values.', false),
      number: num('How many values to keep.', 10, { min: 1, max: 1000 }),
      direction: oneOf(
        ['top', 'bottom'] as const,
        'top',
        'Keep the highest (top) or lowest (bottom) values.',
      ),
    },
    'Top or bottom N by measure.',
  ),
  roundedCorners: num('Corner radius, in pixels.', 0, { min: 0, max: 20 }),
  rowHeaders: bool('Shows the row headers of the pivot table.', true),
  rowHeight: num('Row height, in pixels.', 32, { min: 20, max: 80 }),
  rowSortsMap: todo(obj({}, 'Sorting per row level.', false)),
  rowsExpandState: todo(
    arr(
      { type: 'string', description: 'A row path.', implemented: false },
      'Row groups that start expanded.',
      undefined,
      false,
    ),
  ),
  screenRadius: todo(bool('Keeps the heat radius constant in screen pixels while zooming.', true, false)),
  search: obj(
    { enabled: bool('Shows a search box above the values.', false) },
    'Search box over the values.',
  ),
  selectAll: bool('Shows a "Select all" control.', true),
  showCheckboxes: bool('Shows a checkbox next to each value.', true),
  showControls: bool('Shows the video controls.', true),
  showImage: todo(bool('Shows the image next to the number.', false, false)),
  showSubtitle: bool('Shows the subtitle (evolution text) under the number.', true),
  showTitle: bool('Shows the title above the number.', true),
  size: obj(
    {
      min: num('Smallest symbol size, in pixels.', 4, { min: 1, max: 100 }),
      max: num('Largest symbol size, in pixels.', 30, { min: 1, max: 200 }),
    },
    'Symbol size range.',
  ),
  slices: obj(
    {
      padAngle: num('Gap between slices, in degrees.', 1, { min: 0, max: 10 }),
      borderRadius: num('Corner radius of slices.', 4, { min: 0, max: 20 }),
    },
    'Slice gaps and corners.',
  ),
  sort: obj(
    {
      by: oneOf(
        ['category', 'measure'] as const,
        'category',
        'Sort by the category name or by the (first) measure.',
      ),
      direction: oneOf(['asc', 'desc'] as const, 'asc', 'Ascending or descending.'),
    },
    'Sort order of the categories.',
  ),
  sortingMode: oneOf(
    ['query', 'client'] as const,
    'client',
    'Clicking a header sorts the rows in the page (client) or reruns the query.',
  ),
  sources: arr(
    {
      type: 'object',
      description: 'A video file.',
      implemented: true,
      properties: named({ src: url('Address of the file.'), type: str('MIME type, e.g. video/mp4.') }),
    },
    'Video files (alternatives in different formats).',
  ),
  spikeHeight: num('Height of the tallest spike, in pixels.', 80, { min: 5, max: 300 }),
  spikeWidth: num('Width of the spike base, in pixels.', 8, { min: 2, max: 40 }),
  startWithSubType: oneOf(
    ['candlestick', 'ohlc'] as const,
    'candlestick',
    'Drawn as candlesticks or as OHLC bars.',
  ),
  strokeColor: color('Border colour of the regions.', undefined),
  strokeOpacity: num('Opacity of the outlines.', 1, { min: 0, max: 1 }),
  subtitle: lang('Subtitle under the number, per language (default: the evolution text).'),
  subtitleFontSize: num('Subtitle font size, in pixels.', 13, { min: 6, max: 60 }),
  subtitlePosition: oneOf(['top', 'bottom'] as const, 'bottom', 'Subtitle above or below the number.'),
  table: todo(
    obj(
      { columns: num('Columns of values.', 1, { min: 1, max: 6 }, false) },
      'Grid layout of the slicer.',
      false,
    ),
  ),
  tableBorders: oneOf(['none', 'horizontal', 'all'] as const, 'horizontal', 'Cell borders of the table.'),
  theme: {
    type: 'object',
    implemented: true,
    description:
      'Theme of the item: `{ id: "default" | "default_dark" | "orion" }` or a custom theme with itemsBackground, colors and font. Without a theme the item follows the page (light or dark).',
    properties: named({
      id: oneOf(['default', 'default_dark', 'orion'] as const, undefined, 'A built-in theme.'),
      itemsBackground: color('Background of the item.', undefined),
      colors: arr(
        { type: 'color', description: 'A CSS colour.', implemented: true },
        'Palette for series and categories (8 colours in the examples).',
      ),
      mainColor: color('Accent colour (selection, controls).', undefined),
      font: obj(
        {
          fontFamily: str('CSS font family, e.g. "Roboto, sans-serif".'),
          fontSize: num('Base font size, in pixels.', 13, { min: 8, max: 32 }),
        },
        'Font of the item.',
      ),
      title: obj(
        {
          bold: bool('Bold title.', true),
          italic: bool('Italic title.', false),
          underline: bool('Underlined title.', false),
          align: oneOf(['left', 'center', 'right'] as const, 'left', 'Title alignment.'),
          fontSize: num('Title font size, in pixels.', 15, { min: 8, max: 48 }),
        },
        'Title style.',
      ),
      borders: obj(
        {
          'border-color': color('Border colour.', undefined),
          'border-radius': str('Border radius, CSS length.', undefined),
          'border-style': str('Border style, CSS.', undefined),
          'border-width': str('Border width, CSS length.', undefined),
        },
        'Item border.',
      ),
      boxShadow: obj(
        {
          size: oneOf(['none', 'S', 'M', 'L'] as const, 'none', 'Shadow size.'),
          color: color('Shadow colour.', undefined),
        },
        'Item shadow.',
      ),
    }),
  },
  ticks: obj(
    {
      show: bool('Shows tick marks and values on the gauge.', true),
      number: num('Number of ticks.', 5, { min: 2, max: 20 }),
    },
    'Gauge ticks.',
  ),
  tileProvider: todo(
    str(
      'Background map tiles on the hosted platform; the offline maps draw bundled country outlines instead.',
      undefined,
      false,
    ),
  ),
  timezoneId: str(
    'IANA time zone for datetimes (grouping and display), e.g. "Europe/Brussels"; also accepts `{ type: "fixed", id }`.',
    'UTC',
  ),
  title: lang('Title of the item, per language (`{ en, nl, fr }`); also its accessible name.'),
  titleFontSize: num('Title font size, in pixels.', 14, { min: 6, max: 60 }),
  titlePosition: oneOf(['top', 'bottom'] as const, 'top', 'Title above or below the number.'),
  tooltip: obj({ enabled: bool('Shows a tooltip on hover and tap.', true) }, 'Map tooltips.'),
  transparency: num('Transparency of the lowest values of the heat layer.', 0.3, { min: 0, max: 1 }),
  type: oneOf(['horizontal', 'vertical'] as const, 'horizontal', 'Direction of the flows.'),
  unit: todo(oneOf(['pixels', 'kilometers'] as const, 'pixels', 'Unit of the heat radius.', false)),
  uploadedImage: todo(url('Uploaded image shown with the number.', false)),
  url: url('Address of the image (alias of `image`).'),
  valueCells: obj(
    { align: oneOf(['left', 'right'] as const, 'right', 'Alignment of the values.') },
    'Value cells.',
  ),
  values: obj({ show: bool('Writes the values in the cells.', true) }, 'Value labels in the cells.'),
  vectorTileProvider: todo(
    str('Vector tiles on the hosted platform; offline maps use bundled outlines.', undefined, false),
  ),
  verticalAlignment: oneOf(
    ['top', 'center', 'bottom'] as const,
    'center',
    'Vertical alignment of the number.',
  ),
  wrapText: bool('Wraps long cell text instead of cutting it off.', false),
  youtube: str('YouTube video id or address. Nothing is loaded from YouTube until the reader presses play.'),
  zoomRange: MAP_ZOOM,
};

/** Per-type refinements where a group means something else for that type. */
export const TYPE_OVERRIDES: Record<string, Record<string, Def>> = {
  'donut-chart': {
    mode: oneOf(['donut', 'pie', 'half'] as const, 'donut', 'A ring (donut), a full pie, or a half ring.'),
    sort: obj(
      {
        by: oneOf(['category', 'measure'] as const, 'measure', 'Sort by category name or by value.'),
        direction: oneOf(['asc', 'desc'] as const, 'desc', 'Ascending or descending.'),
      },
      'Order of the slices.',
    ),
  },
  'funnel-chart': {
    mode: oneOf(
      ['absolute', 'relative'] as const,
      'absolute',
      'Stage widths proportional to the value (absolute) or equal steps (relative).',
    ),
  },
  'treemap-chart': { mode: oneOf(['squarify', 'slice', 'dice'] as const, 'squarify', 'Tiling algorithm.') },
  'circular-gauge': {
    mode: oneOf(['value', 'percentage'] as const, 'value', 'Shows the value or the share of the target.'),
  },
  'speedometer-chart': {
    mode: oneOf(['value', 'percentage'] as const, 'value', 'Shows the value or the share of the target.'),
  },
  'conditional-number': {
    mode: oneOf(
      ['target', 'thresholds'] as const,
      'target',
      'Colour by reaching the target, or by manual thresholds.',
    ),
    alignment: oneOf(['left', 'center', 'right'] as const, 'center', 'Alignment of the number.'),
  },
  image: {
    mode: oneOf(
      ['fit', 'fill', 'stretch'] as const,
      'fit',
      'Fits inside the item, fills it (cropping) or stretches.',
    ),
  },
  'slicer-filter': {
    mode: oneOf(['list', 'buttons'] as const, 'list', 'A list with measure bars, or toggle buttons.'),
    layout: oneOf(['vertical', 'horizontal'] as const, 'vertical', 'Values stacked or in a row.'),
    sort: obj(
      {
        by: oneOf(['category', 'measure'] as const, 'measure', 'Sort by value name or by measure.'),
        direction: oneOf(['asc', 'desc'] as const, 'desc', 'Ascending or descending.'),
      },
      'Order of the values.',
    ),
  },
  'ohlc-chart': {
    mode: oneOf(
      ['candlestick', 'ohlc'] as const,
      'candlestick',
      'Candlesticks or OHLC bars (alias of startWithSubType).',
    ),
  },
  'area-chart': {
    mode: oneOf(
      ['grouped', 'stacked', '100'] as const,
      'grouped',
      'Overlapping areas (grouped), stacked, or stacked to 100%.',
    ),
  },
  'sankey-diagram': {
    alignment: oneOf(['justify', 'left', 'right'] as const, 'justify', 'How nodes align across the columns.'),
    labels: obj(
      {
        show: bool('Shows node names.', true),
        fontSize: num('Font size, in pixels.', 12, { min: 6, max: 40 }),
      },
      'Node labels.',
    ),
  },
  video: {
    type: oneOf(
      ['youtube', 'file'] as const,
      'file',
      'A YouTube video (youtube option) or video files (sources option).',
    ),
  },
  'wordcloud-chart': {
    layout: oneOf(
      ['horizontal', 'mixed'] as const,
      'horizontal',
      'All words horizontal, or some turned a quarter.',
    ),
  },
  'date-comparison-filter': {
    layout: oneOf(['vertical', 'horizontal'] as const, 'horizontal', 'Controls side by side or stacked.'),
    labels: obj({ show: bool('Shows the control labels.', true) }, 'Control labels.'),
  },
  'box-plot': { horizontal: bool('Draws horizontal boxes.', false) },
  'radar-chart': { fillOpacity: num('Opacity of the filled areas.', 0.2, { min: 0, max: 1 }) },
  'spike-map': { fillOpacity: num('Opacity of the spikes.', 0.5, { min: 0, max: 1 }) },
  'pyramid-chart': {
    bars: obj({ roundedCorners: num('Corner radius of the bars.', 0, { min: 0, max: 20 }) }, 'Bar corners.'),
  },
  'heat-map': {
    colors: arr(
      { type: 'color', description: 'A CSS colour.', implemented: true },
      'Gradient of the heat layer, from low to high.',
      ['#2563eb', '#22c55e', '#facc15', '#dc2626'],
    ),
  },
};

/** The definition of an option group for an item type (type override first, then the base definition). */
export function resolveOption(type: string, group: string): OptionDefinition {
  const def = own(own(TYPE_OVERRIDES, type), group) ?? own(OPTION_GROUPS, group);
  if (!def)
    return {
      name: group,
      type: 'object',
      description: 'Option group of the hosted platform.',
      implemented: false,
    };
  return { name: group, ...def };
}

/** Converts an option definition into a JSON Schema fragment (draft 2020-12 / 07 compatible). */
export function optionToJsonSchema(def: OptionDefinition): Record<string, unknown> {
  const base: Record<string, unknown> = { description: def.description };
  if (def.default !== undefined) base.default = def.default;
  switch (def.type) {
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'number':
      return {
        ...base,
        type: 'number',
        ...(def.min !== undefined && { minimum: def.min }),
        ...(def.max !== undefined && { maximum: def.max }),
      };
    case 'enum':
      return { ...base, enum: def.values };
    case 'color':
      return { ...base, type: 'string', format: 'color' };
    case 'url':
      return { ...base, type: 'string', format: 'uri-reference' };
    case 'string':
      return { ...base, type: 'string' };
    case 'languageMap':
      return {
        ...base,
        anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
      };
    case 'array':
      return { ...base, type: 'array', ...(def.items && { items: optionToJsonSchema(def.items) }) };
    case 'object':
      return {
        ...base,
        type: 'object',
        ...(def.properties && {
          properties: Object.fromEntries(
            Object.entries(def.properties).map(([k, v]) => [k, optionToJsonSchema(v)]),
          ),
        }),
      };
  }
}
