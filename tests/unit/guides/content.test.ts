import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  DOCS_DIR,
  ROOT,
  VERSIONED_DOCS_DIR,
  codeFences,
  linkTargets,
  prose,
  readDocs,
  tabsBlocks,
  wordCount,
  type DocFile,
} from './doc-files';
import { FRAMEWORKS, SERVER_LANGUAGES, isKnownOperation } from './contract';

/** Guide page names the spec lists ("Guide page names seen"), plus the pages the guides issue asks for. */
const SPEC_GUIDE_IDS = [
  'dashboard-embedding--intro',
  'dashboard-embedding--generating-an-authorization-token',
  'dashboard-embedding--handling-multi-tenant-data',
  'dashboard-embedding--embed-into-application',
  'dashboard-embedding--embedded-dashboard-editor',
  'dashboard-embedding-sso--intro',
  'iq--introduction',
  'iq--api-introduction',
  'iq--chat-component-api',
  'iq--answer-component-api',
  'flex--introduction',
  'flex--component-api-reference',
  'flex--chart-docs',
  'guides--intro',
  'guides--retrieving-resource-ids',
  'guides--querying-data',
  'guides--pushing-data',
  'guides--creating-a-column-flex-chart',
  'guides--custom-charts',
  'component-references--intro',
  'embedding--component-api-reference',
  'embedding--quick-start',
  'component-references--dashboard',
  'component-references--visualization-item',
  'component-references--chat',
  'component-references--answer',
  'interacting-with-data--intro',
  'api--introduction',
  'api--connect',
  'api--schema',
  'api--actions',
  'api--rate-limits',
  'plugin--introduction',
  'plugin--registering-a-plugin',
  'plugin--endpoints',
  'plugin--version-history',
  'plugin--webhooks',
];

const PLACEHOLDER = /\bTODO\b|\bTBD\b|lorem ipsum|\blorem\b|coming soon|being written|\bFIXME\b/i;
const MIN_PROSE_WORDS = 150;

const chartTypes = Object.keys(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src/viz-item/definitions/chart-types.json'), 'utf8')) as object,
);
// plugins/flex-pages/examples/index.json lists the example ids (the flex pages plugin's manifest index).
const exampleIds = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'plugins/flex-pages/examples/index.json'), 'utf8'),
) as string[];

const current = readDocs(DOCS_DIR);
const versionDirs = fs.existsSync(VERSIONED_DOCS_DIR)
  ? fs.readdirSync(VERSIONED_DOCS_DIR).map((d) => path.join(VERSIONED_DOCS_DIR, d))
  : [];
/** Every page of every version: each is published, so each must meet the same bar. */
const allPages: DocFile[] = [...current, ...versionDirs.flatMap((d) => readDocs(d))];
const label = (d: DocFile) => path.relative(ROOT, d.file);

