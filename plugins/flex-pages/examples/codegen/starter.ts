/**
 * StackBlitz starter files per framework (static/assets/stackblitz-starter-files/starter.json): the project
 * set-up that every example shares. The example's own files (App.tsx, app.component.ts, App.vue or
 * index.html + index.js) are added on top when a reader opens an example.
 *
 * The React, Angular and Vue examples import the packages the guides name (`@quantaloop/react-embed`,
 * `@quantaloop/embed`). They are not published, so each project receives their files in `quantaloop/` (from
 * src/embed, passed in as `packages`) and maps the names to them: Vite's `resolve.alias` (React and Vue) or
 * TypeScript's `paths` (Angular CLI), plus `paths` for the editor. `{{chartItemScriptUrl}}` (in the embed
 * package's runtime.ts and the HTML page) is replaced by the chart item's public URL from the app config.
 */
import type { Framework } from '../types';
import { DEFAULT_CONFIG } from '../../../../src/config/default-config';

export interface StarterProject {
  /** StackBlitz project template. */
  template: 'angular-cli' | 'create-react-app' | 'node' | 'html';
  /** File opened in the editor. */
  openFile: string;
  /** Title when the page has none. */
  defaultTitle: string;
  /** npm dependencies (EngineBlock templates only; the node template reads package.json). */
  dependencies?: Record<string, string>;
  files: Record<string, string>;
}

export type StarterFiles = Record<Framework, StarterProject>;

/** Layout shared by every example (and mirrored by the demo on the docs page). */
export const EXAMPLE_STYLES = `:root {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1c1e21;
}

body {
  margin: 0;
  padding: 16px;
}

[hidden] {
  display: none !important;
}

.controls {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
}

.control {
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
}

select,
button {
  font: inherit;
  padding: 6px 10px;
}

.grid {
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
}

/* Charts are 300px high, 400px from 992px; number tiles are 200px high. */
.item-chart {
  height: 300px;
}

.item-number {
  height: 200px;
}

viz-item {
  display: block;
  width: 100%;
  height: 100%;
}

.resizable {
  resize: both;
  overflow: hidden;
  width: min(600px, 100%);
  max-width: 100%;
  min-width: 200px;
  min-height: 150px;
  border: 1px dashed #8d96a0;
}

.output pre {
  max-height: 320px;
  overflow: auto;
  padding: 12px;
  background: #f5f6f7;
  font-size: 13px;
}

@media (min-width: 992px) {
  .item-chart {
    height: 400px;
  }

  .columns-2 {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  .columns-3 {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  .span-2 {
    grid-column: span 2;
  }

  .span-3 {
    grid-column: span 3;
  }
}
`;

const REACT_MEDIA = `import { useEffect, useState } from 'react';

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
`;

const ANGULAR_MEDIA = `import { signal, type Signal } from '@angular/core';

/** A signal telling whether a CSS media query matches, kept up to date. */
export function mediaQuery(query: string): Signal<boolean> {
  const list = window.matchMedia(query);
  const matches = signal(list.matches);
  list.addEventListener('change', () => matches.set(list.matches));
  return matches.asReadonly();
}
`;

const VUE_MEDIA = `import { onBeforeUnmount, ref, type Ref } from 'vue';

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string): Ref<boolean> {
  const list = window.matchMedia(query);
  const matches = ref(list.matches);
  const update = () => (matches.value = list.matches);
  list.addEventListener('change', update);
  onBeforeUnmount(() => list.removeEventListener('change', update));
  return matches;
}
`;

const htmlHead = (title: string) => `    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>`;

/** The package files a project receives, by path under `quantaloop/` (see the header). */
export interface EmbedPackages {
  /** @quantaloop/embed: index.ts, types.ts, runtime.ts. */
  embed: Record<string, string>;
  /** @quantaloop/react-embed: index.tsx. */
  reactEmbed: Record<string, string>;
}

const PACKAGE_VERSION = '3.0.0';

