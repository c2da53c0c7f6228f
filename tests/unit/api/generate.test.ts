import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, loadSpec, operations } from './specs';
import { olderVersionNames } from '../../../api/versions.mjs';

/**
 * The generated pages are committed (api/reference). These tests regenerate them twice into temporary folders:
 * the two runs must be identical (deterministic), and identical to the committed files (fresh). If the
 * freshness test fails, run `npm run api:generate` and commit the result.
 */
const run = promisify(execFile);
const COMMITTED = path.join(ROOT, 'api/reference');

async function generate(version = 'current'): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'api-gen-'));
  await run(process.execPath, ['scripts/api-generate.mjs', '--version', version, '--out', out, '--quiet'], {
    cwd: ROOT,
  });
  return out;
}

/** Relative path -> content of every generated file (the sidebars and their index, the pages). */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isFile()) files.set(name, fs.readFileSync(full, 'utf8'));
  }
  return files;
}

function diffSummary(a: Map<string, string>, b: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, content] of a) {
    if (!b.has(name)) problems.push(`only in the first: ${name}`);
    else if (b.get(name) !== content) problems.push(`differs: ${name}`);
  }
  for (const name of b.keys()) if (!a.has(name)) problems.push(`only in the second: ${name}`);
  return problems;
}

let first: Map<string, string>;
let second: Map<string, string>;

beforeAll(async () => {
  const [a, b] = await Promise.all([generate(), generate()]);
  first = snapshot(a);
  second = snapshot(b);
}, 180_000);

test('generation is deterministic: two runs write the same files', () => {
  expect(first.size).toBeGreaterThan(100);
  expect(diffSummary(first, second)).toEqual([]);
});

test('the committed pages are up to date with the OpenAPI files (else run npm run api:generate)', () => {
  expect(diffSummary(snapshot(COMMITTED), first)).toEqual([]);
});

test.each(olderVersionNames())(
  'the committed %s pages and sidebars are up to date with api/openapi/%s (else run npm run api:generate)',
  async (version) => {
    const out = snapshot(await generate(version));
    const sidebars = out.get('sidebars.json');
    out.delete('sidebars.json');
    expect(out.size).toBeGreaterThan(100);
    expect(diffSummary(snapshot(path.join(ROOT, `api_versioned_docs/version-${version}`)), out)).toEqual([]);
    expect(sidebars).toBe(
      fs.readFileSync(path.join(ROOT, `api_versioned_sidebars/version-${version}-sidebars.json`), 'utf8'),
    );
  },
  180_000,
);

describe('generated pages', () => {
  const all = [...operations('core', loadSpec('core')), ...operations('plugin', loadSpec('plugin'))];

  function frontMatter(api: string, operationId: string): Record<string, string> {
    const file = [...first.entries()].find(
      ([name, text]) =>
        name.startsWith(`${api}/`) && name.endsWith('.api.mdx') && text.includes(`\nid: ${operationId}\n`),
    );
    if (!file) throw new Error(`no page with id ${operationId}`);
    const fm = file[1].split('\n---\n')[0]!;
    return Object.fromEntries(
      fm
        .split('\n')
        .filter((l) => /^\w+:/.test(l))
        .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
    );
  }

  test('there is one page per operation, and nothing else', () => {
    const pages = [...first.keys()].filter((n) => n.endsWith('.mdx'));
    expect(pages.every((n) => n.endsWith('.api.mdx'))).toBe(true);
    expect(pages).toHaveLength(all.length);
  });

  test.each(all.map((o) => [o.op.operationId, o.api] as const))('%s is served at /api/%s', (id, api) => {
    const fm = frontMatter(api, id);
    expect(fm.id).toBe(id);
    expect(fm.slug).toBe(`/${id}`);
    const page = [...first.keys()].find(
      (n) => n.startsWith(`${api}/`) && first.get(n)!.includes(`\nid: ${id}\n`),
    )!;
    const panel = JSON.parse(first.get(page.replace(/\.api\.mdx$/, '.ApiPanel.json'))!);
    expect(panel.samples.map((s: { label: string }) => s.label)).toEqual([
      'cURL',
      'Node',
      'Python',
      'PHP',
      'Java',
      'C#',
    ]);
  });

  test('the sidebars group operations by resource, with doc ids {folder}/{operationId}', () => {
    const core = first.get('core/sidebar.ts')!;
    expect(core).toMatch(/label: "Account",[\s\S]*?id: "core\/createAccount"/);
    expect(core).toMatch(/label: "Data service",[\s\S]*?id: "core\/getData"/);
    expect(first.get('plugin/sidebar.ts')).toMatch(
      /label: "Webhooks you send",[\s\S]*?id: "plugin\/notifyDataUpdated"/,
    );
  });
});
