import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSplit } from '../../../plugins/page-weight/route-sections';

type Split = ReturnType<typeof writeSplit>;

/** What a fixture's set-up gets: the generated-files folder, the route sections' output folder, a writer. */
export interface SplitFolder {
  dir: string;
  out: string;
  /** Writes a file Docusaurus would have generated, under `dir`. */
  write: (name: string, text: string) => void;
}

/**
 * The files the route sections write for a describe block: a temporary generated-files folder that `setUp`
 * fills and splits (writeSplit) before the block's tests, removed after them.
 */
export function writtenSplit(prefix: string, setUp: (folder: SplitFolder) => Split) {
  let dir = '';
  let out = '';
  let result: Split | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    out = path.join(dir, 'route-sections');
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    result = setUp({ dir, out, write });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const split = () => {
    if (!result) throw new Error('writtenSplit: read before its set-up ran');
    return result;
  };
  const file = (name: string) => fs.readFileSync(path.join(out, name), 'utf8');
  return {
    split,
    out: () => out,
    file,
    /** The code of the section whose route path is `p`. */
    sectionFile: (p: string) => file(`section-${split().split.sections.findIndex((s) => s.path === p)}.js`),
  };
}
