import { normalizeUrl, type RawResult } from './hits';
import { matchRanges, snippetParts, type SnippetPart, type Stem } from './snippet';
import type { HitType, SearchHit } from './types';
import { queryTerms } from './terms';

export { queryTerms };

const TYPES: readonly HitType[] = ['title', 'heading', 'description', 'keywords', 'content'];

/**
 * How much a match counts by where it is. A query found in a page title (or its keywords, which the API
 * pages fill with the operation id) names the page; in a heading it names a section; in running text it
 * may be a passing mention (every API page's error table mentions the rate limit, for example).
 */
const TYPE_WEIGHT: Readonly<Record<HitType, number>> = {
  title: 1,
  keywords: 0.9,
  heading: 0.7,
  description: 0.5,
  content: 0.4,
};

/**
 * Task phrasing: "list X", "get all X", "find X" ask for every X, which the Core API's search operation of X
 * answers ("Search datasets"), rather than a page titled "List X" (the Plugin API's "List datasets" is an
 * endpoint the reader implements). Returns X, or null. "get X" alone asks for one X: not a task phrase.
 */
export function taskObject(query: string): string | null {
  const match =
    /^\s*(?:list|find|search(?:\s+for)?|(?:get|fetch|retrieve|show)\s+(?:all|every))\s+(?:(?:all|the|my|of)\s+)*(\S.*)$/i.exec(
      query,
    );
  return match?.[1]?.trim() || null;
}

/** A search operation's page, of the current or an older version: /api/searchDataset, /api/2.x/searchDataset. */
const SEARCH_OPERATION = /^\/api\/(?:[^/]+\/)?search[A-Z]/;

/**
 * Lift of a search operation for a task phrase: above the page titled with the query's own verb whatever
 * lunr's scores (they move a title match by at most 0.4).
 */
const TASK_LIFT = 0.5;

/** Loose same-word test: 'limit' ~ 'limits', 'embed' ~ 'embedding', 'chart' ~ 'charts'. */
function sameWord(term: string, word: string): boolean {
  if (term.length < 3 || word.length < 3) return term === word;
  return word.startsWith(term) || term.startsWith(word);
}

/** Share of the query's terms found among the words of `text`. */
export function coverage(terms: readonly string[], text: string): number {
  if (terms.length === 0) return 0;
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return terms.filter((t) => words.some((w) => sameWord(t, w))).length / terms.length;
}

export interface RankOptions {
  isDeprecated?: (url: string) => boolean;
  breadcrumbOf?: (url: string) => string[] | undefined;
  /** Pages given a small lift, so that among equal matches the entry pages come first. */
  priority?: readonly string[];
  /** Keep at most this many pages. */
  maxPages?: number;
  /** Drop pages scoring below this share of the best page: weak, incidental matches. */
  minRelative?: number;
  /** The index's stemmer, to find the matched words in a page's text (without it: exact words only). */
  stem?: Stem;
}

const CONTENT = 4;
const DESCRIPTION = 2;

/**
 * Why a page matched, in its own words: of its section texts (and description) that matched, the one that
 * matched the most distinct index terms (the first, on ties); when only its title, headings or keywords
 * matched, its summary (description or first sentence) with any matched words marked.
 */
function pageSnippet(results: readonly RawResult[], summary: string | undefined, stem: Stem): SnippetPart[] {
  const everyTerm = new Set<string>();
  const texts: { text: string; terms: Set<string> }[] = [];
  for (const r of results) {
    const terms = new Set(Object.keys(r.metadata ?? {}));
    for (const t of terms) everyTerm.add(t);
    if ((r.type === CONTENT || r.type === DESCRIPTION) && r.document.t && terms.size > 0) {
      texts.push({ text: r.document.t, terms });
    }
  }
  // Most terms first; only the text shown is scanned for its words (a section can be thousands of words).
  texts.sort((a, b) => b.terms.size - a.terms.size);
  for (const { text, terms } of texts) {
    const ranges = matchRanges(text, terms, stem);
    if (ranges.length > 0) return snippetParts(text, ranges);
  }
  return summary ? snippetParts(summary, matchRanges(summary, everyTerm, stem)) : [];
}

const PRIORITY_LIFT = 0.05;

/**
 * Turns the worker's results (several documents per page: title, headings, sections) into one hit per page,
 * scored for the query, best first. A page scores by its best document (weighted by where the match is and
 * how much of the query it holds), plus a little for every further matching document and for query words
 * in its title. The hit points at the best document: its heading becomes the #fragment.
 */
