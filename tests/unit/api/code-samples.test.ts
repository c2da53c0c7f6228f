import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './specs';

/**
 * The code samples generated into every API page (its `apiPanel` export, {id}.ApiPanel.json) send the documented
 * request body, and parse or compile (bash -n, node --check, Python's parser, javac). A fast check before the
 * build: tests/e2e/api/samples.spec.ts runs every sample, as the built page shows it, against the sandbox.
 */
interface Sample {
  language: string;
  label: string;
  code: string;
}
interface Panel {
  method: string;
  path?: string;
  webhook: boolean;
  body?: unknown;
  fields: { in: 'body' | 'header'; name: string }[];
  servers: { url: string; variables?: Record<string, string> }[];
  sampleServer?: string;
  sampleEnv?: { name: string; what: string }[];
  samples: Sample[];
}

/** The variables the Core API's samples read its body credentials from (API_SPECS' sampleEnv). */
const BODY_ENV: Record<string, string> = { key: 'QUANTALOOP_API_KEY', token: 'QUANTALOOP_API_TOKEN' };

/** The example body as the samples send it: its credentials read from the environment, shown as `$NAME`. */
function sentBody(panel: Panel): unknown {
  const body = panel.body as Record<string, unknown>;
  const credentials = panel.fields.filter((f) => f.in === 'body').map((f) => f.name);
  if (!credentials.length) return body;
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, credentials.includes(k) ? `$${BODY_ENV[k]}` : v]),
  );
}

function pages(root = 'api/reference'): { id: string; panel: Panel }[] {
  const out: { id: string; panel: Panel }[] = [];
  for (const sub of ['core', 'plugin']) {
    const dir = path.join(ROOT, root, sub);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const id = /\nid: (\w+)\n/.exec(text)![1]!;
      const panelFile = path.join(dir, file.replace(/\.api\.mdx$/, '.ApiPanel.json'));
      const panel = JSON.parse(fs.readFileSync(panelFile, 'utf8')) as Panel;
      out.push({ id, panel });
    }
  }
  return out;
}

const all = pages();
const sample = (p: Panel, language: string) => p.samples.find((s) => s.language === language)!.code;
const has = (cmd: string) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-'));

test('every page has samples in cURL, Node, Python, PHP, Java and C#', () => {
  expect(all.length).toBeGreaterThan(100);
  for (const { panel } of all) {
    expect(panel.samples.map((s) => s.label)).toEqual(['cURL', 'Node', 'Python', 'PHP', 'Java', 'C#']);
  }
});

test('every sample targets the real URL (server with its variables filled in + path, without the action suffix)', () => {
  for (const { id, panel } of all) {
    if (panel.webhook) continue;
    const server = panel.servers[0]!;
    const base = server.url.replace(/\{(\w+)\}/g, (m, v: string) => server.variables?.[v] ?? m);
    expect(base).not.toMatch(/[{}]/);
    const url = `${base}${panel.path}`;
    expect(url).not.toContain(':create');
    for (const s of panel.samples)
      expect([id, s.language, s.code.includes(url)]).toEqual([id, s.language, true]);
  }
});

