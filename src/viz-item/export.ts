/**
 * Exports: csv / xlsx (the item's data as shown: aggregated, labelled, formatted), csv-raw / xlsx-raw (the
 * underlying rows of the slot columns, unaggregated), png (the drawing) and base64 (the png as a data URL).
 * xlsx files are written with write-excel-file (loaded on demand).
 */
import { cleanNumber } from './format';
import type { ExportFormat } from './types';

export interface ExportTable {
  headers: string[];
  rows: (string | number | Date | null)[][];
  /** Excel number formats per column (for numbers and dates), when known. */
  formats?: (string | undefined)[];
}

export function toCsv(table: ExportTable): string {
  const cell = (v: string | number | Date | null) => {
    if (v === null || v === undefined) return '';
    const s = v instanceof Date ? v.toISOString() : String(typeof v === 'number' ? cleanNumber(v) : v);
    return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [table.headers, ...table.rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export async function toXlsx(table: ExportTable, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const data = table.rows.map((r) =>
    r.map((value, i) => {
      if (value === null || value === undefined) return null;
      const format = table.formats?.[i];
      if (value instanceof Date) return { value, type: Date, format: format ?? 'yyyy-mm-dd hh:mm' };
      if (typeof value === 'number')
        return format
          ? { value: cleanNumber(value), type: Number, format }
          : { value: cleanNumber(value), type: Number };
      return { value: String(value), type: String };
    }),
  );
  return writeXlsxFile(
    [header, ...data] as never,
    { sheet: sheet.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Data' } as never,
  ).toBlob();
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body] = dataUrl.split(',');
  const mime = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const bin = atob(body ?? '');
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/** Draws a table as a PNG (for HTML items, which have no canvas of their own). */
export function tableToPng(
  table: ExportTable,
  title: string,
  style: { background: string; text: string; muted: string; grid: string; font: string },
): string {
  const rows = table.rows.slice(0, 60);
  const pad = 12;
  const rowH = 24;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  ctx.font = `13px ${style.font}`;
  const cells = [
    table.headers,
    ...rows.map((r) => r.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))),
  ];
  const widths = table.headers.map((_, i) =>
    Math.min(260, Math.max(...cells.map((r) => ctx.measureText(String(r[i] ?? '')).width)) + 24),
  );
  const ratio = 2;
  const width = Math.max(240, widths.reduce((a, b) => a + b, 0) + pad * 2);
  const height = pad * 2 + 30 + rowH * cells.length;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  ctx.scale(ratio, ratio);
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = style.text;
  ctx.font = `600 15px ${style.font}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(title, pad, pad + 12);
  cells.forEach((r, ri) => {
    let x = pad;
    const y = pad + 30 + ri * rowH;
    ctx.font = `${ri === 0 ? '600 ' : ''}13px ${style.font}`;
    ctx.fillStyle = style.text;
    r.forEach((v, ci) => {
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, widths[ci]! - 8, rowH);
      ctx.clip();
      ctx.fillText(String(v), x, y + rowH / 2);
      ctx.restore();
      x += widths[ci]!;
    });
    ctx.strokeStyle = style.grid;
    ctx.beginPath();
    ctx.moveTo(pad, y + rowH);
    ctx.lineTo(width - pad, y + rowH);
    ctx.stroke();
  });
  return canvas.toDataURL('image/png');
}

/** A chart's drawing with a band above it holding the title, as a PNG data URL (`ratio`: the drawing's). */
export function withTitle(
  drawing: HTMLCanvasElement,
  title: string,
  style: { background: string; text: string; fontFamily: string },
  ratio: number,
): string {
  const size = 16 * ratio;
  const band = size + 20 * ratio;
  const canvas = document.createElement('canvas');
  canvas.width = drawing.width;
  canvas.height = drawing.height + band;
  const g = canvas.getContext('2d');
  if (!g) return drawing.toDataURL('image/png');
  g.fillStyle = style.background;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = style.text;
  g.font = `600 ${size}px ${style.fontFamily}`;
  g.textBaseline = 'middle';
  g.fillText(title, 12 * ratio, band / 2, canvas.width - 24 * ratio);
  g.drawImage(drawing, 0, band);
  return canvas.toDataURL('image/png');
}

export const EXPORT_FORMATS: ExportFormat[] = ['xlsx', 'csv', 'xlsx-raw', 'csv-raw', 'png', 'base64'];

export function fileSlug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'chart'
  );
}
