/**
 * The React version of every example type-checks as a project: the starter files (main.tsx, useMediaQuery.ts,
 * ...) plus the example's App.tsx, compiled with strict TypeScript against the React types installed for the site
 * and the embed packages by name (the workspace packages the published tarballs are built from). The projects
 * themselves are installed, built and opened in a browser by tests/examples (every framework).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { generateCodeFiles, starterFiles } from '../../../plugins/flex-pages/examples/codegen';
import { packageUrls } from '../../../src/embed/published.mjs';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';

const ROOT = path.resolve(__dirname, '../../..');
const DIR = path.join(ROOT, 'plugins/flex-pages/examples/definitions');

it('compiles the React version of all 30 examples without type errors', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'flex-react-'));
  try {
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'));
    const starter = starterFiles(packageUrls('https://docs.example', ROOT)).react.files;
    const roots: string[] = [];
    for (const file of fs.readdirSync(DIR)) {
      const def = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as ExampleDefinition;
      const files = { ...starter, ...generateCodeFiles(def).react.customFiles };
      for (const [name, content] of Object.entries(files)) {
        const target = path.join(tmp, def.id, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, content);
        if (/\.tsx?$/.test(name) && !name.endsWith('vite.config.ts')) roots.push(target);
      }
      // CSS imports, as create-react-app declares them; react-dom's types are not installed for the site.
      fs.writeFileSync(
        path.join(tmp, def.id, 'src/css.d.ts'),
        "declare module '*.css';\ndeclare module 'react-dom/client' {\n  export function createRoot(el: Element): { render(node: unknown): void };\n}\n",
      );
      roots.push(path.join(tmp, def.id, 'src/css.d.ts'));
    }
    const program = ts.createProgram(roots, {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      typeRoots: [path.join(tmp, 'node_modules/@types')],
    });
    // The examples' own files: the packages' sources are checked by `npm run typecheck` with the site's settings.
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => !d.file || d.file.fileName.startsWith(tmp))
      .map(
        (d) =>
          `${d.file ? path.relative(tmp, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(problems).toEqual([]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}, 120_000);
