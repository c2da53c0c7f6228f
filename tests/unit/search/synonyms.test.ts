import fs from 'node:fs';
import path from 'node:path';
import {
  SYNONYMS_FILE,
  keywordsWithSynonyms,
  loadSynonyms,
  parseSynonyms,
} from '@site/plugins/search/synonym-keywords';

const ROOT = path.join(__dirname, '../../..');
const entry = (terms: string[], pages: string[]) => ({ terms, pages });
const json = (value: unknown) => JSON.stringify(value);

describe('parseSynonyms', () => {
  it('reads the entries, trimming terms and trailing slashes', () => {
    expect(parseSynonyms(json({ synonyms: [entry([' rls '], ['/guide/tenants/'])] }))).toEqual([
      { terms: ['rls'], pages: ['/guide/tenants'] },
    ]);
  });

  it('names the file and the JSON error when the file is not JSON', () => {
    expect(() => parseSynonyms('{\n  "synonyms": [\n    { "terms": ["rls"], }\n  ]\n}')).toThrow(
      new RegExp(`^${SYNONYMS_FILE} is not valid JSON \\(line 3, column 25\\): .+`),
    );
  });

  it('names the entry (position and first term) that is wrong, and what is wrong with it', () => {
    const file = (...entries: unknown[]) => json({ synonyms: entries });
    const ok = entry(['okta'], ['/guide/sso']);
    expect(() => parseSynonyms(file(ok, { terms: ['rls'], pages: [] }))).toThrow(
      `${SYNONYMS_FILE}: entry 2 ("rls"): "pages" must be a non-empty list of site paths`,
    );
    expect(() => parseSynonyms(file({ terms: [], pages: ['/a'] }))).toThrow(
      'entry 1: "terms" must be a non-empty list',
    );
    expect(() => parseSynonyms(file(entry(['rls'], ['guide/tenants'])))).toThrow(
      'entry 1 ("rls"): "guide/tenants" is not a site path',
    );
    expect(() => parseSynonyms(file(entry(['rls'], ['/guide/tenants#filters'])))).toThrow('not a site path');
    expect(() => parseSynonyms(file({ ...ok, page: ['/x'] }))).toThrow(
      'entry 1 ("okta"): unknown field "page"',
    );
    expect(() => parseSynonyms(json([ok]))).toThrow('expected an object with a "synonyms" list');
  });

  it("accepts the site's own file, whose guide pages exist (the build checks every page)", () => {
    const entries = loadSynonyms(ROOT);
    expect(entries.length).toBeGreaterThan(0);
    const guides = entries.flatMap((e) => e.pages).filter((p) => p.startsWith('/guide/'));
    for (const url of guides) {
      expect(fs.existsSync(path.join(ROOT, 'docs', `${url.slice('/guide/'.length)}.mdx`)) && url).toBe(url);
    }
  });
});

describe('keywordsWithSynonyms', () => {
  const titles = {
    documents: [
      { i: 1, t: 'Handling multi-tenant data', u: '/guide/tenants' },
      { i: 5, t: 'Single sign-on', u: '/guide/sso' },
      { i: 9, t: 'Rate limits', u: '/guide/limits' },
    ],
    index: {},
  };
  const keywords = {
    documents: [{ i: 5, t: 'login', s: 'Single sign-on', u: '/guide/sso', p: 5 }],
    index: {},
  };
  const empty = { documents: [], index: {} };
  const site = [titles, empty, empty, keywords, empty];

  it("adds the terms to the pages' keywords, creating them where a page has none, in page order", () => {
    const [docs] = keywordsWithSynonyms(
      [site],
      [
        entry(['rls', 'row-level security'], ['/guide/tenants']),
        entry(['okta'], ['/guide/sso', '/guide/tenants']),
      ],
    );
    expect(docs).toEqual([
      {
        i: 1,
        t: 'rls, row-level security, okta',
        s: 'Handling multi-tenant data',
        u: '/guide/tenants',
        p: 1,
      },
      { i: 5, t: 'login, okta', s: 'Single sign-on', u: '/guide/sso', p: 5 },
    ]);
    // The index read is left as it was.
    expect(keywords.documents).toEqual([{ i: 5, t: 'login', s: 'Single sign-on', u: '/guide/sso', p: 5 }]);
  });

  it('leaves an index none of whose pages is named alone', () => {
    expect(
      keywordsWithSynonyms(
        [site, [empty, empty, empty, empty, empty]],
        [entry(['rls'], ['/guide/tenants'])],
      )[1],
    ).toBeNull();
  });

  it('stops the build on a page no index holds, naming the entry and the page', () => {
    expect(() =>
      keywordsWithSynonyms(
        [site],
        [entry(['okta'], ['/guide/sso']), entry(['rls'], ['/guide/tenant', '/guide/sso'])],
      ),
    ).toThrow(`${SYNONYMS_FILE}: entry 2 ("rls") names /guide/tenant, which is not in the search index`);
  });
});
