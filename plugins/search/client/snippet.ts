/**
 * The line of text under a search result that shows why the page matched: the sentence of the matching
 * section where the query matched best (or a window of it), with the matched words marked. It works from a
 * document's text and the terms lunr matched in it (the keys of its match metadata), whatever the index
 * looks like or however it was loaded.
 */

export interface SnippetPart {
  text: string;
  /** A word the query matched: shown in <mark>. */
  match: boolean;
}

/** A word of the text the query matched: [start, end) in the text, and the index term it matched. */
export interface MatchRange {
  start: number;
  end: number;
  term: string;
}

/** Turns a lowercased word into its index term: lunr's stemmer, as the index was built with. */
export type Stem = (word: string) => string;

export interface SnippetOptions {
  /** Characters shown at most (before the ellipses). */
  maxLength?: number;
  /**
   * Characters of context kept before the first matched word when the sentence has to be cut. Short, so the
   * match stays on the first of the two lines a narrow screen shows.
   */
  lead?: number;
}

export const SNIPPET_MAX_LENGTH = 160;
const LEAD = 40;
const ELLIPSIS = '…';

/** lunr's tokenizer splits on whitespace and hyphens. */
const WORD = /[^\s-]+/g;

/**
 * The words of `text` that the index matched, found the way the index read the text: split as lunr's
 * tokenizer does, trimmed of punctuation as its trimmer does, lowercased and stemmed, then looked up among
 * the matched index terms. So "embedded" is found for a query "embedding" (both stem to "embed").
 */
export function matchRanges(text: string, terms: ReadonlySet<string>, stem: Stem): MatchRange[] {
  if (terms.size === 0) return [];
  // A stem is its word's start, give or take its last letter (the stemmer only rewrites suffixes: policy ->
  // polici, hoping -> hope): a word that does not start so is ruled out without stemming it.
  const prefixes = [...terms].map((t) => (t.length > 2 ? t.slice(0, -1) : t));
  const stems = new Map<string, string>();
  const out: MatchRange[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    let lead = 0;
    while (lead < raw.length && !isWordChar(raw.charCodeAt(lead))) lead += 1;
    let end = raw.length;
    while (end > lead && !isWordChar(raw.charCodeAt(end - 1))) end -= 1;
    const lower = raw.slice(lead, end).toLowerCase();
    if (!prefixes.some((p) => lower.startsWith(p))) continue;
    let term = terms.has(lower) ? lower : stems.get(lower);
    if (term === undefined) stems.set(lower, (term = stem(lower)));
    if (terms.has(term)) out.push({ start: m.index + lead, end: m.index + end, term });
  }
  return out;
}

/** lunr's trimmer strips \W (anything but ASCII letters, digits and _) from both ends of a word. */
function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
  );
}

/** A full stop that ends an abbreviation, not a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx)\.$/i;

/**
 * Sentence spans of `text`: a sentence ends at . ! or ? followed by a space. Whatever follows starts the next
 * one, capital or not: in a page's text a sentence may be followed by a table cell or a code sample.
 */
function sentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (const m of text.matchAll(/(?<=[.!?])\s+/g)) {
    if (ABBREVIATION.test(text.slice(Math.max(start, m.index - 8), m.index))) continue;
    out.push([start, m.index]);
    start = m.index + m[0].length;
  }
  out.push([start, text.length]);
  return out.filter(([s, e]) => e > s);
}

const distinct = (ranges: readonly MatchRange[]) => new Set(ranges.map((r) => r.term)).size;

/** Moves `i` forward to the start of a word, unless that would pass `limit`. */
function wordStart(text: string, i: number, limit: number): number {
  if (i <= 0 || /\s/.test(text[i - 1]!)) return i;
  const space = text.slice(i, limit).search(/\s/);
  return space < 0 ? i : i + space + 1;
}

/** Moves `i` back to the end of a word, unless that would pass `limit`. */
function wordEnd(text: string, i: number, limit: number): number {
  if (i >= text.length || /\s/.test(text[i]!)) return i;
  const space = text.slice(limit, i).search(/\s\S*$/);
  return space < 0 ? i : limit + space;
}

/**
 * The snippet of `text` for the matched words `ranges` (from matchRanges): the sentence holding the most
 * distinct matched terms (the first, on ties), from its start when its best group of matches is near it,
 * else from a little (`lead`) before that group; at most `maxLength` characters, cut at word boundaries, an
 * ellipsis marking each cut. With no match, the text's first sentence (or its start).
 */
export function snippetParts(
  text: string,
  ranges: readonly MatchRange[],
  { maxLength = SNIPPET_MAX_LENGTH, lead = LEAD }: SnippetOptions = {},
): SnippetPart[] {
  const spans = sentences(text);
  if (spans.length === 0) return [];
  let [from, to] = spans[0]!;
  let inside: MatchRange[] = [];
  for (const [s, e] of spans) {
    const here = ranges.filter((r) => r.start >= s && r.end <= e);
    if (
      distinct(here) > distinct(inside) ||
      (distinct(here) === distinct(inside) && here.length > inside.length)
    ) {
      [from, to, inside] = [s, e, here];
    }
  }

  // The match to lead with: the one whose window holds the most distinct terms.
  let anchor = inside[0];
  let best = -1;
  for (const r of inside) {
    const n = distinct(inside.filter((o) => o.start >= r.start && o.end <= r.start + maxLength - lead));
    if (n > best) [anchor, best] = [r, n];
  }
  let start = from;
  // Starting a little before it keeps it on the first of the two lines a phone shows.
  if (anchor && anchor.start - from > lead) start = wordStart(text, anchor.start - lead, anchor.start);
  let end = wordEnd(text, Math.min(to, start + maxLength), anchor ? anchor.end : start);
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;

  const parts: SnippetPart[] = [];
  const push = (part: SnippetPart) => part.text !== '' && parts.push(part);
  if (start > from) push({ text: ELLIPSIS, match: false });
  let cursor = start;
  for (const r of ranges) {
    if (r.start < cursor || r.end > end) continue;
    push({ text: text.slice(cursor, r.start), match: false });
    push({ text: text.slice(r.start, r.end), match: true });
    cursor = r.end;
  }
  push({ text: text.slice(cursor, end), match: false });
  if (end < to) push({ text: ELLIPSIS, match: false });
  // Neighbouring plain parts (an ellipsis next to text) read as one.
  return parts.reduce<SnippetPart[]>((out, part) => {
    const last = out.at(-1);
    if (last && !last.match && !part.match) last.text += part.text;
    else out.push({ ...part });
    return out;
  }, []);
}

/** The snippet of `text` for the index terms `terms`: matchRanges, then snippetParts. */
export function snippetOf(
  text: string,
  terms: ReadonlySet<string>,
  stem: Stem,
  options?: SnippetOptions,
): SnippetPart[] {
  return snippetParts(text, matchRanges(text, terms, stem), options);
}
