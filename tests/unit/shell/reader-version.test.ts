import { readLastVersion, versionNameOfUrl, versionOfPath } from '@site/src/navigation/reader-version';
import { fakeStorage, installWindow, removeWindow } from '../../support/storage';

// The hook's router; the functions tested here do not use it.
jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname: '/' }) }), { virtual: true });

afterEach(removeWindow);

describe('the reader’s docs version (src/navigation/reader-version.ts)', () => {
  it('reads a page’s version from its path; pages with one version have none', () => {
    expect(versionOfPath('/guide/2.x/interacting-with-data--cross-filtering')).toBe('2.x');
    expect(versionOfPath('/api/2.x/searchDataset')).toBe('2.x');
    expect(versionOfPath('/guide/interacting-with-data--cross-filtering')).toBe('current');
    expect(versionOfPath('/api/searchDataset')).toBe('current');
    expect(versionOfPath('/flex/charts/bar-chart')).toBeNull();
    expect(versionOfPath('/dashboard-playground')).toBeNull();
  });

  it('names every search result’s version, the current one for pages with one version', () => {
    expect(versionNameOfUrl('/api/2.x/searchDataset')).toBe('2.x');
    expect(versionNameOfUrl('/api/searchDataset')).toBe('3.x');
    expect(versionNameOfUrl('/flex/examples/cross-chart-filtering')).toBe('3.x');
  });

  it('remembers the last version read; garbage, blocked or missing storage gives the current one', () => {
    installWindow({ local: fakeStorage({ 'docs-last-version': '2.x' }) });
    expect(readLastVersion()).toBe('2.x');
    installWindow({ local: fakeStorage({ 'docs-last-version': '__proto__' }) });
    expect(readLastVersion()).toBe('current');
    installWindow({ local: 'blocked' });
    expect(readLastVersion()).toBe('current');
    removeWindow();
    expect(readLastVersion()).toBe('current');
  });
});
