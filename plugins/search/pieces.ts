import { createHash } from 'node:crypto';
import type { Bucket, DocTable, Manifest, ManifestIndex, Piece, PieceTerm } from './client/pieces/format';
import { MANIFEST } from './client/pieces/format';

/** One sub-index of the plugin's file, positions dropped (what plugins/search writes). */
export interface SubIndex {
  documents: { i: number; p?: number }[];
  index: {
    fields: string[];
    pipeline: string[];
    invertedIndex: [string, Record<string, unknown>][];
    fieldVectors: [string, number[]][];
  };
}

/**
 * A postings piece is closed once its JSON is this long: about 1 KiB gzipped. Smaller pieces waste fewer
 * bytes on terms a query does not need (a query's fuzzy variants reach terms all over the vocabulary);
 * larger ones take fewer requests and a smaller manifest. A term with more postings than this (a word on
 * most pages) is a piece of its own. Measured on the bench's queries: 8,000 gave 24 KiB of pieces for the
 * median first search, 2,500 gives 11 KiB.
 */
export const PIECE_BYTES = 2_500;
/**
 * A document bucket is closed once its JSON is this long: most sections are a bucket of their own, a few
 * titles or headings share one. A first search loads the buckets of its results only (up to 40 documents).
 */
export const BUCKET_BYTES = 800;
/**
 * A section's text is kept up to this many characters (2,000: 83% of sections whole). The snippet and the
 * ranking's coverage read it; a result's whole section would otherwise be the largest part of a first search
 * (the flex chart pages' property tables and the API request schemas are 8-12,000 characters each, and
 * match many queries).
 */
export const TEXT_CHARS = 2_000;
/**
 * Buckets per table (format.ts, DocTable). The manifest lists one entry per table (about 10 bytes gzipped)
 * instead of one per bucket: on a site of 3,000 pages, 75 KiB of bucket names would be in every first search.
 * A search loads its results' tables (about 0.4 KiB gzipped each), one more round of requests.
 */
export const DOC_TABLE_SIZE = 32;

/** A sub-index's documents in buckets of consecutive ids, each about `bytes` long (a larger document alone). */
function buckets(
  sub: SubIndex,
  bytes: number,
  put: (json: string) => string,
  textChars: number,
): [number, string][] {
  const out: [number, Bucket, number][] = [];
  for (const whole of [...sub.documents].sort((a, b) => a.i - b.i)) {
    const t = (whole as { t?: unknown }).t;
    const doc =
      typeof t === 'string' && t.length > textChars ? { ...whole, t: t.slice(0, textChars) } : whole;
    const last = out.at(-1);
    const size = JSON.stringify(doc).length;
    if (last && last[2] < bytes) {
      last[1].push(doc);
      last[2] += size;
    } else out.push([doc.i, [doc], size]);
  }
  const list: DocTable = out.map(([first, docs]) => [first, put(JSON.stringify(docs))]);
  const tables: [number, string][] = [];
  for (let k = 0; k < list.length; k += DOC_TABLE_SIZE) {
    const table = list.slice(k, k + DOC_TABLE_SIZE);
    tables.push([table[0]![0], put(JSON.stringify(table))]);
  }
  return tables;
}

export interface SplitIndex {
  manifest: Manifest;
  /** The files to write beside the manifest: content-hashed name -> JSON text (the manifest included). */
  files: Map<string, string>;
}

function hashedName(text: string): string {
  return `search-index.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
}

function docId(ref: string): number {
  const id = Number(ref);
  if (!Number.isInteger(id) || String(id) !== ref)
    throw new Error(`search index: document ref "${ref}" is not an id`);
  return id;
}

/** Each term's postings with the weight of the term in each document (from lunr's field vectors). */
function termsOf(sub: SubIndex): PieceTerm[] {
  const [field, ...others] = sub.index.fields;
  if (!field || others.length > 0) {
    throw new Error(
      `search index: one field per sub-index expected, found ${JSON.stringify(sub.index.fields)}`,
    );
  }
  const weights = new Map<number, Map<number, number>>();
  for (const [fieldRef, elements] of sub.index.fieldVectors) {
    const ref = docId(fieldRef.slice(field.length + 1));
    const byTerm = new Map<number, number>();
    for (let k = 0; k < elements.length; k += 2) byTerm.set(elements[k]!, elements[k + 1]!);
    weights.set(ref, byTerm);
  }
  return sub.index.invertedIndex.map(([term, posting]): PieceTerm => {
    const termIndex = posting._index as number;
    const ids = Object.keys((posting[field] ?? {}) as object)
      .map(docId)
      .sort((a, b) => a - b);
    const w = ids.map((id) => {
      const weight = weights.get(id)?.get(termIndex);
      if (weight === undefined) throw new Error(`search index: no weight for "${term}" in document ${id}`);
      return weight;
    });
    const deltas = ids.map((id, k) => (k === 0 ? id : id - ids[k - 1]!));
    return [term, termIndex, deltas, w];
  });
}

/**
 * Splits the plugin's index file (five sub-indexes, positions dropped) into pieces a search loads on
 * demand: the manifest (vocabulary, piece and bucket tables), postings pieces by contiguous sorted term
 * range, and document buckets by page. Every file but the manifest is named by the hash of its bytes.
 */
export function splitIndex(
  file: readonly SubIndex[],
  { pieceBytes = PIECE_BYTES, bucketBytes = BUCKET_BYTES, textChars = TEXT_CHARS } = {},
): SplitIndex {
  const files = new Map<string, string>();
  const put = (json: string) => {
    const name = hashedName(json);
    files.set(name, json);
    return name;
  };

  const membership = new Map<string, number>();
  const indexes: ManifestIndex[] = file.map((sub, k) => {
    for (const [term] of sub.index.invertedIndex)
      membership.set(term, (membership.get(term) ?? 0) | (1 << k));
    const pieces: [string, string][] = [];
    let piece: Piece = [];
    let size = 0;
    const close = () => {
      if (piece.length > 0) pieces.push([piece[0]![0], put(JSON.stringify(piece))]);
      piece = [];
      size = 0;
    };
    for (const term of termsOf(sub)) {
      piece.push(term);
      size += JSON.stringify(term).length;
      if (size >= pieceBytes) close();
    }
    close();
    return {
      pipeline: sub.index.pipeline,
      field: sub.index.fields[0] ?? 't',
      pieces,
      docs: buckets(sub, bucketBytes, put, textChars),
    };
  });
  // lunr's own order (Index.toJSON sorts its terms with the default sort).
  const terms = [...membership.keys()].sort();
  const manifest: Manifest = { format: 1, terms, in: terms.map((t) => membership.get(t)!), indexes };
  files.set(MANIFEST, JSON.stringify(manifest));
  return { manifest, files };
}
