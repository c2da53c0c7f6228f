import { flattenGroups, groupResults } from '@site/plugins/search/client/group';
import type { SearchHit } from '@site/plugins/search/client/types';

function hit(url: string, title: string, extra: Partial<SearchHit> = {}): SearchHit {
  return { title, url, path: url, type: 'title', deprecated: false, breadcrumb: [], ...extra };
}

const titles = (hits: SearchHit[]) => hits.map((h) => h.title);

describe('groupResults', () => {
  it('groups by the top folder of the URL with the spec area names', () => {
    const groups = groupResults([
      hit('/api/createAccount', 'Create account'),
      hit('/cli/dashboard', 'Dashboard schema (cli)'),
      hit('/docs/old', 'Old doc'),
      hit('/guide/api--rate-limits', 'Rate limits'),
      hit('/start/here', 'Start'),
      hit('/tutorial/one', 'Tutorial one'),
      hit('/flex/charts/bar-chart', 'Bar chart'),
      hit('/blog/post', 'A post'),
      hit('/', 'Home'),
    ]);
    expect(groups.map((g) => [g.area, g.label, titles(g.hits)])).toEqual([
      ['api', 'Core Api Reference', ['Create account']],
      ['cli', 'Dashboard/Chart schema', ['Dashboard schema (cli)']],
      ['guides', 'Guides', ['Old doc', 'Rate limits']],
      ['tutorials', 'Tutorials', ['Start', 'Tutorial one']],
      ['flex', 'Flex', ['Bar chart']],
      ['other', 'other', ['A post', 'Home']],
    ]);
  });

  it('puts the schema page served at the root into the schema area', () => {
    const [group] = groupResults([hit('/dashboard-schema', 'Dashboard schema')]);
    expect(group?.label).toBe('Dashboard/Chart schema');
  });

  it('orders areas by their best (first) hit', () => {
    const groups = groupResults([
      hit('/flex/charts/bar-chart', 'Bar chart'),
      hit('/guide/a', 'A guide'),
      hit('/flex/charts/area-chart', 'Area chart'),
      hit('/api/getData', 'Get data'),
    ]);
    expect(groups.map((g) => g.area)).toEqual(['flex', 'guides', 'api']);
  });

  it('sorts the non-priority pages of an area by title, case- and accent-insensitively', () => {
    const [group] = groupResults(
      [hit('/guide/c', 'charts'), hit('/guide/a', 'Zeta'), hit('/guide/b', 'Ápi'), hit('/guide/d', 'beta')],
      { priority: [] },
    );
    expect(titles(group!.hits)).toEqual(['Ápi', 'beta', 'charts', 'Zeta']);
  });

  it('sorts numbered titles naturally', () => {
    const [group] = groupResults([hit('/guide/x10', 'Step 10'), hit('/guide/x2', 'Step 2')], {
      priority: [],
    });
    expect(titles(group!.hits)).toEqual(['Step 2', 'Step 10']);
  });

  it('puts priority pages first, in priority-list order, then the rest by title', () => {
    const [group] = groupResults(
      [
        hit('/guide/z', 'Zulu'),
        hit('/guide/p2', 'Prio two'),
        hit('/guide/a', 'Alpha'),
        hit('/guide/p1', 'Prio one'),
      ],
      { priority: ['/guide/p1', '/guide/p2'] },
    );
    expect(titles(group!.hits)).toEqual(['Prio one', 'Prio two', 'Alpha', 'Zulu']);
  });

  it('lifts at most five priority pages per area; the others sort with the rest', () => {
    const priority = ['/guide/p1', '/guide/p2', '/guide/p3', '/guide/p4', '/guide/p5', '/guide/p6'];
    const hits = [...priority].reverse().map((url) => hit(url, `P ${url.slice(-1)}`));
    const [group] = groupResults([hit('/guide/a', 'A first by title'), ...hits], { priority });
    expect(titles(group!.hits)).toEqual(['P 1', 'P 2', 'P 3', 'P 4', 'P 5', 'A first by title', 'P 6']);
  });

  it('counts the five priority pages per area, not overall', () => {
    const priority = ['/guide/1', '/guide/2', '/guide/3', '/guide/4', '/guide/5', '/flex/1'];
    const hits = priority.map((url) => hit(url, `T${url}`));
    const groups = groupResults([...hits, hit('/flex/0', 'A flex page')], { priority });
    expect(titles(groups[1]!.hits)).toEqual(['T/flex/1', 'A flex page']);
  });

  it('puts deprecated pages last, even priority ones, sorted by title', () => {
    const [group] = groupResults(
      [
        hit('/guide/old-b', 'B old', { deprecated: true }),
        hit('/guide/p1', 'Prio but deprecated', { deprecated: true }),
        hit('/guide/z', 'Zulu'),
        hit('/guide/old-a', 'A old', { deprecated: true }),
        hit('/guide/p2', 'Prio'),
      ],
      { priority: ['/guide/p1', '/guide/p2'] },
    );
    expect(titles(group!.hits)).toEqual(['Prio', 'Zulu', 'A old', 'B old', 'Prio but deprecated']);
    expect(group!.hits.map((h) => h.deprecated)).toEqual([false, false, true, true, true]);
  });

  it('keeps same-title pages apart, ordered by breadcrumb', () => {
    const [group] = groupResults(
      [
        hit('/guide/plugin--introduction', 'Introduction', { breadcrumb: ['API reference', 'Plugin API'] }),
        hit('/guide/api--introduction', 'Introduction', { breadcrumb: ['API reference', 'Core API'] }),
      ],
      { priority: [] },
    );
    expect(group!.hits.map((h) => h.url)).toEqual([
      '/guide/api--introduction',
      '/guide/plugin--introduction',
    ]);
  });

  it('ignores the fragment, query and baseUrl when finding the area', () => {
    const groups = groupResults(
      [hit('/docs-site/api/getData', 'Get data', { path: '/docs-site/api/getData#body' })],
      {
        baseUrl: '/docs-site/',
      },
    );
    expect(groups[0]?.area).toBe('api');
  });

  it('returns no groups for no hits and does not mutate its input', () => {
    expect(groupResults([])).toEqual([]);
    const input = [hit('/guide/b', 'B'), hit('/guide/a', 'A')];
    const copy = structuredClone(input);
    groupResults(input, { priority: [] });
    expect(input).toEqual(copy);
  });

  it('flattens groups in display order', () => {
    const groups = groupResults([hit('/flex/b', 'B'), hit('/guide/a', 'A'), hit('/flex/a', 'A flex')], {
      priority: [],
    });
    expect(titles(flattenGroups(groups))).toEqual(['A flex', 'B', 'A']);
  });
});