const ANGULAR_DEPENDENCIES = {
  '@angular/common': '^17.3.0',
  '@angular/compiler': '^17.3.0',
  '@angular/core': '^17.3.0',
  '@angular/platform-browser': '^17.3.0',
  '@angular/platform-browser-dynamic': '^17.3.0',
  rxjs: '^7.8.1',
  tslib: '^2.6.2',
  'zone.js': '^0.14.4',
};

function packageFolder(name: string, dir: string, files: Record<string, string>, main: string) {
  const manifest = {
    name,
    version: PACKAGE_VERSION,
    private: true,
    description: `A local copy of ${name} (not published): the module names are mapped to this folder.`,
    type: 'module',
    main,
    types: main,
  };
  return {
    [`${dir}/package.json`]: json(manifest),
    ...Object.fromEntries(Object.entries(files).map(([f, text]) => [`${dir}/${f}`, text])),
  };
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** What maps the package names to quantaloop/ for the TypeScript editor (and Angular CLI's build). */
const PATHS = {
  '@quantaloop/embed': ['./quantaloop/embed/index.ts'],
  '@quantaloop/react-embed': ['./quantaloop/react-embed/index.tsx'],
};

/** The same for Vite's bundler. */
const VITE_ALIAS = `  resolve: {
    // The embed packages are not published: this project has their files in quantaloop/.
    alias: {
      '@quantaloop/embed': '/quantaloop/embed/index.ts',
      '@quantaloop/react-embed': '/quantaloop/react-embed/index.tsx',
    },
  },`;

export function starterFiles(packages: EmbedPackages, brand = DEFAULT_CONFIG.brand.name): StarterFiles {
  const embed = packageFolder('@quantaloop/embed', 'quantaloop/embed', packages.embed, 'index.ts');
  const reactEmbed = packageFolder(
    '@quantaloop/react-embed',
    'quantaloop/react-embed',
    packages.reactEmbed,
    'index.tsx',
  );
  return {
    react: {
      template: 'node',
      openFile: 'src/App.tsx',
      defaultTitle: `${brand} chart item example (React)`,
      files: {
        'package.json': json({
          name: 'chart-item-example',
          private: true,
          type: 'module',
          scripts: { dev: 'vite', build: 'vite build' },
          dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1' },
          devDependencies: {
            '@types/react': '^18.3.3',
            '@types/react-dom': '^18.3.0',
            '@vitejs/plugin-react': '^4.3.1',
            typescript: '^5.4.5',
            vite: '^5.2.12',
          },
        }),
        'vite.config.ts': `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({\n  plugins: [react()],\n${VITE_ALIAS}\n});\n`,
        'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n${htmlHead('Chart item example')}\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n`,
        'src/main.tsx': `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './styles.css';\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n`,
        'src/useMediaQuery.ts': REACT_MEDIA,
        'src/styles.css': EXAMPLE_STYLES,
        'tsconfig.json': json({
          compilerOptions: {
            target: 'es2020',
            lib: ['dom', 'es2020'],
            jsx: 'react-jsx',
            strict: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            esModuleInterop: true,
            skipLibCheck: true,
            baseUrl: '.',
            paths: PATHS,
          },
        }),
        ...embed,
        ...reactEmbed,
      },
    },
    angular: {
      template: 'angular-cli',
      openFile: 'src/app/app.component.ts',
      defaultTitle: `${brand} chart item example (Angular)`,
      dependencies: ANGULAR_DEPENDENCIES,
      files: {
        // StackBlitz's Angular template installs `dependencies` (above); the file shows them to the reader.
        'package.json': json({
          name: 'chart-item-example',
          private: true,
          scripts: { start: 'ng serve', build: 'ng build' },
          dependencies: ANGULAR_DEPENDENCIES,
        }),
        'angular.json':
          JSON.stringify(
            {
              $schema: './node_modules/@angular/cli/lib/config/schema.json',
              version: 1,
              newProjectRoot: 'projects',
              projects: {
                demo: {
                  projectType: 'application',
                  root: '',
                  sourceRoot: 'src',
                  architect: {
                    build: {
                      builder: '@angular-devkit/build-angular:browser',
                      options: {
                        outputPath: 'dist/demo',
                        index: 'src/index.html',
                        main: 'src/main.ts',
                        polyfills: ['zone.js'],
                        tsConfig: 'tsconfig.json',
                        styles: ['src/styles.css'],
                      },
                    },
                    serve: {
                      builder: '@angular-devkit/build-angular:dev-server',
                      options: { browserTarget: 'demo:build' },
                    },
                  },
                },
              },
            },
            null,
            2,
          ) + '\n',
        'tsconfig.json': json({
          compilerOptions: {
            target: 'es2022',
            module: 'es2022',
            moduleResolution: 'node',
            strict: true,
            experimentalDecorators: true,
            lib: ['es2022', 'dom'],
            skipLibCheck: true,
            // The embed packages are not published: this project has their files in quantaloop/.
            baseUrl: '.',
            paths: { '@quantaloop/embed': PATHS['@quantaloop/embed'] },
          },
        }),
        'src/index.html': `<!doctype html>\n<html lang="en">\n  <head>\n${htmlHead('Chart item example')}\n  </head>\n  <body>\n    <app-root></app-root>\n  </body>\n</html>\n`,
        'src/main.ts': `import 'zone.js';\nimport { bootstrapApplication } from '@angular/platform-browser';\nimport { AppComponent } from './app/app.component';\n\nbootstrapApplication(AppComponent).catch((error) => console.error(error));\n`,
        'src/styles.css': EXAMPLE_STYLES,
        'src/app/media-query.ts': ANGULAR_MEDIA,
        ...embed,
      },
    },
    vue: {
      template: 'node',
      openFile: 'src/App.vue',
      defaultTitle: `${brand} chart item example (Vue)`,
      files: {
        'package.json':
          JSON.stringify(
            {
              name: 'chart-item-example',
              private: true,
              type: 'module',
              scripts: { dev: 'vite', build: 'vite build' },
              dependencies: { vue: '^3.4.27' },
              devDependencies: { '@vitejs/plugin-vue': '^5.0.5', typescript: '^5.4.5', vite: '^5.2.12' },
            },
            null,
            2,
          ) + '\n',
        'vite.config.ts': `import { defineConfig } from 'vite';\nimport vue from '@vitejs/plugin-vue';\n\nexport default defineConfig({\n  plugins: [\n    vue({\n      // <viz-item> is a custom element, not a Vue component.\n      template: { compilerOptions: { isCustomElement: (tag) => tag === 'viz-item' } },\n    }),\n  ],\n${VITE_ALIAS}\n});\n`,
        'tsconfig.json': json({
          compilerOptions: {
            target: 'es2020',
            lib: ['dom', 'es2020'],
            strict: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            skipLibCheck: true,
            baseUrl: '.',
            paths: { '@quantaloop/embed': PATHS['@quantaloop/embed'] },
          },
        }),
        'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n${htmlHead('Chart item example')}\n  </head>\n  <body>\n    <div id="app"></div>\n    <script type="module" src="/src/main.ts"></script>\n  </body>\n</html>\n`,
        'src/main.ts': `import { createApp } from 'vue';\nimport App from './App.vue';\nimport './styles.css';\n\ncreateApp(App).mount('#app');\n`,
        'src/env.d.ts': `declare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n`,
        'src/styles.css': EXAMPLE_STYLES,
        'src/useMediaQuery.ts': VUE_MEDIA,
        ...embed,
      },
    },
    html: {
      template: 'html',
      openFile: 'index.html',
      defaultTitle: `${brand} chart item example (HTML)`,
      files: { 'styles.css': EXAMPLE_STYLES },
    },
  };
}
