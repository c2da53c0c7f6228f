import fs from 'node:fs';
import path from 'node:path';

/**
 * The writers' synonyms file: words readers search for that a page does not use (or not often enough),
 * mapped to the pages that answer them. See plugins/search/README.md, "Common tasks".
 */
export const SYNONYMS_FILE = 'plugins/search/synonyms.json';

export interface SynonymEntry {
  /** What readers type: words or phrases ("row-level security", "rls"). */
  terms: string[];
  /** Site paths of the pages that answer them ("/guide/..."), without #fragment or trailing slash. */
  pages: string[];
}

/** How an entry is named in error messages: its position and its first term. */
export function entryName(entry: Partial<SynonymEntry>, index: number): string {
  const first =
    Array.isArray(entry.terms) && typeof entry.terms[0] === 'string' ? ` ("${entry.terms[0]}")` : '';
  return `entry ${index + 1}${first}`;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim() !== '');

/**
 * Reads the synonyms file's text. Anything a writer could get wrong is an error naming the file and the
 * entry: malformed JSON, a missing or empty list, a page that is not a site path.
 */
export function parseSynonyms(json: string, file = SYNONYMS_FILE): SynonymEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    const message = (error as Error).message;
    // Node names a character offset; a writer's editor shows lines.
    const at = /at position (\d+)/.exec(message)?.[1];
    const before = at === undefined ? undefined : json.slice(0, Number(at)).split('\n');
    const where = before ? ` (line ${before.length}, column ${before.at(-1)!.length + 1})` : '';
    throw new Error(`${file} is not valid JSON${where}: ${message}`);
  }
  const list = (raw as { synonyms?: unknown } | null)?.synonyms;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !Array.isArray(list)) {
    throw new Error(
      `${file}: expected an object with a "synonyms" list, as described in plugins/search/README.md`,
    );
  }
  return list.map((value: unknown, i): SynonymEntry => {
    const entry = (typeof value === 'object' && value !== null ? value : {}) as Partial<SynonymEntry>;
    const name = `${file}: ${entryName(entry, i)}`;
    if (!isStringList(entry.terms))
      throw new Error(`${name}: "terms" must be a non-empty list of words or phrases`);
    if (!isStringList(entry.pages))
      throw new Error(`${name}: "pages" must be a non-empty list of site paths`);
    const bad = entry.pages.find((p) => !p.startsWith('/') || /[#?]/.test(p));
    if (bad !== undefined) {
      throw new Error(
        `${name}: "${bad}" is not a site path (it starts with "/" and has no #fragment or ?query)`,
      );
    }
    const unknownKey = Object.keys(entry).find((k) => k !== 'terms' && k !== 'pages' && !k.startsWith('$'));
    if (unknownKey)
      throw new Error(`${name}: unknown field "${unknownKey}" (an entry has "terms" and "pages")`);
    return { terms: entry.terms.map((t) => t.trim()), pages: entry.pages.map(normalizePath) };
  });
}

function normalizePath(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/** The site's synonyms, read and checked (none when the file does not exist). */
export function loadSynonyms(siteDir: string): SynonymEntry[] {
  const file = path.join(siteDir, SYNONYMS_FILE);
  if (!fs.existsSync(file)) return [];
  return parseSynonyms(fs.readFileSync(file, 'utf8'));
}

/** A search index document, as far as the synonyms need it (plugins/search/client/hits.ts has the whole shape). */
interface Doc {
  i: number;
  t?: string;
  u: string;
  s?: string;
  p?: number;
}
/** One of an index file's five lunr indexes (titles, headings, descriptions, keywords, contents). */
interface Part {
  documents: Doc[];
  index: unknown;
}

export const KEYWORDS = 3;

/**
 * Adds each entry's terms to the keywords of its pages, in every index that holds them (a page's keywords
 * rank just below its title), creating the keywords document of a page that has none. Returns the changed
 * keywords documents per index; the caller rebuilds those lunr indexes. Every page of every entry must be
 * in at least one index: a typo would otherwise silently do nothing.
 */
export function keywordsWithSynonyms(
  indexes: readonly Part[][],
  entries: readonly SynonymEntry[],
): (Doc[] | null)[] {
  const found = new Set<string>();
  const out = indexes.map((parts) => {
    const titles = parts[0]?.documents ?? [];
    const keywords = parts[KEYWORDS]?.documents ?? [];
    const extra = new Map<number, string[]>();
    for (const title of titles) {
      const url = normalizePath(title.u);
      const terms = entries.filter((e) => e.pages.includes(url)).flatMap((e) => e.terms);
      if (terms.length === 0) continue;
      found.add(url);
      extra.set(title.i, [...new Set(terms)]);
    }
    if (extra.size === 0) return null;
    const docs = keywords.map((doc) => {
      const terms = extra.get(doc.i);
      if (!terms) return doc;
      extra.delete(doc.i);
      return { ...doc, t: [doc.t, ...terms].filter(Boolean).join(', ') };
    });
    for (const [id, terms] of extra) {
      const title = titles.find((t) => t.i === id)!;
      docs.push({ i: id, t: terms.join(', '), s: title.t, u: title.u, p: id });
    }
    // Page order, as the plugin writes them: the index stays the same for the same site.
    return docs.sort((a, b) => a.i - b.i);
  });
  entries.forEach((entry, i) => {
    const missing = entry.pages.filter((p) => !found.has(p));
    if (missing.length > 0) {
      throw new Error(
        `${SYNONYMS_FILE}: ${entryName(entry, i)} names ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} ` +
          'not in the search index. Check the path (the URL of the built page, no trailing slash), or remove it.',
      );
    }
  });
  return out;
}