describe('groupResults with relevance scores', () => {
  it('lets strong matches lead their area, best first; weaker ones sort by title', () => {
    const [group] = groupResults(
      [
        hit('/guide/rate-limits', 'Rate limits', { score: 1.6 }),
        hit('/guide/pushing', 'Pushing data', { score: 1.0 }),
        hit('/guide/intro', 'API introduction', { score: 0.5 }),
        hit('/guide/iq', 'IQ basics', { score: 0.4 }),
      ],
      { priority: [], strongShare: 0.5 },
    );
    expect(titles(group!.hits)).toEqual(['Rate limits', 'Pushing data', 'API introduction', 'IQ basics']);
  });

  it('still lifts listed priority pages that match weakly, after the strong ones', () => {
    const [group] = groupResults(
      [
        hit('/guide/rate-limits', 'Rate limits', { score: 1.6 }),
        hit('/guide/zeta', 'Zeta', { score: 0.3 }),
        hit('/guide/api--introduction', 'Introduction', { score: 0.2 }),
        hit('/guide/alpha', 'Alpha', { score: 0.25 }),
      ],
      { priority: ['/guide/api--introduction'] },
    );
    expect(titles(group!.hits)).toEqual(['Rate limits', 'Introduction', 'Alpha', 'Zeta']);
  });

  it('never lifts a deprecated page, however strong', () => {
    const [group] = groupResults(
      [
        hit('/guide/old', 'Old API', { score: 2, deprecated: true }),
        hit('/guide/new', 'New API', { score: 1 }),
      ],
      { priority: [] },
    );
    expect(titles(group!.hits)).toEqual(['New API', 'Old API']);
  });

  it('caps the lifted pages at maxPriority per area', () => {
    const hits = Array.from({ length: 7 }, (_, i) =>
      hit(`/guide/p${i}`, `Page ${7 - i}`, { score: 2 - i * 0.01 }),
    );
    const [group] = groupResults(hits, { priority: [], maxPriority: 5 });
    expect(titles(group!.hits)).toEqual([
      'Page 7',
      'Page 6',
      'Page 5',
      'Page 4',
      'Page 3',
      'Page 1',
      'Page 2',
    ]);
  });
});
