import path from 'node:path';
import type { ProjectTemplate } from '@stackblitz/sdk';
import { buildStackBlitzProject } from '../../../plugins/flex-pages/components/StackBlitz/project';
import {
  EDITOR_TEMPLATES,
  type EditorTemplate,
  clampHeight,
  validateEmbedTarget,
  validateFileDiff,
  validatePreviewPath,
  validateProject,
} from '../../../plugins/flex-pages/components/StackBlitz/validate';
import { packageUrls } from '../../../src/embed/published.mjs';
import { starterFiles } from '../../../plugins/flex-pages/examples/codegen/starter';
import { starterProjectFiles } from '../../../plugins/flex-pages/components/StackBlitz/starter';

const ROOT = path.resolve(__dirname, '../../..');

// The templates accepted are the SDK's own: `npm run typecheck` fails here when an SDK release adds or drops
// one, instead of a list in this file that only repeats validate.ts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTemplatesAsSdk: Same<EditorTemplate, ProjectTemplate> = true;
void sameTemplatesAsSdk;

describe('code-editor validation (spec section 5)', () => {
  it("accepts StackBlitz's templates and warns about any other, naming the ones it accepts", () => {
    for (const template of EDITOR_TEMPLATES)
      expect(validateProject({ title: 't', template, files: {} }).warnings).toEqual([]);
    for (const template of ['svelte', 'Vue', '', 42, undefined]) {
      const bad = validateProject({ title: 't', template, files: {} });
      expect(bad.value.template).toBe('javascript');
      expect(bad.warnings).toHaveLength(1);
      expect(bad.warnings[0]).toMatch(/^Unsupported project\.template .*: must be one of /);
      for (const accepted of EDITOR_TEMPLATES) expect(bad.warnings[0]).toContain(`'${accepted}'`);
    }
  });

  it('refuses dependencies with the node template', () => {
    const r = validateProject({
      title: 't',
      template: 'node',
      dependencies: { vue: '^3' },
      files: { 'package.json': '{}' },
    });
    expect(r.value.dependencies).toBeUndefined();
    expect(r.warnings[0]).toMatch(
      /dependencies must be provided as a 'package.json' file when using the 'node' template/,
    );
    expect(
      validateProject({ title: 't', template: 'create-react-app', dependencies: { react: '^18' }, files: {} })
        .value.dependencies,
    ).toEqual({ react: '^18' });
  });

  it('drops files whose content is not a string', () => {
    const r = validateProject({ title: 't', template: 'html', files: { 'index.html': '<p>', 'bad.js': 42 } });
    expect(r.value.files).toEqual({ 'index.html': '<p>' });
    expect(r.warnings).toEqual(['Invalid project.files["bad.js"]: content must be a string.']);
  });

  it('needs a preview path that is a string starting with /', () => {
    expect(validatePreviewPath('/about').value).toBe('/about');
    for (const bad of ['about', '', 42, null, undefined]) {
      const r = validatePreviewPath(bad);
      expect(r.value).toBeNull();
      expect(r.warnings[0]).toMatch(/must be a string starting with '\/'/);
    }
  });

  it('clamps heights to 0..100', () => {
    expect([
      clampHeight(50),
      clampHeight(-5),
      clampHeight(180),
      clampHeight('33.4'),
      clampHeight('x'),
      clampHeight(NaN),
    ]).toEqual([50, 0, 100, 33, undefined, undefined]);
  });

  it('checks file diffs and embed targets', () => {
    expect(validateFileDiff({ create: { 'a.js': 'x' }, destroy: ['b.js'] }).value).toEqual({
      create: { 'a.js': 'x' },
      destroy: ['b.js'],
    });
    expect(validateFileDiff({ create: {} }).warnings).toEqual([
      'Invalid argument: a file diff needs a create object and a destroy list.',
    ]);
    expect(validateEmbedTarget(null, 'editor').warnings).toEqual(["Could not find element with id 'editor'"]);
    expect(validateEmbedTarget(undefined).warnings).toEqual(['Invalid element']);
  });
});

