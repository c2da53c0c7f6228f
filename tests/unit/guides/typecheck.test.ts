import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DOCS_DIR, ROOT, readDoc, readDocs, tableUnder } from './doc-files';

/**
 * The guides' TypeScript and JavaScript compile against the project's own types, the way the TypeScript
 * handbook compiles its samples: every `ts`, `tsx`, `js` or `jsx` block that uses the chart item or the embed
 * components (it imports `@quantaloop/*` or names `<viz-item>` / a `quantaloop-*` element), plus the blocks those
 * import, is a file of one strict program in which `@quantaloop/embed` and `@quantaloop/react-embed` are
 * src/embed (the chart item's types being the runtime's own, src/viz-item/types.ts).
 *
 * A block's `title="name.ts"` meta is its file name (so `import ... from './quantaloop-query'` finds the block
 * titled quantaloop-query.ts on the same page); a block that is deliberately partial says `partial` in its meta
 * and is not compiled. A block that declares a type the package exports (`interface Slot { ... }`) must declare
 * the same type: each is checked assignable to the package's, both ways. The how-to is in CONTRIBUTING.md.
 */

const LANGS = new Set(['ts', 'tsx', 'js', 'jsx']);
const USES_EMBED = /@quantaloop\/(embed|react-embed)\b|<viz-item|<quantaloop-(dashboard|iq-chat|iq-answer)/;
const VIRTUAL_ROOT = path.join(ROOT, '.guide-blocks');

interface Block {
  doc: string;
  /** 1-based line of the block's first code line in the .mdx file. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  file: string;
}

function blocksOf(docFile: string, id: string): Block[] {
  const text = fs.readFileSync(docFile, 'utf8');
  const out: Block[] = [];
  const re = /^```(\w+)([^\n]*)\n([\s\S]*?)^```\s*$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const [, lang = '', meta = '', code = ''] = m;
    if (!LANGS.has(lang)) continue;
    const line = text.slice(0, m.index).split('\n').length + 1;
    const title = /\btitle=["']?([\w.-]+)/.exec(meta)?.[1];
    const file = path.join(VIRTUAL_ROOT, id, title ?? `block-${line}.${lang}`);
    out.push({ doc: path.relative(ROOT, docFile), line, lang, meta, code, file });
  }
  return out;
}

const EXPORTED = new Set(
  [...fs.readFileSync(path.join(ROOT, 'src/embed/embed/index.ts'), 'utf8').matchAll(/\b(\w+),?\n/g)]
    .map((m) => m[1]!)
    .filter((name) => /^[A-Z]/.test(name)),
);

/** Declarations of exported type names in a block: checked against the package's, both ways. */
function typeAgreement(code: string): string {
  const names = [...code.matchAll(/^(?:export )?(?:interface|type) (\w+)/gm)]
    .map((m) => m[1]!)
    .filter((name) => EXPORTED.has(name));
  return names
    .map(
      (name, i) =>
        `\ndeclare const __guide${i}: ${name}; const __package${i}: import('@quantaloop/embed').${name} = __guide${i};` +
        `\ndeclare const __package_${i}: import('@quantaloop/embed').${name}; const __guide_${i}: ${name} = __package_${i};`,
    )
    .join('');
}

function selectBlocks(): { compiled: Block[]; partial: Block[] } {
  const all = readDocs(DOCS_DIR).flatMap((doc) => blocksOf(doc.file, doc.id));
  const byFile = new Map(all.map((b) => [b.file, b]));
  const selected = new Set(
    all.filter((b) => USES_EMBED.test(b.code) || typeAgreement(b.code) !== '').map((b) => b.file),
  );
  // The blocks a selected block imports (`./quantaloop-query`) are compiled with it.
  for (const file of [...selected]) {
    for (const m of byFile.get(file)!.code.matchAll(/from '(\.\/[\w.-]+)'/g)) {
      const target = [...byFile.keys()].find(
        (f) =>
          path.dirname(f) === path.dirname(file) &&
          f.replace(/\.\w+$/, '') === path.join(path.dirname(file), m[1]!).replace(/\.js$/, ''),
      );
      if (target) selected.add(target);
    }
  }
  const chosen = all.filter((b) => selected.has(b.file));
  return {
    compiled: chosen.filter((b) => !/\bpartial\b/.test(b.meta)),
    partial: chosen.filter((b) => /\bpartial\b/.test(b.meta)),
  };
}

function compilerOptions(): ts.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
    experimentalDecorators: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: [],
    baseUrl: ROOT,
  };
}

/** A program over in-memory files (plus the real ones they import). */
function programOf(sources: Map<string, string>, options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, onError, create) =>
    sources.has(name)
      ? ts.createSourceFile(name, sources.get(name)!, version, true)
      : getSourceFile.call(host, name, version, onError, create);
  host.fileExists = (name) => sources.has(name) || fileExists.call(host, name);
  host.readFile = (name) => sources.get(name) ?? readFile.call(host, name);
  // The packages resolve by name (npm workspaces), as in a reader's project; the chart item runtime they bundle
  // brings its own module declarations (ECharts' deep imports).
  const declarations = [
    ...['frameworks.d.ts', 'elements.d.ts'].map((f) => path.join(__dirname, 'typecheck', f)),
    path.join(ROOT, 'src/viz-item/modules.d.ts'),
  ];
  return ts.createProgram([...sources.keys(), ...declarations], options, host);
}

