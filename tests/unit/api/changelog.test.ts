import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { compareApiFiles } from '../../../api/changelog.mjs';
import { specsOf } from '../../support/openapi';

/**
 * The API changelog (api/changelog.mjs) on a pair of small files whose differences are known, and on the site's
 * own 2.x and 3.x files for the differences the 2.x guides document.
 */
const fixture = (name: string) =>
  load(fs.readFileSync(path.join(__dirname, 'fixtures/changelog', name), 'utf8')) as object;

describe('on fixtures with known differences', () => {
  const changes = compareApiFiles(fixture('before.yaml'), fixture('after.yaml'));

  test('lists added operations and webhooks, and removed operations', () => {
    expect(changes.added.map((op) => [op.operationId, op.webhook])).toEqual([
      ['thingChanged', true],
      ['createWidget', false],
    ]);
    expect(changes.removed.map((op) => op.operationId)).toEqual(['deleteThing']);
  });

  test('lists parameters and request fields added, removed and changed', () => {
    const update = changes.changed.find((op) => op.operationId === 'updateThing');
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { section: 'Parameters', kind: 'added', field: 'limit (query)' },
        { section: 'Request body', kind: 'added', field: 'color' },
        { section: 'Request body', kind: 'removed', field: 'legacy' },
        { section: 'Request body', kind: 'changed', field: 'name', detail: 'type: "string" → "integer"' },
        { section: 'Request body', kind: 'changed', field: 'size', detail: 'now required' },
      ]),
    );
  });

  test('follows $refs: a change in a shared schema shows in every operation that returns it', () => {
    const responseOf = (id: string) =>
      changes.changed
        .find((op) => op.operationId === id)
        ?.changes.filter((c) => c.section === 'Response 200');
    expect(responseOf('getThing')).toEqual(
      expect.arrayContaining([
        { section: 'Response 200', kind: 'added', field: 'tag' },
        { section: 'Response 200', kind: 'changed', field: 'status', detail: 'enum: "archived" added' },
      ]),
    );
    expect(responseOf('updateThing')).toEqual(
      expect.arrayContaining([{ section: 'Response 200', kind: 'added', field: 'rows[].tag' }]),
    );
  });

  test('leaves out descriptions and examples: nothing else is listed', () => {
    const all = changes.changed.flatMap((op) =>
      op.changes.map((c) => `${op.operationId} ${c.section} ${c.field}`),
    );
    expect(all.sort()).toEqual(
      [
        'getThing Response 200 status',
        'getThing Response 200 tag',
        'updateThing Parameters limit (query)',
        'updateThing Request body color',
        'updateThing Request body legacy',
        'updateThing Request body name',
        'updateThing Request body size',
        'updateThing Response 200 rows[].status',
        'updateThing Response 200 rows[].tag',
      ].sort(),
    );
  });
});

describe("on the site's 2.x and 3.x files", () => {
  const core = compareApiFiles(specsOf('2.x').core, specsOf('current').core);
  const plugin = compareApiFiles(specsOf('2.x').plugin, specsOf('current').plugin);
  const changesOf = (id: string) => core.changed.find((op) => op.operationId === id)?.changes ?? [];

  test('3.x adds the integrations and drops validateAuthorization', () => {
    expect(core.added.map((op) => op.operationId).sort()).toEqual(
      [
        'associateIntegration',
        'createIntegration',
        'deleteIntegration',
        'dissociateIntegration',
        'searchIntegration',
        'updateIntegration',
      ].sort(),
    );
    expect(core.removed.map((op) => op.operationId)).toEqual(['validateAuthorization']);
  });

  test('the documented field changes are listed', () => {
    expect(changesOf('createAccount')).toEqual(
      expect.arrayContaining([
        { section: 'Request body', kind: 'added', field: 'properties.scope' },
        { section: 'Request body', kind: 'removed', field: 'properties.database' },
        { section: 'Request body', kind: 'removed', field: 'properties.scheme' },
      ]),
    );
    expect(changesOf('deleteDashboard')).toEqual(
      expect.arrayContaining([{ section: 'Response 200', kind: 'removed', field: 'contents' }]),
    );
    expect(changesOf('createDashboard')).toEqual(
      expect.arrayContaining([{ section: 'Request body', kind: 'added', field: 'properties.featured' }]),
    );
    expect(changesOf('createColumn')).toEqual(
      expect.arrayContaining([
        { section: 'Request body', kind: 'removed', field: 'properties.securable_id' },
      ]),
    );
  });

  test('the Plugin API did not change', () => {
    expect(plugin).toEqual({ added: [], removed: [], changed: [] });
  });
});