export function rankPages(
  results: readonly RawResult[],
  query: string,
  options: RankOptions = {},
): SearchHit[] {
  const {
    isDeprecated = () => false,
    breadcrumbOf = () => undefined,
    priority = [],
    maxPages = 10,
    minRelative = 0.2,
    stem = (word: string) => word,
  } = options;
  const queryWords = queryTerms(query);
  // For a task phrase, a search operation is scored as if the query had said "search X".
  const object = taskObject(query);
  const taskWords = object ? queryTerms(`search ${object}`) : null;
  const isTaskAnswer = (url: string) => taskWords !== null && SEARCH_OPERATION.test(url);
  const termsOf = (url: string) => (isTaskAnswer(url) ? taskWords! : queryWords);
  const maxScore = new Map<number, number>();
  for (const r of results) maxScore.set(r.type, Math.max(maxScore.get(r.type) ?? 0, r.score ?? 0));

  interface Page {
    url: string;
    title: string;
    breadcrumb?: string[];
    best: { rel: number; result: RawResult };
    others: number;
    order: number;
    results: RawResult[];
    summary?: string;
  }
  const pages = new Map<string, Page>();
  results.forEach((r, order) => {
    const doc = r.document;
    if (!doc || typeof doc.u !== 'string') return;
    const url = normalizeUrl(doc.u);
    const type = TYPES[r.type] ?? 'content';
    const page = r.page || undefined;
    const title = ((type === 'title' ? doc.t : (page?.t ?? doc.s ?? doc.t)) || url).trim();
    // What this document says about the query: the text itself, and for sections also their heading.
    const text = type === 'content' || type === 'description' ? `${doc.s ?? ''} ${doc.t}` : doc.t;
    const terms = termsOf(url);
    const cover = terms.length > 0 ? coverage(terms, text) : 1;
    const top = maxScore.get(r.type) || 1;
    const rel = TYPE_WEIGHT[type] * cover * cover * (0.6 + (0.4 * (r.score ?? 0)) / top);
    const summary = type === 'title' ? doc.d : page?.d;
    const known = pages.get(url);
    if (!known) {
      pages.set(url, {
        url,
        title,
        breadcrumb: page?.b ?? (type === 'title' ? doc.b : undefined),
        best: { rel, result: r },
        others: 0,
        order,
        results: [r],
        summary,
      });
      return;
    }
    known.results.push(r);
    known.summary ??= summary;
    if (type === 'title') known.title = title;
    if (rel > known.best.rel) {
      known.others += known.best.rel;
      known.best = { rel, result: r };
    } else {
      known.others += rel;
    }
  });

  const prioritySet = new Set(priority);
  const scored = [...pages.values()].map((p) => {
    const terms = termsOf(p.url);
    const titleCover = terms.length > 0 ? coverage(terms, p.title) : 0;
    const score =
      p.best.rel +
      Math.min(0.2, 0.1 * p.others) +
      0.5 * titleCover * titleCover +
      (prioritySet.has(p.url) ? PRIORITY_LIFT : 0) +
      (isTaskAnswer(p.url) && titleCover === 1 ? TASK_LIFT : 0);
    return { page: p, score };
  });
  scored.sort((a, b) => b.score - a.score || a.page.order - b.page.order);
  const bestScore = scored[0]?.score ?? 0;

  return scored
    .filter((s) => s.score >= bestScore * minRelative)
    .slice(0, maxPages)
    .map(({ page: p, score }, i): SearchHit => {
      const doc = p.best.result.document;
      const type = TYPES[p.best.result.type] ?? 'content';
      const sectionTitle = type === 'heading' ? doc.t : type === 'content' ? doc.s : undefined;
      const section = sectionTitle && sectionTitle.trim() !== p.title ? sectionTitle.trim() : undefined;
      const hash = type !== 'title' && doc.h && doc.h.startsWith('#') && doc.h.length > 1 ? doc.h : '';
      const snippet = pageSnippet(p.results, p.summary, stem);
      return {
        title: p.title,
        ...(section ? { section } : {}),
        ...(snippet.length > 0 ? { snippet } : {}),
        path: p.url + hash,
        url: p.url,
        type,
        deprecated: isDeprecated(p.url),
        breadcrumb: breadcrumbOf(p.url) ?? (p.breadcrumb ?? []).filter(Boolean),
        score,
        rank: i + 1,
      };
    });
}
