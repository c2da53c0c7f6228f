import { htmlToMarkdown } from '../../../plugins/llms-txt/html-to-markdown';
import { convertInWorkers, twinThreads, type TwinJob } from '../../../plugins/llms-txt/twins';

const SITE = 'https://developer.quantaloop.example';

const page = (n: number) =>
  `<!doctype html><html><head><title>Page ${n}</title></head><body><article><h1>Page ${n}</h1>` +
  `<p>See <a href="/guide/p${n + 1}">the next page</a>.</p><pre class="language-js"><code>` +
  `<div class="token-line">const n = ${n};</div></code></pre></article></body></html>`;

describe('convertInWorkers (the Markdown twins off the main thread)', () => {
  const jobs: TwinJob[] = Array.from({ length: 12 }, (_, n) => ({ html: page(n), route: `/guide/p${n}` }));

  it("gives each page the same Markdown as the main thread would, in the pages' order", async () => {
    const inWorkers = await convertInWorkers(jobs, SITE, 3);
    expect(inWorkers).toEqual(jobs.map((j) => htmlToMarkdown(j.html, j.route, SITE)));
    expect(inWorkers[7]?.markdown).toContain('const n = 7;');
  }, 60_000);

  it('names the page whose conversion failed', async () => {
    const bad = { html: page(1), route: '/guide/bad', siteUrl: 'not a url' };
    await expect(convertInWorkers([bad], bad.siteUrl, 1)).rejects.toThrow('/guide/bad');
  }, 60_000);

  it('uses every core, up to four', () => {
    expect(twinThreads(2)).toBe(2);
    expect(twinThreads(1)).toBe(1);
    expect(twinThreads(4)).toBe(4);
    expect(twinThreads(64)).toBe(4);
  });
});
