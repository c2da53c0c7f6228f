/**
 * The theme files we ejected from a package and changed (api/theme/...): each is kept byte for byte as the
 * package publishes it, except for blocks between `// [quantaloop] start: why` and `// [quantaloop] end` lines.
 * Used by tests/unit/shell/ejected-copies.test.ts (against the installed release) and by
 * scripts/upgrade-check.mjs (against the newest release), so an upgrade shows at once which copies drifted.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @type {Array<[copy: string, published: string]>} Our copy (from the project root) -> the published file (from node_modules). */
export const EJECTED = [
  ['api/theme/RequestSchema/index.js', 'docusaurus-theme-openapi-docs/lib/theme/RequestSchema/index.js'],
  ['api/theme/ResponseSchema/index.js', 'docusaurus-theme-openapi-docs/lib/theme/ResponseSchema/index.js'],
  ['api/theme/ParamsDetails/index.js', 'docusaurus-theme-openapi-docs/lib/theme/ParamsDetails/index.js'],
  ['api/theme/Schema/normalize.js', 'docusaurus-theme-openapi-docs/lib/theme/Schema/normalize.js'],
];

const START = /^\s*\/\/ \[quantaloop\] start: \S/;
const END = /^\s*\/\/ \[quantaloop\] end\s*$/;

/**
 * Splits our copy into the runs of lines outside the marked blocks. Throws on an unclosed, nested or unexplained
 * block (a start line needs its why).
 */
export function unmarkedRuns(copy) {
  const runs = [''];
  let inBlock = false;
  copy.split(/(?<=\n)/).forEach((line, i) => {
    if (/\[quantaloop\] start/.test(line)) {
      if (inBlock || !START.test(line))
        throw new Error(
          `line ${i + 1}: a start marker needs "// [quantaloop] start: why", outside any block`,
        );
      inBlock = true;
    } else if (/\[quantaloop\] end/.test(line)) {
      if (!inBlock || !END.test(line)) throw new Error(`line ${i + 1}: an end marker without its start`);
      inBlock = false;
      runs.push('');
    } else if (!inBlock) runs[runs.length - 1] += line;
  });
  if (inBlock) throw new Error('a [quantaloop] block is never closed');
  return runs;
}

/**
 * Whether the published file is our copy with each marked block replaced by some (possibly empty) run of the
 * published lines: everything outside the blocks must appear in the published file, whole and in order. Returns
 * the problems, [] when the copy has not drifted.
 */
export function driftOf(copy, published) {
  let runs;
  try {
    runs = unmarkedRuns(copy);
  } catch (error) {
    return [error.message];
  }
  const lineAt = (text, index) => text.slice(0, index).split('\n').length;
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (!published.startsWith(first))
    return ['the start of the file (before the first marked block) differs from the published file'];
  let at = first.length;
  for (let i = 1; i < runs.length - 1; i++) {
    const found = published.indexOf(runs[i], at);
    if (found < 0) {
      const copyLine = lineAt(copy, copy.indexOf(runs[i]));
      return [
        `the unmarked lines from line ${copyLine} of the copy are not in the published file after its line ${lineAt(published, at)}`,
      ];
    }
    at = found + runs[i].length;
  }
  if (runs.length > 1 && (!published.endsWith(last) || published.length - last.length < at)) {
    return ['the end of the file (after the last marked block) differs from the published file'];
  }
  if (runs.length === 1 && first !== published)
    return ['the copy differs from the published file and marks no block'];
  return [];
}

/** Checks every ejected copy under `root` against the package installed under `nodeModules`. */
export function checkEjectedCopies(root, nodeModules = path.join(root, 'node_modules')) {
  return EJECTED.map(([copy, published]) => {
    const publishedPath = path.join(nodeModules, published);
    if (!fs.existsSync(publishedPath))
      return { copy, published, problems: ['the package no longer publishes this file'] };
    const problems = driftOf(
      fs.readFileSync(path.join(root, copy), 'utf8'),
      fs.readFileSync(publishedPath, 'utf8'),
    );
    return { copy, published, problems };
  });
}
