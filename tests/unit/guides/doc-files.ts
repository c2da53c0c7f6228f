import fs from 'node:fs';
import path from 'node:path';

/** Helpers that read guide pages the way a reader sees them: front matter, prose, code fences, tabs, links. */

export const ROOT = path.resolve(__dirname, '../../..');
export const DOCS_DIR = path.join(ROOT, 'docs');
export const VERSIONED_DOCS_DIR = path.join(ROOT, 'versioned_docs');

export interface DocFile {
  /** Doc id = file name without extension (the site has no nested folders and no id overrides). */
  id: string;
  file: string;
  frontMatter: Record<string, string | boolean>;
  body: string;
  raw: string;
}

export interface CodeFence {
  lang: string;
  code: string;
  line: number;
}

/** Reads every page of one docs folder (files starting with _ are partials, not pages). */
export function readDocs(dir: string): DocFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .sort()
    .map((f) => readDoc(path.join(dir, f)));
}

export function readDoc(file: string): DocFile {
  const raw = fs.readFileSync(file, 'utf8');
  const { frontMatter, body } = splitFrontMatter(raw, file);
  return { id: path.basename(file).replace(/\.mdx?$/, ''), file, frontMatter, body, raw };
}

/**
 * A deliberately small front matter reader: the guide pages only use flat `key: value` lines. Anything it
 * cannot read is reported, so a page with malformed front matter fails loudly instead of being skipped.
 */
export function splitFrontMatter(raw: string, file = '<inline>') {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  if (!match) throw new Error(`${file}: no front matter block`);
  const frontMatter: Record<string, string | boolean> = {};
  for (const line of match[1]!.split('\n')) {
    if (!line.trim()) continue;
    const kv = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${file}: cannot read front matter line "${line}"`);
    let value: string | boolean = kv[2]!;
    if (value === 'true' || value === 'false') value = value === 'true';
    else if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
    else if (/^".*"$/.test(value)) value = JSON.parse(value) as string;
    frontMatter[kv[1]!] = value;
  }
  return { frontMatter, body: raw.slice(match[0].length) };
}

export function codeFences(body: string): CodeFence[] {
  const fences: CodeFence[] = [];
  const re = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```\s*$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    fences.push({ lang: m[1] ?? '', code: m[2] ?? '', line: body.slice(0, m.index).split('\n').length });
  }
  return fences;
}

/** The prose a reader reads: no code, no imports, no JSX tags, no link targets, no Markdown syntax. */
export function prose(body: string): string {
  return body
    .replace(/^```[\s\S]*?^```\s*$/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#*|>_[\]-]+/g, ' ');
}

export function wordCount(text: string): number {
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).length;
}

export interface TabsBlock {
  groupId: string | null;
  values: string[];
}

/** Every <Tabs> block with the values of its direct <TabItem>s, in order. Tabs are never nested here. */
export function tabsBlocks(body: string): TabsBlock[] {
  const blocks: TabsBlock[] = [];
  const re = /<Tabs([^>]*)>([\s\S]*?)<\/Tabs>/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const groupId = /groupId="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? null;
    const values = [...(m[2] ?? '').matchAll(/<TabItem[^>]*value="([^"]+)"/g)].map((v) => v[1]!);
    blocks.push({ groupId, values });
  }
  return blocks;
}

/** Link targets of Markdown links, e.g. `/api/getData` or `./guides--intro.mdx#step-1`. */
export function linkTargets(body: string): string[] {
  const withoutCode = body.replace(/^```[\s\S]*?^```\s*$/gm, ' ');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** Rows of the first Markdown table under a heading (`## Methods`), as arrays of trimmed cell texts. */
export function tableUnder(body: string, heading: string): string[][] {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (line.startsWith('|')) {
      inTable = true;
      rows.push(splitRow(line));
    } else if (inTable) break;
  }
  // Drop the header and the |---| separator.
  return rows.slice(2);
}

function splitRow(line: string): string[] {
  // Escaped pipes (\|) inside cells are content, not separators.
  return (
    line
      .replace(/\\\|/g, '\u0000')
      .split('|')
      .slice(1, -1)
      // eslint-disable-next-line no-control-regex -- NUL is the placeholder chosen because it never occurs in Markdown
      .map((c) => c.replace(/\u0000/g, '|').trim())
  );
}

/** `contextId` from a cell such as "`contextId`" or "`export(format?)`". */
export function codeName(cell: string): string {
  const m = /`([A-Za-z][\w-]*)/.exec(cell);
  if (!m) throw new Error(`no code name in cell "${cell}"`);
  return m[1]!;
}

export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
