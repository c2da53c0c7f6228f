/**
 * The plugin's worker search (@easyops-cn/docusaurus-search-local, dist/client/client/theme/worker.js), run on
 * the index in pieces: for each of the plugin's queries, the query's terms are expanded against the whole
 * vocabulary exactly as lunr expands them, the pieces holding the expanded terms are loaded, and lunr runs
 * the query on an index of the loaded terms only. lunr scores a document by queryVector.dot(fieldVector) /
 * |queryVector|, and the dot product only reads the query's terms: the restricted index gives the same
 * documents, scores and order as the whole one (tests/unit/search/pieces.test.ts checks it).
 */
import lunr from 'lunr';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import { language } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import type { IndexDocument, RawResult } from '../hits';
import type { DocTable, Manifest, ManifestIndex, Piece } from './format';
import { bucketOf, pieceOf } from './format';

/** Loads a file named by the manifest (relative to it) and parses its JSON; rejects on any failure. */
export type Fetcher = (file: string) => Promise<unknown>;

const TITLE = 0;

/** A sub-index: its whole vocabulary, and the lunr index of the terms loaded so far. */
class SubIndex {
  readonly vocabulary: lunr.TokenSet;
  readonly pipeline: lunr.Pipeline;
  /** The loaded terms' postings, as lunr's index holds them. */
  private readonly invertedIndex: Record<string, Record<string, unknown>> = Object.create(null);
  /** By document: [term index, weight] of its loaded terms, and its vector (rebuilt when it gained terms). */
  private readonly weights = new Map<number, [number, number][]>();
  private readonly fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  private readonly stale = new Set<number>();
  /** Expansions by clause: the plugin's query variants repeat the same words. */
  private readonly expansions = new Map<string, string[]>();

  constructor(
    readonly meta: ManifestIndex,
    terms: string[],
  ) {
    this.vocabulary = lunr.TokenSet.fromArray(terms);
    this.pipeline = lunr.Pipeline.load(meta.pipeline);
  }

  /** The terms of the whole sub-index that the query's clauses expand to (lunr's Index.query, first half). */
  expand(build: (query: lunr.Query) => void): string[] {
    const query = new lunr.Query([this.meta.field]);
    build(query);
    const out: string[] = [];
    for (const clause of query.clauses) {
      const key = JSON.stringify(clause);
      let expanded = this.expansions.get(key);
      if (!expanded) {
        expanded = [];
        const terms = clause.usePipeline
          ? this.pipeline.runString(clause.term, { fields: clause.fields })
          : [clause.term];
        for (const term of terms) {
          clause.term = term;
          expanded.push(...this.vocabulary.intersect(lunr.TokenSet.fromClause(clause)).toArray());
        }
        this.expansions.set(key, expanded);
      }
      out.push(...expanded);
    }
    return out;
  }

  add(piece: Piece): void {
    const field = this.meta.field;
    for (const [term, termIndex, deltas, weights] of piece) {
      const posting: Record<string, object> = {};
      let id = 0;
      deltas.forEach((delta, k) => {
        id += delta;
        posting[id] = {};
        let pairs = this.weights.get(id);
        if (!pairs) this.weights.set(id, (pairs = []));
        pairs.push([termIndex, weights[k]!]);
        this.stale.add(id);
      });
      this.invertedIndex[term] = { _index: termIndex, [field]: posting };
    }
  }

  /**
   * Runs a query on lunr's index of the loaded terms: their postings, and each document's weights for these
   * terms. Its token set holds the terms the query expands to in the whole vocabulary (search() loaded their
   * pieces first), so lunr expands the query to exactly these, as on the whole index.
   */
  query(build: (query: lunr.Query) => void): lunr.Result[] {
    const terms = [...new Set(this.expand(build))].sort();
    return this.lunr(lunr.TokenSet.fromArray(terms)).query(build);
  }

  private lunr(tokenSet: lunr.TokenSet): lunr.Index {
    const field = this.meta.field;
    for (const id of this.stale) {
      // lunr's vectors are sorted by term index (its dot product walks both in order).
      const pairs = this.weights.get(id)!.sort((a, b) => a[0] - b[0]);
      this.fieldVectors[`${field}/${id}`] = new lunr.Vector(pairs.flat());
    }
    this.stale.clear();
    return new lunr.Index({
      invertedIndex: this.invertedIndex,
      fieldVectors: this.fieldVectors,
      tokenSet,
      fields: [field],
      pipeline: this.pipeline,
    });
  }
}

interface Hit {
  ref: string;
  type: number;
  score: number;
  metadata: RawResult['metadata'];
  tokens: string[];
}

/** A docs version's index in pieces: loads what each search needs, keeps what it loaded. */
export class PieceIndex {
  private readonly subs: SubIndex[];
  private readonly zhDictionary: string[];
  private readonly pieces = new Map<string, Promise<void>>();
  private readonly buckets = new Map<string, Promise<void>>();
  private readonly tables = new Map<string, Promise<void>>();
  private readonly tableEntries = new Map<string, DocTable>();
  /** Documents by sub-index and id: one object per document, as the plugin's results share them. */
  private readonly documents: Map<number, IndexDocument>[];