export function compile(blocks: Block[]): string[] {
  const sources = new Map<string, string>();
  for (const b of blocks) {
    const isModule = /^\s*(import|export)\s/m.test(b.code);
    sources.set(b.file, `${b.code}${isModule ? '' : '\nexport {};'}${typeAgreement(b.code)}\n`);
  }
  const program = programOf(sources, compilerOptions());
  const byFile = new Map(blocks.map((b) => [b.file, b]));
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
    const block = d.file && byFile.get(d.file.fileName);
    if (!block || d.start === undefined) return `${d.file?.fileName ?? '(program)'}: ${message}`;
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start);
    const where =
      line < block.code.split('\n').length
        ? `${block.doc}:${block.line + line}`
        : `${block.doc}:${block.line} (type agreement)`;
    return `${where}: ${message}`;
  });
}

const { compiled, partial } = selectBlocks();

test('the guides have TypeScript and JavaScript blocks that use the embed packages', () => {
  expect(compiled.length).toBeGreaterThan(30);
  expect(compiled.some((b) => /from '@quantaloop\/react-embed'/.test(b.code))).toBe(true);
});

test('every one of them compiles against @quantaloop/embed and @quantaloop/react-embed (src/embed)', () => {
  expect(compile(compiled)).toEqual([]);
}, 60_000);

test('blocks left out as partial are few, and each still parses', () => {
  expect(partial.length).toBeLessThanOrEqual(5);
  for (const b of partial) {
    const source = ts.createSourceFile(b.file, b.code, ts.ScriptTarget.ES2022, false);
    const parse = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
    expect([`${b.doc}:${b.line}`, parse.length]).toEqual([`${b.doc}:${b.line}`, 0]);
  }
});

test('the check fails on what a reader would trip over: a wrong prop, method, value or import', () => {
  const block = (code: string, lang = 'tsx'): Block => ({
    doc: 'docs/example.mdx',
    line: 10,
    lang,
    meta: '',
    code,
    file: path.join(VIRTUAL_ROOT, 'example', `block-${code.length}.${lang}`),
  });
  const errors = compile([
    block(`import { VizItem } from '@quantaloop/react-embed';\nexport const A = () => <VizItem typo="x" />;`),
    block(`import '@quantaloop/embed';\nawait document.querySelector('viz-item')!.export('pdf');`, 'ts'),
    block(
      `import type { Slot } from '@quantaloop/embed';\nexport const s: Slot = { name: 'x', content: [{ aggregationFunc: 'avg' }] };`,
      'ts',
    ),
    block(`import { Chart } from '@quantaloop/react-embed';\nexport { Chart };`, 'ts'),
  ]);
  expect(errors).toHaveLength(4);
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^docs\/example.mdx:11: [\s\S]*'typo' does not exist/),
      expect.stringMatching(/^docs\/example.mdx:11: [\s\S]*'"pdf"' is not assignable/),
      expect.stringMatching(/^docs\/example.mdx:11: [\s\S]*'"avg"' is not assignable/),
      expect.stringMatching(/^docs\/example.mdx:10: [\s\S]*no exported member 'Chart'/),
    ]),
  );
});

/**
 * The method tables of the component references state each method's parameters and return type as the
 * package declares them: `getData()` returning `VizItemData` is checked, not read.
 */
test.each([
  ['component-references--visualization-item', 'VizItemElement'],
  ['component-references--dashboard', 'DashboardElement'],
])('the methods table of %s states the signatures of %s', (id, element) => {
  const probe = path.join(VIRTUAL_ROOT, 'probe.ts');
  const program = programOf(
    new Map([
      [
        probe,
        `import type { ${element} } from '@quantaloop/embed';\nexport declare const element: ${element};\n`,
      ],
    ]),
    compilerOptions(),
  );
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const declaration = (source.statements[1] as ts.VariableStatement).declarationList.declarations[0]!;
  const type = checker.getTypeAtLocation(declaration);
  const rows = tableUnder(readDoc(path.join(DOCS_DIR, `${id}.mdx`)).body, '## Methods');
  expect(rows.length).toBeGreaterThan(3);
  for (const [method = '', returns = ''] of rows) {
    const name = /^`(\w+)\(/.exec(method)![1]!;
    const signature = checker
      .getTypeOfSymbolAtLocation(type.getProperty(name)!, declaration)
      .getCallSignatures()[0]!;
    const params = signature.parameters.map((p) => {
      const d = p.valueDeclaration as ts.ParameterDeclaration;
      return `${p.name}${d.questionToken || d.initializer ? '?' : ''}`;
    });
    const declared = {
      method: `${name}(${params.join(', ')})`,
      returns: checker.typeToString(signature.getReturnType()).replace(/;\s*}/g, ' }'),
    };
    const stated = {
      method: method.replace(/`/g, ''),
      returns: returns.replace(/`/g, '').replace(/\\\|/g, '|'),
    };
    expect(stated).toEqual(declared);
  }
});