test('cURL samples send the example body and are valid shell', () => {
  const script: string[] = [];
  for (const { id, panel } of all) {
    const code = sample(panel, 'curl');
    if (panel.body !== undefined) {
      const raw = /--data-raw '([\s\S]*)'$/
        .exec(code)![1]!
        .replace(/'"\$([A-Z0-9_]+)"'/g, '$$$1') // "key": "'"$KEY"'": the variable, spliced in
        .replace(/'\\''/g, "'");
      expect([id, JSON.parse(raw)]).toEqual([id, sentBody(panel)]);
    }
    script.push(code);
  }
  execFileSync('bash', ['-n'], { input: script.join('\n') });
});

test('Node samples send the example body and parse as ES modules', () => {
  const dir = tmp();
  const wrapped = all.map(({ panel }, i) => `async function sample${i}() {\n${sample(panel, 'node')}\n}`);
  fs.writeFileSync(path.join(dir, 'samples.mjs'), wrapped.join('\n'));
  execFileSync(process.execPath, ['--check', path.join(dir, 'samples.mjs')]);
  for (const { id, panel } of all) {
    if (panel.body === undefined) continue;
    const literal = /body: JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(sample(panel, 'node'))![1]!;
    const json = literal.replace(/process\.env\.([A-Z0-9_]+)/g, '"$$$1"');
    expect([id, JSON.parse(json)]).toEqual([id, sentBody(panel)]);
  }
});

(has('python3') ? test : test.skip)('Python samples parse and pass the example body as json=', () => {
  // Parse each sample and evaluate its json= argument with ast.literal_eval, in one Python process.
  const program = `
import ast, json, sys
out = []
for code in json.load(sys.stdin):
    tree = ast.parse(code)
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") in ("post", "get"))
    kw = {k.arg: k.value for k in call.keywords}
    # os.environ["NAME"] is read at run time: "$NAME" here, as the other languages' checks show it.
    class Env(ast.NodeTransformer):
        def visit_Subscript(self, node):
            if ast.unparse(node.value) == "os.environ":
                return ast.Constant("$" + node.slice.value)
            return self.generic_visit(node)
    out.append(ast.literal_eval(Env().visit(kw["json"])) if "json" in kw else None)
print(json.dumps(out))
`;
  const result = execFileSync('python3', ['-c', program], {
    input: JSON.stringify(all.map(({ panel }) => sample(panel, 'python'))),
  }).toString();
  const bodies = JSON.parse(result) as unknown[];
  all.forEach(({ id, panel }, i) =>
    expect([id, bodies[i]]).toEqual([id, panel.body === undefined ? null : sentBody(panel)]),
  );
});

(has('javac') ? test : test.skip)(
  'Java samples compile and carry the example body',
  () => {
    const dir = tmp();
    const files = all.map(({ id, panel }) => {
      const code = sample(panel, 'java');
      const file = path.join(dir, `${id.charAt(0).toUpperCase()}${id.slice(1)}.java`);
      fs.writeFileSync(file, code);
      if (panel.body !== undefined) {
        const block = /String body = """\n([\s\S]*?)\n\s*"""/.exec(code)![1]!.replace(/\\\\/g, '\\');
        expect([id, JSON.parse(block)]).toEqual([id, sentBody(panel)]);
        for (const name of panel.sampleEnv?.map((e) => e.name) ?? [])
          if (block.includes(`$${name}`)) expect(code).toContain(`.replace("$${name}", env("${name}"))`);
      }
      return file;
    });
    execFileSync('javac', ['-d', path.join(dir, 'classes'), ...files], { stdio: 'pipe' });
  },
  120_000,
);

test('C# samples are C# 7 (Mono compiles them) and carry the example body in a verbatim string', () => {
  for (const { id, panel } of all) {
    const code = sample(panel, 'csharp');
    expect(code).toContain('public static void Main()');
    expect(code).not.toMatch(/"""|using var /); // raw strings (C# 11) and using declarations (C# 8)
    if (panel.body === undefined) continue;
    const verbatim = /var body = @"([\s\S]*?)"(?:;\n|\n\s+\.Replace)/.exec(code)![1]!.replace(/""/g, '"');
    expect([id, JSON.parse(verbatim)]).toEqual([id, sentBody(panel)]);
  }
});

test('PHP samples json_encode a PHP literal with every key of the example body', () => {
  for (const { id, panel } of all) {
    const code = sample(panel, 'php');
    expect(code.startsWith('<?php')).toBe(true);
    if (panel.body === undefined) continue;
    expect(code).toContain('CURLOPT_POSTFIELDS => json_encode($payload)');
    for (const key of Object.keys(panel.body as object))
      expect([id, code.includes(`'${key}' => `)]).toEqual([id, true]);
  }
});

test('credentials come from the environment variables the panel names, in every language and version', () => {
  // The documented example credentials (what the sandbox accepts): never written into a sample.
  const literals = [
    '8f2c1d4e-5b6a-4c7d-9e8f-0a1b2c3d4e5f',
    'Xq7Lw2pZ9cVb4NmK8sTd3GhJ6fRy1UeA5oIk0WnQzE',
    'plg_sec_4mV9qT2xK7bN1cR8',
    'wh_live_51Hc2vQ9',
  ];
  /** How each language reads the variable NAME. */
  const reads: Record<string, (name: string) => string> = {
    curl: (n) => `$${n}`,
    node: (n) => `process.env.${n}`,
    python: (n) => `os.environ["${n}"]`,
    php: (n) => `getenv('${n}')`,
    java: (n) => `env("${n}")`,
    csharp: (n) => `Env("${n}")`,
  };
  const everyVersion = [...all, ...pages('api_versioned_docs/version-2.x')];
  for (const { id, panel } of everyVersion) {
    const names = panel.sampleEnv?.map((e) => e.name) ?? [];
    expect([id, names.length > 0]).toEqual([id, true]);
    for (const s of panel.samples) {
      const held = literals.filter((literal) => s.code.includes(literal));
      const unread = names.filter((name) => !s.code.includes(reads[s.language]!(name)));
      expect([id, s.language, held, unread]).toEqual([id, s.language, [], []]);
    }
  }
  expect(everyVersion.length).toBeGreaterThan(200);
});