  constructor(
    private readonly manifest: Manifest,
    private readonly fetcher: Fetcher,
  ) {
    this.subs = manifest.indexes.map(
      (meta, k) =>
        new SubIndex(
          meta,
          manifest.terms.filter((_, n) => (manifest.in[n]! & (1 << k)) !== 0),
        ),
    );
    this.documents = manifest.indexes.map(() => new Map());
    this.zhDictionary = manifest.terms.filter((t) => /\p{Unified_Ideograph}/u.test(t[0] ?? ''));
  }

  /** Loads a file once; a failed load is forgotten, so that a later search tries again. */
  private once(cache: Map<string, Promise<void>>, file: string, use: (json: unknown) => void): Promise<void> {
    let promise = cache.get(file);
    if (!promise) {
      promise = this.fetcher(file).then(use);
      promise.catch(() => cache.delete(file));
      cache.set(file, promise);
    }
    return promise;
  }

  private async loadTerms(build: (query: lunr.Query) => void): Promise<void> {
    const loads: Promise<void>[] = [];
    this.subs.forEach((sub) => {
      const files = new Set<string>();
      for (const term of sub.expand(build)) {
        const n = pieceOf(sub.meta.pieces, term);
        if (n >= 0) files.add(sub.meta.pieces[n]![1]);
      }
      for (const file of files) loads.push(this.once(this.pieces, file, (json) => sub.add(json as Piece)));
    });
    await Promise.all(loads);
  }

  /** Loads the buckets holding the given documents ([sub-index, id]), and first the tables that name them. */
  private async loadDocuments(wanted: readonly [number, number][]): Promise<void> {
    const tableOf = ([type, id]: [number, number]) => {
      const tables = this.subs[type]?.meta.docs ?? [];
      const n = bucketOf(tables, id);
      return n >= 0 ? tables[n]![1] : undefined;
    };
    const tables = new Set(wanted.map(tableOf).filter((file): file is string => file !== undefined));
    await Promise.all(
      [...tables].map((file) =>
        this.once(this.tables, file, (json) => this.tableEntries.set(file, json as DocTable)),
      ),
    );
    const loads = new Map<string, number>();
    for (const [type, id] of wanted) {
      const table = this.tableEntries.get(tableOf([type, id]) ?? '') ?? [];
      const n = bucketOf(table, id);
      if (n >= 0) loads.set(table[n]![1], type);
    }
    await Promise.all(
      [...loads].map(([file, type]) =>
        this.once(this.buckets, file, (json) => {
          for (const doc of json as IndexDocument[]) this.documents[type]?.set(doc.i, doc);
        }),
      ),
    );
  }

  /** The plugin worker's search(), same queries and same results, loading the pieces it needs on the way. */
  async search(input: string, limit: number): Promise<RawResult[]> {
    const rawTokens = tokenize(input, language);
    if (rawTokens.length === 0) return [];
    const hits: Hit[] = [];
    search: for (const { term, tokens } of smartQueries(rawTokens, this.zhDictionary)) {
      const build = (query: lunr.Query) => {
        for (const item of term) {
          query.term(item.value, {
            wildcard: item.wildcard,
            presence: item.presence,
            ...(item.editDistance ? { editDistance: item.editDistance } : null),
          });
        }
      };
      await this.loadTerms(build);
      for (const [type, sub] of this.subs.entries()) {
        hits.push(
          ...sub
            .query(build)
            .slice(0, limit)
            // The plugin drops a document whose id came earlier, of any type (descriptions and keywords share
            // their page title's id).
            .filter((result) => !hits.some((hit) => hit.ref === result.ref))
            .slice(0, limit - hits.length)
            .map((result) => ({
              ref: result.ref,
              type,
              metadata: result.matchData.metadata,
              tokens,
              score: result.score,
            })),
        );
        if (hits.length >= limit) break search;
      }
    }

    // Each document, and its page's title at once: the title bucket of a document's id holds it (format.ts).
    await this.loadDocuments(
      hits.flatMap((hit): [number, number][] => [
        [hit.type, Number(hit.ref)],
        [TITLE, Number(hit.ref)],
      ]),
    );
    const documentOf = (hit: Hit) => this.documents[hit.type]?.get(Number(hit.ref));
    const pages = hits.map((hit) => documentOf(hit)?.p).filter((p): p is number => p !== undefined);
    await this.loadDocuments(
      pages.filter((p) => !this.documents[TITLE]?.has(p)).map((p): [number, number] => [TITLE, p]),
    );

    const results: RawResult[] = hits.flatMap((hit) => {
      const document = documentOf(hit);
      if (!document) return [];
      return [
        {
          document,
          type: hit.type,
          page: hit.type !== TITLE && this.documents[TITLE]?.get(document.p ?? Number.NaN),
          metadata: hit.metadata,
          tokens: hit.tokens,
          score: hit.score,
        },
      ];
    });
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}
