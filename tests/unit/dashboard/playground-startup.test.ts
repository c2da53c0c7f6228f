import { formatSize, startupText, validationDelay } from '../../../src/dashboard/playground/startup';

/** What the playground opens with: share link, then saved state, then the sample; and what it says. */
const SAMPLE = '{"sample":true}';

test('a valid share link wins over a saved state, and says where the dashboard came from', () => {
  const out = startupText(
    { ok: true, text: '{"shared":1}' },
    { kind: 'ok', text: '{"saved":1}', from: 'local' },
    SAMPLE,
  );
  expect(out.text).toBe('{"shared":1}');
  expect(out.notice).toEqual({ tone: 'success', text: 'Loaded the dashboard from the shared link.' });
});

test('without a link: the saved state, else the sample, silently', () => {
  expect(startupText(null, { kind: 'ok', text: '{"saved":1}', from: 'session' }, SAMPLE)).toEqual({
    text: '{"saved":1}',
  });
  expect(startupText(null, { kind: 'none' }, SAMPLE)).toEqual({ text: SAMPLE });
});

test('a broken link says why and what is shown instead; the saved state is kept', () => {
  const broken = { ok: false as const, reason: 'This share link is damaged.' };
  expect(startupText(broken, { kind: 'ok', text: '{"saved":1}', from: 'local' }, SAMPLE)).toEqual({
    text: '{"saved":1}',
    notice: { tone: 'error', text: 'This share link is damaged. Showing your last state instead.' },
  });
  expect(startupText(broken, { kind: 'none' }, SAMPLE).notice?.text).toBe(
    'This share link is damaged. Showing a sample instead.',
  );
});

test('a saved state that could not be loaded opens the sample and is offered as a backup', () => {
  const out = startupText(null, { kind: 'moved', reason: 'not JSON', backup: '{oops', kept: true }, SAMPLE);
  expect(out).toEqual({ text: SAMPLE, backup: { reason: 'not JSON', text: '{oops', kept: true } });
});

test('sizes read as B, KB, MB; large documents wait longer before validation', () => {
  expect([formatSize(900), formatSize(2048), formatSize(5 * 1024 * 1024)]).toEqual([
    '900 B',
    '2.0 KB',
    '5.0 MB',
  ]);
  expect([validationDelay(100), validationDelay(60_000), validationDelay(600_000)]).toEqual([200, 400, 900]);
});
