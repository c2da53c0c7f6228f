import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passCached } from '../../../plugins/flex-pages/pass-cache';

describe("npm run build's second process reads what its first computed", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pass-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A computation that counts its runs and returns a picture set named by its input. */
  function drawing() {
    let runs = 0;
    return {
      runs: () => runs,
      compute: (input: string) => async () => {
        runs++;
        return { files: { [`pictures/${input}.svg`]: `<svg>${input}</svg>` } };
      },
    };
  }

  it('computes once for the two processes, and gives both the same value', async () => {
    const env = { DOCS_BUILD_PASS_CACHE: dir };
    const d = drawing();
    const first = await passCached('flex-pictures', { input: 'a' }, d.compute('a'), env);
    const second = await passCached('flex-pictures', { input: 'a' }, d.compute('a'), env);
    expect(d.runs()).toBe(1);
    expect(second).toEqual(first);
  });

  it('computes again for other inputs: a value is read only for the inputs it was computed from', async () => {
    const env = { DOCS_BUILD_PASS_CACHE: dir };
    const d = drawing();
    await passCached('flex-pictures', { input: 'a' }, d.compute('a'), env);
    const other = await passCached('flex-pictures', { input: 'b' }, d.compute('b'), env);
    expect(d.runs()).toBe(2);
    expect(other).toEqual({ files: { 'pictures/b.svg': '<svg>b</svg>' } });
  });

  it('always computes without the variable (docusaurus build or start alone)', async () => {
    const d = drawing();
    await passCached('flex-pictures', { input: 'a' }, d.compute('a'), {});
    await passCached('flex-pictures', { input: 'a' }, d.compute('a'), {});
    expect(d.runs()).toBe(2);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('computes again over a file cut short, and leaves no partial file behind', async () => {
    const env = { DOCS_BUILD_PASS_CACHE: dir };
    const d = drawing();
    await passCached('flex-pictures', { input: 'a' }, d.compute('a'), env);
    const [file] = fs.readdirSync(dir);
    fs.writeFileSync(path.join(dir, file!), '{"files": {"pict');
    const value = await passCached('flex-pictures', { input: 'a' }, d.compute('a'), env);
    expect(d.runs()).toBe(2);
    expect(value).toEqual({ files: { 'pictures/a.svg': '<svg>a</svg>' } });
    expect(fs.readdirSync(dir)).toEqual([file]);
  });
});
