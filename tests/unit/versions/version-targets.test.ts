import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { versionsOfPage } from '../../../src/components/VersionDropdown/targets';

/**
 * The version switcher of an API page offers the versions that have its API: versions are per API
 * (api/versions.mjs, apisOfVersion), so an API added after the last cut is in the current version only, and
 * 2.x has nothing to lead to (no page, no changelog entry, no introduction).
 */
const version = (name: string, ids: string[]): GlobalVersion =>
  ({
    name,
    label: name === 'current' ? '3.x (latest)' : name,
    isLast: name === 'current',
    path: name === 'current' ? '/api' : `/api/${name}`,
    mainDocId: ids[0] ?? '',
    docs: ids.map((id) => ({ id, path: `/api/${id}`, sidebar: id.split('/')[0] })),
    draftIds: [],
    sidebars: {},
  }) as GlobalVersion;

const versions = [
  version('current', ['core/createAccount', 'billing/listInvoices']),
  version('2.x', ['core/createAccount', 'core/validateAuthorization']),
];

test("a current-only API's page offers the current version only", () => {
  expect(versionsOfPage('api', versions, 'billing/listInvoices').map((v) => v.name)).toEqual(['current']);
});

test("a versioned API's page offers every version that has the API, even where the operation is gone", () => {
  expect(versionsOfPage('api', versions, 'core/validateAuthorization').map((v) => v.name)).toEqual([
    'current',
    '2.x',
  ]);
});

test('guides offer every version', () => {
  expect(versionsOfPage('default', versions, 'api--introduction')).toHaveLength(2);
});
