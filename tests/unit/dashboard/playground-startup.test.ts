import {
  formatSize,
  SHARED_NOTICE,
  startupText,
  validationDelay,
} from '../../../src/dashboard/playground/startup';
import { formatSizeAndLimit } from '../../../src/lib/size';
import { checkJsonText } from '../../../src/lib/json-limits';

/**
 * What the playground opens with: a share link (beside the saved dashboard, never over it), a shared dashboard
 * the reader was editing, the saved state, then the sample; and what it says.
 */
const SAMPLE = '{"sample":true}';
const saved = (text: string, rev = 3) => ({ kind: 'ok' as const, text, from: 'local' as const, rev });

test('a share link opens beside the saved dashboard: shown, the saved one kept apart and named', () => {
  const out = startupText({ ok: true, text: '{"shared":1}' }, saved('{"saved":1}'), SAMPLE);
  expect(out).toEqual({
    text: '{"shared":1}',
    mode: 'shared',
    own: '{"saved":1}',
    rev: 3,
    notice: { tone: 'success', text: SHARED_NOTICE },
  });
});

test('with nothing saved (or the same dashboard), a share link simply opens', () => {
  expect(startupText({ ok: true, text: '{"s":1}' }, { kind: 'none' }, SAMPLE)).toEqual({
    text: '{"s":1}',
    mode: 'own',
    rev: 0,
    notice: { tone: 'success', text: 'Loaded the dashboard from the shared link.' },
  });
  expect(startupText({ ok: true, text: '{"s":1}' }, saved('{"s":1}'), SAMPLE).mode).toBe('own');
});

test('a shared dashboard the reader was editing comes back beside their own after a reload', () => {
  const slot = { text: '{"shared":"edited"}', rev: 1, tab: 'a', at: 1 };
  const out = startupText(null, saved('{"mine":1}'), SAMPLE, slot);
  expect(out).toMatchObject({ text: '{"shared":"edited"}', mode: 'shared', own: '{"mine":1}' });
});

test('without a link: the saved state, else the sample, silently', () => {
  expect(startupText(null, { kind: 'ok', text: '{"saved":1}', from: 'session', rev: 2 }, SAMPLE)).toEqual({
    text: '{"saved":1}',
    mode: 'own',
    rev: 2,
  });
  expect(startupText(null, { kind: 'none' }, SAMPLE)).toEqual({ text: SAMPLE, mode: 'own', rev: 0 });
});

test('a broken link says why and what is shown instead; the saved state is kept', () => {
  const broken = { ok: false as const, reason: 'This share link is damaged.' };
  expect(startupText(broken, saved('{"saved":1}'), SAMPLE)).toEqual({
    text: '{"saved":1}',
    mode: 'own',
    rev: 3,
    notice: { tone: 'error', text: 'This share link is damaged. Showing your last state instead.' },
  });
  expect(startupText(broken, { kind: 'none' }, SAMPLE).notice?.text).toBe(
    'This share link is damaged. Showing a sample instead.',
  );
});

test('a saved state that could not be loaded opens the sample and is offered as a backup', () => {
  const out = startupText(null, { kind: 'moved', reason: 'not JSON', backup: '{oops', kept: true }, SAMPLE);
  expect(out).toEqual({
    text: SAMPLE,
    mode: 'own',
    rev: 0,
    backup: { reason: 'not JSON', text: '{oops', kept: true },
  });
});

test('sizes read as B, KB, MB; large documents wait longer before validation', () => {
  expect([formatSize(900), formatSize(2048), formatSize(300 * 1024), formatSize(5 * 1024 * 1024)]).toEqual([
    '900 B',
    '2.0 KB',
    '300 KB',
    '5.0 MB',
  ]);
  expect([validationDelay(100), validationDelay(60_000), validationDelay(600_000)]).toEqual([200, 400, 900]);
});

test('a size just over its limit never reads the same as the limit', () => {
  const limit = 5 * 1024 * 1024;
  expect(formatSizeAndLimit(limit + 1, limit)).toEqual({ size: '5,242,881 characters', limit: '5,242,880' });
  expect(formatSizeAndLimit(6 * 1024 * 1024, limit)).toEqual({ size: '6.0 MB', limit: '5.0 MB' });
  expect(checkJsonText('x'.repeat(limit + 1), { maxChars: limit })?.message).toBe(
    'It is too large (5,242,881 characters; the limit is 5,242,880).',
  );
});
