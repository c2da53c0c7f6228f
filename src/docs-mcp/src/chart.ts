/**
 * chart_type: a chart type's slots, option groups and embed snippet per framework, from its chart page's
 * Markdown twin (/flex/charts/{type}.md). The page prints its snippet for one framework (React) and makes
 * the others in the browser with the same generator (plugins/flex-pages/examples/codegen/snippet.ts) from
 * the same inputs; so this reads the inputs back from the printed snippet and runs that generator.
 */
import { snippetFor } from '../../../plugins/flex-pages/examples/codegen/snippet';
import type { Framework } from '../../../plugins/flex-pages/examples/types';
import { constantsOf } from './js-literal';
import { scan, sectionOf } from './markdown';
import { NotFoundError, type Site } from './site';

/** The chart item's inputs, as the generator takes them. */
type VizItemInputs = Parameters<typeof snippetFor>[1];

const FRAMEWORKS: { key: Framework; label: string }[] = [
  { key: 'react', label: 'React' },
  { key: 'angular', label: 'Angular' },
  { key: 'vue', label: 'Vue' },
  { key: 'html', label: 'HTML' },
];
const TYPE = /^[a-z0-9][a-z0-9-]*$/;

export interface Slot {
  name: string;
  label: string;
  accepts: string;
  required: boolean;
  multiple: boolean;
}

export interface ChartType {
  type: string;
  title: string;
  description: string;
  slots: Slot[];
  /** The page's "Options" section (its option groups and their properties), Markdown. */
  options: string;
  /** The page's "Events and methods" section, Markdown, when it has one. */
  eventsAndMethods?: string;
  snippets: { framework: string; language: string; code: string }[];
}

function cell(text: string): string {
  return text.trim().replace(/^`(.*)`$/, '$1');
}

function slotsOf(section: string | undefined): Slot[] {
  if (!section) return [];
  const rows = section.split('\n').filter((l) => l.trim().startsWith('|'));
  // header, separator, then rows
  return rows.slice(2).map((row) => {
    const [name = '', label = '', accepts = '', required = '', multiple = ''] = row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map(cell);
    return { name, label, accepts, required: required === 'Yes', multiple: multiple === 'Yes' };
  });
}

export function parseChartPage(type: string, twin: string): ChartType {
  const { lines, headings, fences } = scan(twin);
  const h1 = headings.find((h) => h.level === 1);
  const firstH2 = headings.find((h) => h.level === 2)?.line ?? lines.length;
  const description = lines
    .slice((h1?.line ?? -1) + 1, firstH2)
    .join('\n')
    .trim();
  const section = (name: string) => sectionOf(twin, (h) => h.level === 2 && h.text === name);
  const codeAt = headings.find((h) => h.level === 2 && h.text === 'Code');
  const printed = codeAt ? fences.find((f) => f.line > codeAt.line) : undefined;
  let snippets: ChartType['snippets'] = [];
  if (printed) {
    // The printed block is the selected tab's, given as printed (the page's own text). Which framework it is
    // shows in the code itself (twins before 2026-11-29 labelled it with the first tab's name).
    const shown = frameworkOf(printed.code);
    const inputs: VizItemInputs = { type, ...constantsOf(printed.code) } as VizItemInputs;
    snippets = FRAMEWORKS.map(({ key, label: framework }) =>
      key === shown.key
        ? {
            framework,
            language: printed.info.split(/\s/)[0] || snippetFor(key, inputs).language,
            code: printed.code,
          }
        : { framework, ...snippetFor(key, inputs) },
    );
  }
  return {
    type,
    title: h1?.text ?? type,
    description,
    slots: slotsOf(section('Slots')),
    options: section('Options') ?? '',
    ...(section('Events and methods') ? { eventsAndMethods: section('Events and methods') } : {}),
    snippets,
  };
}

function frameworkOf(code: string): (typeof FRAMEWORKS)[number] {
  const key: Framework = /@Component\(/.test(code)
    ? 'angular'
    : /<script setup/.test(code)
      ? 'vue'
      : /<VizItem\b/.test(code)
        ? 'react'
        : /<viz-item\b/.test(code)
          ? 'html'
          : 'react';
  return FRAMEWORKS.find((f) => f.key === key)!;
}

/** The chart types the site lists in llms.txt. */
export function chartTypesIn(llms: string): string[] {
  return [...new Set([...llms.matchAll(/\/flex\/charts\/([a-z0-9-]+)\.md/g)].map((m) => m[1]!))].sort();
}

export async function readChartType(
  site: Site,
  type: string,
  known: () => Promise<string[]>,
): Promise<ChartType> {
  const t = type.trim().toLowerCase();
  const unknown = async () =>
    new NotFoundError(`no chart type "${type}"; the chart types are: ${(await known()).join(', ')}`);
  if (!TYPE.test(t)) throw await unknown();
  try {
    return parseChartPage(t, await site.text(`/flex/charts/${t}.md`));
  } catch (error) {
    if (error instanceof NotFoundError) throw await unknown();
    throw error;
  }
}
