/**
 * Reading the Markdown twins (plugins/llms-txt): their headings and fenced code blocks. Lines inside a fence
 * are never headings, and a fence closes only on a fence at least as long (the twins lengthen a fence whose
 * code holds backticks).
 */
export interface Heading {
  level: number;
  text: string;
  /** Docusaurus-style anchor of the heading text. */
  slug: string;
  /** Line index of the heading. */
  line: number;
}

export interface Fence {
  info: string;
  code: string;
  /** Line index of the opening fence. */
  line: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()<>]/g, '')
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** Headings and fences of a Markdown text, in order. */
export function scan(markdown: string): { lines: string[]; headings: Heading[]; fences: Fence[] } {
  const lines = markdown.split('\n');
  const headings: Heading[] = [];
  const fences: Fence[] = [];
  let open: { marker: string; info: string; line: number; body: string[] } | null = null;
  lines.forEach((line, i) => {
    const fence = FENCE.exec(line);
    if (open) {
      if (
        fence &&
        fence[1]![0] === open.marker[0] &&
        fence[1]!.length >= open.marker.length &&
        !fence[2]!.trim()
      ) {
        fences.push({ info: open.info, code: open.body.join('\n'), line: open.line });
        open = null;
      } else open.body.push(line);
      return;
    }
    if (fence) {
      open = { marker: fence[1]!, info: fence[2]!.trim(), line: i, body: [] };
      return;
    }
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) headings.push({ level: h[1]!.length, text: h[2]!, slug: slugOf(h[2]!), line: i });
  });
  return { lines, headings, fences };
}

/** The part of the text under a heading: from it to the next heading of its level or higher. */
export function sectionOf(markdown: string, match: (h: Heading) => boolean): string | undefined {
  const { lines, headings } = scan(markdown);
  const at = headings.findIndex(match);
  if (at < 0) return undefined;
  const start = headings[at]!;
  const end = headings.slice(at + 1).find((h) => h.level <= start.level);
  return lines
    .slice(start.line, end ? end.line : lines.length)
    .join('\n')
    .trimEnd();
}

/** Finds a heading by its text or anchor, case-insensitively (a leading '#' on the anchor is allowed). */
export function headingMatcher(wanted: string): (h: Heading) => boolean {
  const w = wanted.trim().replace(/^#/, '').toLowerCase();
  const slug = slugOf(w);
  return (h) => h.text.toLowerCase() === w || h.slug === slug;
}
