import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanInWorker, type PagePath } from '@site/plugins/search';

/** A docs page as Docusaurus renders it, as far as the plugin's parser reads it. */
const page = (title: string, sections: [string, string][]) => `<!doctype html><html><head>
<title>${title}</title><meta name="description" content="About ${title}."></head><body>
<div class="main-wrapper"><main><article><header><h1>${title}</h1></header><p>Intro of ${title}.</p>
${sections.map(([h, text]) => `<h2 id="${h.toLowerCase()}">${h}<a class="hash-link" href="#${h.toLowerCase()}">#</a></h2><p>${text}</p>`).join('\n')}
</article></main></div></body></html>`;

describe('scanInWorker', () => {
  let dir: string;
  let versions: PagePath[][];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-scan-'));
    const write = (name: string, html: string): PagePath => {
      fs.writeFileSync(path.join(dir, `${name}.html`), html);
      return { filePath: path.join(dir, `${name}.html`), url: `/guide/${name}`, type: 'docs' };
    };
    versions = [
      [
        write('a', page('Alpha', [['Setup', 'Install the widget.']])),
        write('b', page('Beta', [])),
        write(
          'c',
          page('Gamma', [
            ['Limits', 'Ten requests a second.'],
            ['Errors', 'A 429 says wait.'],
          ]),
        ),
      ],
      [write('d', page('Delta', [['Old', 'The older version.']])), write('e', page('Epsilon', []))],
    ];
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives every version's documents, with the ids of the plugin's one scan of all pages, batch by batch", async () => {
    // The plugin's own scan in a fresh module (its id counter starts at 0, as in a build): all pages at once.
    const { scanDocuments } = jest.requireActual<{
      scanDocuments: (paths: PagePath[], config: object) => Promise<object[][]>;
    }>('@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments');
    const config = { ignoreCssSelectors: [], forceIgnoreNoIndex: false };
    const whole = [];
    for (const paths of versions) whole.push(await scanDocuments(paths, config));

    const batched = await scanInWorker(versions, config, 2);
    expect(batched).toEqual(whole);
    // Ids run on over the batches and the versions: Delta's title is the sixth page document after Gamma's.
    const titles = batched.flatMap((version) => version[0]!.map((d) => [d.t, d.i]));
    expect(titles.map(([t]) => t)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    expect(new Set(titles.map(([, i]) => i)).size).toBe(5);
    expect(batched[0]![4]!.map((d) => d.t)).toContain('Ten requests a second.');
  });

  it('reads none of the pages on the thread that calls it', async () => {
    const readFile = jest.spyOn(fs, 'readFile');
    const readFilePromise = jest.spyOn(fs.promises, 'readFile');
    const docs = await scanInWorker(versions, {}, 50);
    expect(docs[1]![0]!.map((d) => d.t)).toEqual(['Delta', 'Epsilon']);
    expect(readFile).not.toHaveBeenCalled();
    expect(readFilePromise).not.toHaveBeenCalled();
  });

  it('fails, naming the scan, when a page cannot be read', async () => {
    const missing = [[{ filePath: path.join(dir, 'nope.html'), url: '/guide/nope', type: 'docs' }]];
    await expect(scanInWorker(missing, {})).rejects.toThrow(/ENOENT|scan of the built pages/);
  });
});
