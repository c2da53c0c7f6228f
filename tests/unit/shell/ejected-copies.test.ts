import fs from 'node:fs';
import path from 'node:path';
import { checkEjectedCopies, driftOf, EJECTED } from '../../../scripts/ejected-copies.mjs';

/**
 * The OpenAPI theme files we ejected (api/theme/...) stay the published bytes plus blocks marked
 * `// [quantaloop] start: why` ... `// [quantaloop] end`, so a theme upgrade shows at once which copies drifted
 * (npm run upgrade:check runs the same check against the newest release).
 */
const ROOT = path.resolve(__dirname, '../../..');

test.each(checkEjectedCopies(ROOT).map((r) => [r.copy, r] as const))(
  '%s is the installed published file plus marked blocks only',
  (_copy, result) => {
    expect(result.problems).toEqual([]);
  },
);

test('the formatter and the linter leave the ejected copies alone', () => {
  const prettierIgnore = fs.readFileSync(path.join(ROOT, '.prettierignore'), 'utf8').split('\n');
  const eslintConfig = fs.readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8');
  for (const [copy] of EJECTED) {
    expect(prettierIgnore).toContain(copy);
    expect(eslintConfig).toContain(`'${copy}'`);
  }
});

describe('driftOf', () => {
  const published = 'a\nb\nc\nd\n';

  test('accepts a marked block that replaces, removes or adds lines', () => {
    expect(driftOf('a\n// [quantaloop] start: why\nB\n// [quantaloop] end\nc\nd\n', published)).toEqual([]);
    expect(driftOf('a\n// [quantaloop] start: why\n// [quantaloop] end\nd\n', published)).toEqual([]);
    expect(
      driftOf('// [quantaloop] start: header\n// x\n// [quantaloop] end\na\nb\nc\nd\n', published),
    ).toEqual([]);
  });

  test('reports an unmarked change, a reformatted file and a changed end', () => {
    expect(driftOf('a\nB\nc\nd\n', published)).toHaveLength(1);
    expect(driftOf("a\n// [quantaloop] start: why\n// [quantaloop] end\nc\n'd'\n", published)).toHaveLength(
      1,
    );
    const twoBlocks =
      'a\n// [quantaloop] start: why\nx\n// [quantaloop] end\nc\nX\n// [quantaloop] start: y\n// [quantaloop] end\nd\n';
    expect(driftOf(twoBlocks, published)[0]).toMatch(/from line 5 of the copy/);
  });

  test('reports a block with no reason or never closed', () => {
    expect(driftOf('a\n// [quantaloop] start:\nb\n// [quantaloop] end\nc\nd\n', published)).toHaveLength(1);
    expect(driftOf('a\n// [quantaloop] start: why\nb\nc\nd\n', published)).toHaveLength(1);
  });

  test('a copy reformatted by Prettier is reported (what happened before)', () => {
    const [copy, file] = EJECTED[2]!;
    const original = fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');
    const ours = fs.readFileSync(path.join(ROOT, copy), 'utf8');
    expect(driftOf(ours.replaceAll('"', "'"), original)).not.toEqual([]);
  });
});
