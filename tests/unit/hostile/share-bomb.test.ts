import { compressToEncodedURIComponent } from 'lz-string';
import { decodeShare, decodeShareInSlices, SHARE_KEY } from '@site/src/dashboard/share';
import { runBomb } from '../../support/lz-bomb';

/**
 * Share links that expand beyond 5 MB are refused while decompressing, with a message that says so (issue 54).
 * Before, lz-string decompressed the whole link first: 200 M characters (4.2-4.7 s) for a 44.5 KB link, 3 G (a
 * dead tab) for a 199,998-character one, and the answer was "damaged" or came after the freeze.
 */
const TOO_LARGE = /^The shared dashboard is too large to open: it expands to more than 5 MB/;

test.each([
  ['a 44 KB link that expands to 200 M characters', 20_000],
  ['a 200 KB link that expands to 3 G characters', 77_000],
])('%s: refused as too large, at once and in slices', async (_, codes) => {
  const hash = `#${SHARE_KEY}=${runBomb(codes)}`;
  expect(hash.length).toBeLessThan(200_000);
  expect(decodeShare(hash)).toEqual({ ok: false, reason: expect.stringMatching(TOO_LARGE) });
  expect(await decodeShareInSlices(hash)).toEqual({ ok: false, reason: expect.stringMatching(TOO_LARGE) });
});

test('a link longer than 200,000 characters is too large, not damaged', () => {
  const result = decodeShare(`#${SHARE_KEY}=${'A'.repeat(200_001)}`);
  expect(result).toEqual({
    ok: false,
    reason: 'The shared link is too large to open (200,001 characters; the limit is 200,000).',
  });
});

test('a valid 5,000-item dashboard decodes the same in slices as at once', async () => {
  const text = JSON.stringify({
    views: [{ id: 'v', items: Array.from({ length: 5000 }, (_, i) => ({ id: `i${i}`, type: 'bar-chart' })) }],
  });
  const hash = `#${SHARE_KEY}=${compressToEncodedURIComponent(text)}`;
  expect(decodeShare(hash)).toEqual({ ok: true, text });
  expect(await decodeShareInSlices(hash)).toEqual({ ok: true, text });
});

test('abandoned: the slices stop', async () => {
  const controller = new AbortController();
  const pending = decodeShareInSlices(`#${SHARE_KEY}=${runBomb(20_000)}`, controller.signal);
  controller.abort(new Error('left the page'));
  await expect(pending).rejects.toThrow('left the page');
});