describe('guide pages named by the spec', () => {
  const ids = new Set(current.map((d) => d.id));

  it.each(SPEC_GUIDE_IDS)('%s exists in docs/', (id) => {
    expect(ids.has(id)).toBe(true);
  });

  it('has several single sign-on and interacting-with-data pages', () => {
    expect(current.filter((d) => d.id.startsWith('dashboard-embedding-sso--')).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(current.filter((d) => d.id.startsWith('interacting-with-data--')).length).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('names files as section--page, which is also the URL', () => {
    for (const d of current) expect(d.id).toMatch(/^[a-z0-9-]+--[a-z0-9-]+$/);
  });
});

describe.each(allPages.map((d) => [label(d), d] as const))('%s', (_name, doc) => {
  it('has a title and a description in its front matter', () => {
    expect(typeof doc.frontMatter.title).toBe('string');
    expect((doc.frontMatter.title as string).length).toBeGreaterThan(3);
    expect(typeof doc.frontMatter.description).toBe('string');
  });

  it('starts with one h1 and has further headings', () => {
    const text = doc.body.replace(/^```[\s\S]*?^```\s*$/gm, '');
    const h1 = text.match(/^# .+$/gm) ?? [];
    expect(h1).toEqual([`# ${String(doc.frontMatter.title)}`]);
    expect(text).toMatch(/^## .+$/m);
  });

  it(`has at least ${MIN_PROSE_WORDS} words of prose outside code`, () => {
    expect(wordCount(prose(doc.body))).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
  });

  it('contains no placeholder text', () => {
    expect(doc.raw).not.toMatch(PLACEHOLDER);
  });

  it('has JSON samples that parse', () => {
    for (const fence of codeFences(doc.body).filter((f) => f.lang === 'json')) {
      expect(() => JSON.parse(fence.code)).not.toThrow();
    }
  });

  it('has TypeScript samples that are syntactically valid', () => {
    for (const fence of codeFences(doc.body).filter((f) => ['ts', 'tsx', 'typescript'].includes(f.lang))) {
      const out = ts.transpileModule(fence.code, {
        fileName: fence.lang === 'tsx' ? 'sample.tsx' : 'sample.ts',
        reportDiagnostics: true,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          jsx: ts.JsxEmit.ReactJSX,
          experimentalDecorators: true,
        },
      });
      const errors = (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect({ line: fence.line, errors }).toEqual({ line: fence.line, errors: [] });
    }
  });

  it('uses the shared tab groups with every language or framework, in order', () => {
    for (const block of tabsBlocks(doc.body)) {
      if (block.groupId === 'server-language') expect(block.values).toEqual(SERVER_LANGUAGES);
      else if (block.groupId === 'framework') expect(block.values).toEqual(FRAMEWORKS);
      else throw new Error(`Tabs with unexpected groupId ${String(block.groupId)}`);
    }
  });

  it('imports Tabs exactly when it uses them', () => {
    const uses = /<Tabs[\s>]/.test(doc.body);
    expect(/^import Tabs from '@theme\/Tabs';$/m.test(doc.body)).toBe(uses);
    expect(/^import TabItem from '@theme\/TabItem';$/m.test(doc.body)).toBe(uses);
  });

  it('links only to chart types, examples and API operations that exist', () => {
    for (const target of linkTargets(doc.body)) {
      const [pathname] = target.split('#');
      const chart = /^\/flex\/charts\/([^/]+)$/.exec(pathname!);
      if (chart) expect(chartTypes).toContain(chart[1]);
      const example = /^\/flex\/examples\/([^/]+)$/.exec(pathname!);
      if (example) expect(exampleIds).toContain(example[1]);
      const api = /^\/api\/([^/]+)$/.exec(pathname!);
      if (api)
        expect({ operation: api[1], known: isKnownOperation(api[1]!) }).toEqual({
          operation: api[1],
          known: true,
        });
    }
  });
});

describe('chart samples', () => {
  const chartDefs = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'src/viz-item/definitions/chart-types.json'), 'utf8'),
  ) as Record<string, { slots: { name: string }[] }>;
  const samples = current.flatMap((d) => codeFences(d.body).map((f) => ({ page: d.id, ...f })));

  it('use only chart types that exist', () => {
    const used = samples.flatMap((s) =>
      [...s.code.matchAll(/\btype["']?\s*[=:]\s*["']([a-z]+(?:-[a-z]+)+)["']/g)].map((m) => ({
        page: s.page,
        type: m[1]!,
      })),
    );
    expect(used.length).toBeGreaterThan(10);
    for (const u of used) expect({ ...u, known: chartTypes.includes(u.type) }).toEqual({ ...u, known: true });
  });

  it('use slot names that the chart types in the same sample have', () => {
    let checked = 0;
    for (const s of samples) {
      const types = [...s.code.matchAll(/\btype["']?\s*[=:]\s*["']([a-z]+(?:-[a-z]+)+)["']/g)]
        .map((m) => m[1]!)
        .filter((t) => chartDefs[t]);
      if (types.length === 0) continue;
      const allowed = new Set(types.flatMap((t) => chartDefs[t]!.slots.map((slot) => slot.name)));
      for (const m of s.code.matchAll(/["']?name["']?\s*:\s*["']([a-z-]+)["']\s*,\s*["']?content/g)) {
        checked++;
        expect({ page: s.page, slot: m[1], ok: allowed.has(m[1]!) }).toEqual({
          page: s.page,
          slot: m[1],
          ok: true,
        });
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('chart docs page', () => {
  it('lists and links every chart type', () => {
    const page = current.find((d) => d.id === 'flex--chart-docs')!;
    const linked = new Set(
      linkTargets(page.body)
        .map((t) => /^\/flex\/charts\/(.+)$/.exec(t)?.[1])
        .filter(Boolean),
    );
    expect([...linked].sort()).toEqual([...chartTypes].sort());
  });
});
