import { decodeShare, encodeShare, MAX_SHARE_LENGTH } from '@site/src/dashboard/share';
import { SAMPLES, sampleText } from '@site/src/dashboard/samples';

describe('share links', () => {
  it.each(SAMPLES.map((s) => [s.id, sampleText(s)]))(
    'round-trips the %s sample through the URL hash',
    (_id, text) => {
      const encoded = encodeShare(text);
      expect(encoded.ok).toBe(true);
      if (!encoded.ok) return;
      // Only URL-safe characters: the hash survives copy and paste.
      expect(encoded.hash).toMatch(/^json=[A-Za-z0-9+\-$]+$/);
      expect(encoded.hash.length).toBeLessThan(text.length);
      expect(decodeShare(`#${encoded.hash}`)).toEqual({ ok: true, text });
    },
  );

  it('keeps any text exactly: unicode, markup, odd whitespace', () => {
    const text = '{ "title": "Café ✓ 日本 <script>alert(1)</script>\\u0000", "emoji": "🎉" }\r\n\t';
    const encoded = encodeShare(text);
    expect(encoded.ok && decodeShare(encoded.hash)).toEqual({ ok: true, text });
  });

  it('ignores hashes that are not share links', () => {
    expect(decodeShare('')).toBeNull();
    expect(decodeShare('#views.items')).toBeNull();
  });

  it('reports a damaged link instead of throwing', () => {
    const encoded = encodeShare(sampleText(SAMPLES[0]!));
    if (!encoded.ok) throw new Error('encode failed');
    for (const bad of [
      '#json=',
      '#json=%%%',
      '#json=<script>',
      `#${encoded.hash.slice(0, 40)}`,
      '#json=AAAAAAAAAA',
    ])
      expect(decodeShare(bad)).toMatchObject({ ok: false, reason: expect.stringMatching(/damaged/) });
  });

  it('refuses documents too large for a link', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647).toString(36);
    const big = JSON.stringify(Array.from({ length: 20_000 }, random));
    const encoded = encodeShare(big);
    expect(encoded.ok).toBe(false);
    if (!encoded.ok) expect(encoded.reason).toMatch(/Download/);
    expect(MAX_SHARE_LENGTH).toBeGreaterThan(10_000);
  });
});
