import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlToMarkdown } from '../../../plugins/llms-txt/html-to-markdown';
import { convertInWorkers, twinThreads, type TwinJob } from '../../../plugins/llms-txt/twins';

const SITE = 'https://developer.quantaloop.example';

const page = (n: number) =>
  `<!doctype html><html><head><title>Page ${n}</title></head><body><article><h1>Page ${n}</h1>` +
  `<p>See <a href="/guide/p${n + 1}">the next page</a>.</p><pre class="language-js"><code>` +
  `<div class="token-line">const n = ${n};</div></code></pre></article></body></html>`;

describe('convertInWorkers (the Markdown twins off the main thread)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  const write = (name: string, html: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, html);
    return file;
  };
  const jobs: TwinJob[] = Array.from({ length: 12 }, (_, n) => ({
    file: write(`p${n}.html`, page(n)),
    route: `/guide/p${n}`,
  }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives each page the same Markdown as the main thread would, in the pages' order", async () => {
    const inWorkers = await convertInWorkers(jobs, SITE, 3);
    expect(inWorkers).toEqual(jobs.map((j, n) => htmlToMarkdown(page(n), j.route, SITE)));
    expect(inWorkers[7]?.markdown).toContain('const n = 7;');
  }, 60_000);

  it('gives a page that only redirects no twin, and the pages around it theirs', async () => {
    const redirect = write(
      'old.html',
      '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/guide/p1"></head></html>',
    );
    const results = await convertInWorkers([jobs[0]!, { file: redirect, route: '/old' }, jobs[1]!], SITE, 2);
    expect(results[1]).toBeNull();
    expect(results[0]?.title).toBe('Page 0');
    expect(results[2]?.title).toBe('Page 1');
  }, 60_000);

  it('names the page whose conversion failed, and a file that is missing', async () => {
    await expect(convertInWorkers([{ ...jobs[0]!, route: '/guide/bad' }], 'not a url', 1)).rejects.toThrow(
      '/guide/bad',
    );
    await expect(
      convertInWorkers([{ file: path.join(dir, 'gone.html'), route: '/guide/gone' }], SITE, 1),
    ).rejects.toThrow(/\/guide\/gone: .*ENOENT/);
  }, 60_000);

  it('uses every core, up to four', () => {
    expect(twinThreads(2)).toBe(2);
    expect(twinThreads(1)).toBe(1);
    expect(twinThreads(4)).toBe(4);
    expect(twinThreads(64)).toBe(4);
  });
});