describe('StackBlitz project of an example', () => {
  const urls = packageUrls('https://docs.quantaloop.example', ROOT);
  const starter = starterFiles(urls);
  const exampleFiles = { 'src/App.tsx': 'export default function App() {}\n' };

  it('merges starter and example files, with the framework template, opened file and dev tools height', () => {
    const r = buildStackBlitzProject({
      framework: 'react',
      starter,
      exampleFiles,
      title: 'Change chart theme',
      description: 'Switches themes.',
    });
    expect(r.warnings).toEqual([]);
    expect(r.project.template).toBe('node');
    expect(r.project.title).toBe('Change chart theme');
    expect(r.project.files['src/App.tsx']).toBe(exampleFiles['src/App.tsx']);
    expect(Object.keys(r.project.files)).toEqual(
      expect.arrayContaining([
        'package.json',
        'index.html',
        'src/main.tsx',
        'vite.config.ts',
        'tsconfig.json',
      ]),
    );
    // The packages the guides name, installed from the tarballs the docs site serves: no copied folder, no alias.
    const manifest = JSON.parse(r.project.files['package.json']!);
    expect(manifest.dependencies['@quantaloop/embed']).toBe(
      'https://docs.quantaloop.example/packages/3.x/quantaloop-embed-3.0.0.tgz',
    );
    expect(manifest.dependencies['@quantaloop/react-embed']).toBe(
      'https://docs.quantaloop.example/packages/3.x/quantaloop-react-embed-3.0.0.tgz',
    );
    expect(Object.keys(r.project.files).filter((f) => f.startsWith('quantaloop/'))).toEqual([]);
    expect(r.project.files['vite.config.ts']).not.toContain('alias');
    expect(JSON.parse(r.project.files['tsconfig.json']!).compilerOptions.paths).toBeUndefined();
    expect(r.options).toEqual({ openFile: 'src/App.tsx', devToolsHeight: 50, newWindow: true });
  });

  it('shows the code viewer the same set-up files StackBlitz receives (starterProjectFiles)', () => {
    const shown = starterProjectFiles(starter, 'react');
    const sent = buildStackBlitzProject({ framework: 'react', starter, exampleFiles });
    for (const [path, content] of Object.entries(shown)) expect(sent.project.files[path]).toBe(content);
    expect(Object.keys(sent.project.files).sort()).toEqual(
      [...new Set([...Object.keys(shown), ...Object.keys(exampleFiles)])].sort(),
    );
    // A damaged starter file (not text) is left out of both, and no starter at all shows nothing.
    const damaged = { ...starter, react: { ...starter.react, files: { 'a.ts': 'a', 'b.ts': 42 as never } } };
    expect(starterProjectFiles(damaged, 'react')).toEqual({ 'a.ts': 'a' });
    expect(starterProjectFiles(null, 'vue')).toEqual({});
  });

  it('opens every framework as a Node project that installs its package.json, with its default title', () => {
    const vue = buildStackBlitzProject({
      framework: 'vue',
      starter,
      exampleFiles: { 'src/App.vue': '<template />' },
      title: ' ',
    });
    expect(vue.project.title).toBe('Quantaloop chart item example (Vue)');
    expect(vue.project.template).toBe('node');
    expect(vue.project.dependencies).toBeUndefined();
    expect(vue.options.openFile).toBe('src/App.vue');
    const angular = buildStackBlitzProject({ framework: 'angular', starter, exampleFiles: {} });
    expect([angular.project.template, angular.options.openFile]).toEqual([
      'node',
      'src/app/app.component.ts',
    ]);
    const ng = JSON.parse(angular.project.files['package.json']!);
    expect(ng.devDependencies['@angular/build']).toMatch(/^\^21/);
    expect(ng.dependencies['@quantaloop/embed']).toBe(urls.embed);
    const html = buildStackBlitzProject({ framework: 'html', starter, exampleFiles: {} });
    expect([html.project.template, html.options.openFile]).toEqual(['node', 'index.html']);
    expect(JSON.parse(html.project.files['package.json']!).dependencies).toEqual({
      '@quantaloop/embed': urls.embed,
    });
  });
});
