/**
 * The element's export(): which table or image a format asks for, its file name, and the `exported` event.
 * The writers themselves (CSV, xlsx, PNG) are export.ts, a chunk of their own that loads with the first export:
 * this part stays in the element's chunk so that loading them is the only wait.
 */
import { download } from '../lib/download';
import type { ItemCore } from './element-update';
import { titleText } from './element-view';
import { rawTable, shownTable } from './item-data';
import { localeOf } from './model';
import { pageIsDark, resolveTheme } from './themes';
import type { ExportFormat } from './types';

const FORMATS: readonly string[] = ['xlsx', 'csv', 'xlsx-raw', 'csv-raw', 'png', 'base64'];

export async function exportItem(core: ItemCore, format: ExportFormat): Promise<string | void> {
  const st = core.state;
  const inputs = core.effectiveInputs();
  const shownTitle = titleText(inputs, localeOf(inputs.options));
  const title = shownTitle ?? st?.plan.def.title ?? inputs.type ?? 'chart';
  if (!FORMATS.includes(format)) {
    console.warn(
      `[viz-item] Unknown export format "${String(format)}" (use xlsx, csv, xlsx-raw, csv-raw, png or base64)`,
    );
    return;
  }
  // The exporters load with the first export (or when a page shows an export control: prefetchExporters).
  const exporters = await loadExporters();
  const { dataUrlToBlob, fileSlug, toCsv, toXlsx } = exporters;
  const base = fileSlug(title);
  if (format === 'png' || format === 'base64') {
    const url = await toPngDataUrl(core, exporters, title, shownTitle);
    if (format === 'base64') {
      core.emit('exported', { exportType: format });
      return url;
    }
    download(dataUrlToBlob(url), `${base}.png`);
    core.emit('exported', { exportType: format });
    return;
  }
  const raw = format.endsWith('-raw');
  const table = raw ? rawTable(core.state) : shownTable(core.state);
  if (format.startsWith('csv'))
    download(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${base}${raw ? '-raw' : ''}.csv`);
  else download(await toXlsx(table, title), `${base}${raw ? '-raw' : ''}.xlsx`);
  core.emit('exported', { exportType: format });
}

async function toPngDataUrl(
  core: ItemCore,
  { tableToPng, withTitle }: typeof import('./export'),
  title: string,
  shownTitle: string | undefined,
): Promise<string> {
  const theme = core.state?.theme ?? resolveTheme(core.inputs.options?.theme, pageIsDark());
  const chart = core.chart.chart;
  if (chart) {
    const ratio = 2;
    const drawing = chart.getRenderedCanvas({ pixelRatio: ratio, backgroundColor: theme.background });
    // The image stands on its own (shared, pasted in a report): it carries the item's title above the chart.
    return shownTitle ? withTitle(drawing, shownTitle, theme, ratio) : drawing.toDataURL('image/png');
  }
  return tableToPng(shownTable(core.state), title, {
    background: theme.background,
    text: theme.text,
    muted: theme.muted,
    grid: theme.grid,
    font: theme.fontFamily,
  });
}

/**
 * The exporters' code (its own chunk). When it cannot load (offline, a deploy replaced it), the export fails
 * with a message a reader can act on, and the next export tries the download again (a failed chunk is not
 * remembered as loaded).
 */
async function loadExporters(): Promise<typeof import('./export')> {
  try {
    return await import(/* webpackChunkName: "viz-item-export" */ './export');
  } catch (error) {
    throw new Error(
      `The export could not start: its code did not load (${(error as Error)?.name ?? 'network error'}; are you offline?). Try again once you are connected.`,
      { cause: error },
    );
  }
}
