import fs from 'node:fs';
import path from 'node:path';
import { resolveLegacyLink } from '../../../src/lib/legacy-links';
import table from '../../../src/data/legacy-links.json';

const SPEC_RESOURCES = [
  'account',
  'alert',
  'authorization',
  'column',
  'country',
  'dashboard',
  'dataset',
  'embed-filter-group',
  'group',
  'hierarchy-level',
  'integration',
  'locale',
  'organization',
  'plugin',
  'schedule',
  'share',
  'tag',
  'theme',
  'user',
  'ai-chart',
  'data',
  'dataprovider',
  'export',
  'hierarchy',
];

describe('resolveLegacyLink', () => {
  it('maps hash-only root URLs to their new page', () => {
    expect(resolveLegacyLink('/', '#account')).toBe('/api/searchAccount');
    expect(resolveLegacyLink('/', '#Rate-Limits')).toBe('/guide/api--rate-limits');
    expect(resolveLegacyLink('/', '#embed%2Dfilter%2Dgroup')).toBe('/api/searchEmbedFilterGroup');
  });

  it('maps old guide paths with a hash to the plugin and guides pages', () => {
    expect(resolveLegacyLink('/guide/plugin-api', '#webhooks')).toBe('/guide/plugin--webhooks');
    expect(resolveLegacyLink('/guide/guides/', '#pushing-data')).toBe('/guide/guides--pushing-data');
  });

  it.each([
    ['/', ''],
    ['/', '#'],
    ['/', '#unknown-anchor'],
    ['/guide/plugin-api', ''],
    ['/guide/dashboard-embedding--intro', '#account'],
    ['/', '#%E0%A4%A'],
  ])('does nothing for %s%s', (pathname, hash) => {
    expect(resolveLegacyLink(pathname, hash)).toBeNull();
  });

  it('covers every API resource and service the spec names', () => {
    for (const resource of SPEC_RESOURCES) expect(table.hash).toHaveProperty([resource]);
  });

  it('sends guide anchors only to guide pages that exist', () => {
    const targets = [
      ...Object.values(table.hash),
      ...Object.values(table.paths).flatMap((m) => Object.values(m)),
    ];
    for (const target of targets.filter((t) => t.startsWith('/guide/'))) {
      const id = target.slice('/guide/'.length);
      const exists = ['.md', '.mdx'].some((ext) =>
        fs.existsSync(path.join(__dirname, '../../../docs', id + ext)),
      );
      expect({ target, exists }).toEqual({ target, exists: true });
    }
  });
});
