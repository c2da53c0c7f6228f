import { withVersion, type Version } from '@site/src/dashboard/history';

/** The playground's version history: what a new version does to the list. */
const v = (text: string, reason: Version['reason'], at = 1): Version => ({ id: `${at}`, at, text, reason });

describe('withVersion', () => {
  it('puts a new text first', () => {
    const list = withVersion([v('a', 'autosave')], 'b', 'before a sample', 2);
    expect(list.map((x) => [x.text, x.reason])).toEqual([
      ['b', 'before a sample'],
      ['a', 'autosave'],
    ]);
  });

  it('keeps one entry for the same text, and an autosave takes the reason a reader looks for', () => {
    const list = withVersion([v('a', 'autosave'), v('z', 'autosave', 0)], 'a', 'before a sample', 2);
    expect(list.map((x) => [x.text, x.reason, x.at])).toEqual([
      ['a', 'before a sample', 1],
      ['z', 'autosave', 0],
    ]);
  });

  it('does not relabel a version kept for another reason, nor by an autosave', () => {
    const kept = [v('a', 'before formatting')];
    expect(withVersion(kept, 'a', 'before a sample', 2)).toBe(kept);
    expect(withVersion(kept, 'a', 'autosave', 2)).toBe(kept);
  });
});
