/**
 * The index in pieces answers every bench query exactly as the plugin's worker answers it on the whole index:
 * same documents, same types, same scores, same order (plugins/search/client/pieces/search.ts restricts lunr's index to
 * the loaded terms; this is the proof that it changes nothing). The corpus: an index built with the plugin's
 * own builder from the guides' Markdown, and the built site's index when a build is present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import { dropPositions } from '@site/plugins/search';
import { splitIndex, TEXT_CHARS, type SubIndex } from '@site/plugins/search/pieces';
import { PieceIndex } from '@site/plugins/search/client/pieces/search';
import type { Manifest } from '@site/plugins/search/client/pieces/format';
import type { RawResult } from '@site/plugins/search/client/hits';

// The site's options (docusaurus.config.ts): English, the default stop words, fuzzy distance 1 (default).
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants', () => ({
  language: ['en'],
  removeDefaultStopWordFilter: [],
  fuzzyMatchingDistance: 1,
  searchIndexUrl: 'search-index{dir}.json',
}));

// The plugin's worker module exposes itself to its page (comlink) as it loads: a listener with nothing to hear.
Object.assign(globalThis, { addEventListener: () => undefined });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
const { SearchWorker } = require('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker') as {
  SearchWorker: new () => {
    search(baseUrl: string, context: string, input: string, limit: number): Promise<RawResult[]>;
  };
};

const ROOT = path.join(__dirname, '../../..');
const LIMITS = [40, 15];

function queries(): string[] {
  const read = (file: string) =>
    (
      JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as { queries: { query: string }[] }
    ).queries.map((q) => q.query);
  // Prefixes of a query as a reader types it, fuzzy matches, and words no page has.
  return [
    ...read('bench/search/queries.json'),
    ...read('bench/search/held-out.json'),
    'e',
    'emb',
    'chrat',
    'zzqxv',
  ];
}

/** An index like the plugin's (five sub-indexes, its lunr pipeline) from the guides' Markdown sections. */
function markdownIndex(): SubIndex[] {
  let id = 0;
  const docs: object[][] = [[], [], [], [], []];
  const dir = path.join(ROOT, 'docs');
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const url = `/guide/${file.replace(/\.mdx?$/, '')}`;
    const title = /^title:\s*(.+)$/m.exec(text)?.[1] ?? file;
    const page = ++id;
    docs[0]!.push({ i: page, t: title, u: url, b: [] });
    const description = /^description:\s*(.+)$/m.exec(text)?.[1];
    if (description) docs[2]!.push({ i: page, t: description, s: title, u: url, p: page });
    const keywords = /^keywords:\s*(.+)$/m.exec(text)?.[1];
    if (keywords) docs[3]!.push({ i: page, t: keywords, s: title, u: url, p: page });
    const body = text.replace(/^---[\s\S]*?---/, '');
    for (const [n, section] of body.split(/^##+ /m).entries()) {
      const heading = n === 0 ? '' : (section.split('\n')[0] ?? '');
      const hash = heading ? `#${heading.toLowerCase().replace(/\W+/g, '-')}` : '';
      if (heading) docs[1]!.push({ i: ++id, t: heading, u: url, h: hash, p: page });
      docs[4]!.push({
        i: ++id,
        t: section.replace(/[`*#>[\]()|_-]+/g, ' '),
        s: heading || title,
        u: url,
        h: hash,
        p: page,
      });
    }
  }
  const config = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false } as never;
  const file = JSON.parse(JSON.stringify(buildIndex(docs, config))) as never;
  return dropPositions(file) as unknown as SubIndex[];
}

const corpora: [string, () => SubIndex[]][] = [['the guides, indexed from their Markdown', markdownIndex]];
// A built site's whole index (the plugin's file, as plugins/search had it before splitting), if given.
const whole = process.env.SEARCH_WHOLE_INDEX;
if (whole) corpora.push([whole, () => JSON.parse(fs.readFileSync(whole, 'utf8')) as SubIndex[]]);

/**
 * What a comparison needs of a result: the document (its text as the pieces keep it: TEXT_CHARS), its page,
 * score, matched terms and the query's tokens, in order.
 */
const shape = (results: RawResult[]) =>
  results.map((r) => ({
    i: r.document.i,
    type: r.type,
    score: r.score,
    page: r.page ? r.page.i : r.page,
    t: r.document.t?.slice(0, TEXT_CHARS),
    u: r.document.u,
    m: r.metadata,
    tokens: r.tokens,
  }));

describe.each(corpora)('the index in pieces, on %s', (name, load) => {
  const whole = load();
  const { files } = splitIndex(whole);
  const manifest = JSON.parse(files.get('search-index.json')!) as Manifest;
  const worker = new SearchWorker();
  beforeAll(() => {
    globalThis.location = { origin: 'http://site' } as Location;
    globalThis.fetch = (async () => ({
      json: async () => structuredClone(whole),
    })) as unknown as typeof fetch;
  });

  it.each(queries())('answers "%s" as the whole index does', async (query) => {
    for (const limit of LIMITS) {
      // The plugin's worker keeps an index per URL: one per corpus.
      const expected = await worker.search(`/${encodeURIComponent(name)}/`, '', query, limit);
      // A fresh page: nothing loaded yet.
      const pieces = new PieceIndex(manifest, async (file) => JSON.parse(files.get(file)!) as unknown);
      expect(shape(await pieces.search(query, limit))).toEqual(shape(expected));
    }
  });
});

describe('a piece that fails to load', () => {
  const { files } = splitIndex(markdownIndex());
  const manifest = JSON.parse(files.get('search-index.json')!) as Manifest;

  it('fails the search, keeps what loaded, and the next search loads it again', async () => {
    const requests: string[] = [];
    let failing: string | undefined;
    const pieces = new PieceIndex(manifest, async (file) => {
      requests.push(file);
      // The third file asked for fails once (offline, HTTP error): the first two arrive.
      if (requests.length === 3) failing = file;
      if (file === failing && requests.filter((f) => f === file).length === 1) throw new Error('HTTP 503');
      return JSON.parse(files.get(file)!) as unknown;
    });
    await expect(pieces.search('embed token', 40)).rejects.toThrow('HTTP 503');
    const before = [...requests];
    const results = await pieces.search('embed token', 40);
    expect(results.length).toBeGreaterThan(0);
    const again = requests.slice(before.length);
    // The failed piece is asked for again; none of the pieces that had arrived is.
    expect(again).toContain(failing);
    for (const file of before.filter((f) => f !== failing)) expect(again).not.toContain(file);
  });
});
