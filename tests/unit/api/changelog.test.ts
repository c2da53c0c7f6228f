import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import os from 'node:os';
import { compareApiFiles, migrationNoteProblems, readMigrationNotes } from '../../../api/changelog.mjs';
import { specsOf } from '../../support/openapi';

/**
 * The API changelog (api/changelog.mjs) on a pair of small files whose differences are known, and on the site's
 * own 2.x and 3.x files for the differences the 2.x guides document; which changes are breaking, and the
 * writers' migration notes that every breaking change needs (api/openapi/migrations).
 */
const ROOT = path.resolve(__dirname, '../../..');
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
        { section: 'Parameters', kind: 'added', field: 'limit (query)', breaking: false },
        { section: 'Request body', kind: 'added', field: 'color', breaking: false },
        { section: 'Request body', kind: 'removed', field: 'legacy', breaking: true },
        {
          section: 'Request body',
          kind: 'changed',
          field: 'name',
          detail: 'type: "string" → "integer"',
          breaking: true,
        },
        { section: 'Request body', kind: 'changed', field: 'size', detail: 'now required', breaking: true },
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
        { section: 'Response 200', kind: 'added', field: 'tag', breaking: false },
        {
          section: 'Response 200',
          kind: 'changed',
          field: 'status',
          detail: 'enum: "archived" added',
          breaking: false,
        },
      ]),
    );
    expect(responseOf('updateThing')).toEqual(
      expect.arrayContaining([
        { section: 'Response 200', kind: 'added', field: 'rows[].tag', breaking: false },
      ]),
    );
  });

  test('a change that can break code written for the older file is breaking; an additive one is not', () => {
    const byId = Object.fromEntries(changes.changed.map((op) => [op.operationId, op.breaking]));
    // getThing only gained a response field and an enum value; updateThing removed a field and changed a type.
    expect(byId).toEqual({ getThing: false, updateThing: true });
  });

  test('every removed operation and breaking change needs a migration note; additive ones need none', () => {
    const where = { file: 'notes.yaml', api: 'things', from: '1', to: '2' };
    expect(migrationNoteProblems(changes, undefined, where)).toEqual([
      'notes.yaml: things.operations.deleteThing: no migration note, and deleteThing is removed in 2 ' +
        '(say what to change in code that calls it: api/README.md, "Migration notes")',
      'notes.yaml: things.operations.updateThing: no migration note, and updateThing changes in a way that can ' +
        'break code written for 1: Request body changed size (now required); Request body removed legacy; ' +
        'Request body changed name (type: "string" → "integer") (say what to change in code that calls it: ' +
        'api/README.md, "Migration notes")',
    ]);
    const notes = { operations: { deleteThing: 'Use archiveThing.', updateThing: 'Send `size`.' } };
    expect(migrationNoteProblems(changes, notes, where)).toEqual([]);
    // A note for an operation that did not change is stale.
    const stale = { operations: { ...notes.operations, listThings: 'Gone?' } };
    expect(migrationNoteProblems(changes, stale, where)).toEqual([
      'notes.yaml: things.operations.listThings: listThings did not change from 1 to 2 (remove the note)',
    ]);
  });

  test('a notes file is read with its shape checked, naming the file and the key', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
    const dir = path.join(site, 'api/openapi/migrations');
    fs.mkdirSync(dir, { recursive: true });
    expect(readMigrationNotes(site, '1.x', '2.x', ['core'])).toEqual({
      file: 'api/openapi/migrations/1.x-2.x.yaml',
      apis: {},
    });
    fs.writeFileSync(
      path.join(dir, '1.x-2.x.yaml'),
      'core:\n  summary: One change.\n  operations:\n    deleteThing: >-\n      Use\n      archiveThing.\n',
    );
    expect(readMigrationNotes(site, '1.x', '2.x', ['core']).apis).toEqual({
      core: { summary: 'One change.', operations: { deleteThing: 'Use archiveThing.' } },
    });
    fs.writeFileSync(
      path.join(dir, '1.x-2.x.yaml'),
      'core:\n  operations:\n    deleteThing: 3\nbilling: {}\n',
    );
    expect(() => readMigrationNotes(site, '1.x', '2.x', ['core'])).toThrow(
      'api/openapi/migrations/1.x-2.x.yaml:\n  core.operations.deleteThing: expected text\n' +
        '  billing: no such API (expected core)',
    );
    fs.rmSync(site, { recursive: true, force: true });
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
        { section: 'Request body', kind: 'added', field: 'properties.scope', breaking: false },
        { section: 'Request body', kind: 'removed', field: 'properties.database', breaking: true },
        { section: 'Request body', kind: 'removed', field: 'properties.scheme', breaking: true },
      ]),
    );
    expect(changesOf('deleteDashboard')).toEqual(
      expect.arrayContaining([
        { section: 'Response 200', kind: 'removed', field: 'contents', breaking: true },
      ]),
    );
    expect(changesOf('createDashboard')).toEqual(
      expect.arrayContaining([
        { section: 'Request body', kind: 'added', field: 'properties.featured', breaking: false },
      ]),
    );
    expect(changesOf('createColumn')).toEqual(
      expect.arrayContaining([
        { section: 'Request body', kind: 'removed', field: 'properties.securable_id', breaking: true },
      ]),
    );
  });

  test('breaking: deletes that no longer return the resource, scope, securable_id; additive: the rest', () => {
    const breaking = core.changed.filter((op) => op.breaking).map((op) => op.operationId);
    const additive = core.changed.filter((op) => !op.breaking).map((op) => op.operationId);
    expect(breaking).toEqual(expect.arrayContaining(['deleteDashboard', 'createAccount', 'searchColumn']));
    expect(additive.sort()).toEqual(
      [
        'associateDashboard',
        'associateDataset',
        'createAuthorization',
        'createDashboard',
        'dissociateDashboard',
        'dissociateDataset',
        'searchDashboard',
        'updateDashboard',
      ].sort(),
    );
  });

  test('the writers wrote a migration note for every removed operation and breaking change, and no other', () => {
    const notes = readMigrationNotes(ROOT, '2.x', '3.x', ['core', 'plugin']);
    const where = (api: string) => ({ file: notes.file, api, from: '2.x', to: '3.x' });
    expect(migrationNoteProblems(core, notes.apis.core, where('core'))).toEqual([]);
    expect(migrationNoteProblems(plugin, notes.apis.plugin, where('plugin'))).toEqual([]);
    expect(Object.keys(notes.apis.core?.operations ?? {})).toHaveLength(
      core.removed.length + core.changed.filter((op) => op.breaking).length,
    );
    expect(notes.apis.core?.operations.validateAuthorization).toContain(
      '[createAuthorization](/api/createAuthorization)',
    );
  });

  test('the Plugin API did not change', () => {
    expect(plugin).toEqual({ added: [], removed: [], changed: [] });
  });
});
