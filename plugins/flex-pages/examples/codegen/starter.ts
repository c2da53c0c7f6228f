/**
 * The project set-up every example of a framework shares (static/assets/stackblitz-starter-files/starter.json):
 * package.json, the build tool's config, the entry files. The example's own files (App.tsx, app.component.ts,
 * App.vue, or index.html + index.js) are added on top; the result is the project a reader downloads or opens in
 * StackBlitz, and what CI installs, builds and opens (tests/examples).
 *
 * Every framework's project is an ordinary npm project built with its own tool (Vite; Angular's CLI) that
 * installs the embed packages from the tarballs the docs site serves (`packages`: their URLs, from the site's
 * `url`; src/embed/published.mjs). No copied package, no alias, no script URL.
 */
import type { Framework } from '../types';
import { DEFAULT_CONFIG } from '../../../../src/config/default-config';
import type { PackageKey } from '../../../../src/embed/published.mjs';

export interface StarterProject {
  /** StackBlitz project template: a Node project, which installs its package.json (WebContainers). */
  template: 'node';
  /** File opened in the editor. */
  openFile: string;
  /** Title when the page has none. */
  defaultTitle: string;
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
    <title>${title}</title>
    <!-- No icon: the browser would ask for /favicon.ico, which the project does not have. -->
    <link rel="icon" href="data:," />`;

/** The embed packages' tarball URLs, by package (src/embed/published.mjs). */
export type EmbedPackageUrls = Record<PackageKey, string>;

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** Vite and TypeScript versions every Vite project (React, Vue, HTML) uses. */
const VITE = '^8.0.0';
const TYPESCRIPT = '~5.9.3';

const ANGULAR = '^21.0.0';

/** A project's package.json. */
function manifest(
  scripts: Record<string, string>,
  dependencies: Record<string, string>,
  devDependencies: Record<string, string>,
) {
  return json({
    name: 'chart-item-example',
    private: true,
    type: 'module',
    scripts,
    dependencies,
    devDependencies,
  });
}

const VITE_SCRIPTS = { dev: 'vite', build: 'vite build', preview: 'vite preview' };

const viteIndex = (entry: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n${htmlHead('Chart item example')}\n  </head>\n  <body>\n    ${body}\n    <script type="module" src="${entry}"></script>\n  </body>\n</html>\n`;

export function starterFiles(packages: EmbedPackageUrls, brand = DEFAULT_CONFIG.brand.name): StarterFiles {
  const embed = { '@quantaloop/embed': packages.embed };
  return {
    react: {
      template: 'node',
      openFile: 'src/App.tsx',
      defaultTitle: `${brand} chart item example (React)`,
      files: {
        'package.json': manifest(
          VITE_SCRIPTS,
          {
            ...embed,
            '@quantaloop/react-embed': packages.reactEmbed,
            react: '^19.2.0',
            'react-dom': '^19.2.0',
          },
          {
            '@types/react': '^19.2.0',
            '@types/react-dom': '^19.2.0',
            '@vitejs/plugin-react': '^6.0.0',
            typescript: TYPESCRIPT,
            vite: VITE,
          },
        ),
        'vite.config.ts': `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({\n  plugins: [react()],\n});\n`,
        'index.html': viteIndex('/src/main.tsx', '<div id="root"></div>'),
        'src/main.tsx': `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './styles.css';\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n`,
        'src/vite-env.d.ts': `/// <reference types="vite/client" />\n`,
        'src/useMediaQuery.ts': REACT_MEDIA,
        'src/styles.css': EXAMPLE_STYLES,
        'tsconfig.json': json({
          compilerOptions: {
            target: 'es2022',
            lib: ['dom', 'es2022'],
            jsx: 'react-jsx',
            strict: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            skipLibCheck: true,
            noEmit: true,
          },
          include: ['src'],
        }),
      },
    },
    angular: {
      template: 'node',
      openFile: 'src/app/app.component.ts',
      defaultTitle: `${brand} chart item example (Angular)`,
      files: {
        'package.json': manifest(
          { start: 'ng serve', build: 'ng build' },
          {
            ...embed,
            '@angular/common': ANGULAR,
            '@angular/compiler': ANGULAR,
            '@angular/core': ANGULAR,
            '@angular/platform-browser': ANGULAR,
            rxjs: '~7.8.0',
            tslib: '^2.3.0',
          },
          {
            '@angular/build': ANGULAR,
            '@angular/cli': ANGULAR,
            '@angular/compiler-cli': ANGULAR,
            typescript: TYPESCRIPT,
          },
        ),
        'angular.json': json({
          $schema: './node_modules/@angular/cli/lib/config/schema.json',
          version: 1,
          // No prompt for usage statistics when the reader (or a StackBlitz project) first runs `ng`.
          cli: { analytics: false },
          newProjectRoot: 'projects',
          projects: {
            demo: {
              projectType: 'application',
              root: '',
              sourceRoot: 'src',
              architect: {
                build: {
                  builder: '@angular/build:application',
                  options: {
                    outputPath: 'dist',
                    index: 'src/index.html',
                    browser: 'src/main.ts',
                    tsConfig: 'tsconfig.json',
                    styles: ['src/styles.css'],
                  },
                },
                serve: { builder: '@angular/build:dev-server', options: { buildTarget: 'demo:build' } },
              },
            },
          },
        }),
        'tsconfig.json': json({
          compilerOptions: {
            target: 'es2022',
            module: 'preserve',
            moduleResolution: 'bundler',
            strict: true,
            lib: ['es2022', 'dom'],
            skipLibCheck: true,
          },
          files: ['src/main.ts'],
        }),
        'src/index.html': `<!doctype html>\n<html lang="en">\n  <head>\n${htmlHead('Chart item example')}\n  </head>\n  <body>\n    <app-root></app-root>\n  </body>\n</html>\n`,
        'src/main.ts': `import { provideZonelessChangeDetection } from '@angular/core';\nimport { bootstrapApplication } from '@angular/platform-browser';\nimport { AppComponent } from './app/app.component';\n\nbootstrapApplication(AppComponent, { providers: [provideZonelessChangeDetection()] }).catch((error) =>\n  console.error(error),\n);\n`,
        'src/styles.css': EXAMPLE_STYLES,
        'src/app/media-query.ts': ANGULAR_MEDIA,
      },
    },
    vue: {
      template: 'node',
      openFile: 'src/App.vue',
      defaultTitle: `${brand} chart item example (Vue)`,
      files: {
        'package.json': manifest(
          VITE_SCRIPTS,
          { ...embed, vue: '^3.5.0' },
          { '@vitejs/plugin-vue': '^6.0.0', typescript: TYPESCRIPT, vite: VITE },
        ),
        'vite.config.ts': `import { defineConfig } from 'vite';\nimport vue from '@vitejs/plugin-vue';\n\nexport default defineConfig({\n  plugins: [\n    vue({\n      // <viz-item> is a custom element, not a Vue component.\n      template: { compilerOptions: { isCustomElement: (tag) => tag === 'viz-item' } },\n    }),\n  ],\n});\n`,
        'tsconfig.json': json({
          compilerOptions: {
            target: 'es2022',
            lib: ['dom', 'es2022'],
            strict: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            skipLibCheck: true,
            noEmit: true,
          },
          include: ['src'],
        }),
        'index.html': viteIndex('/src/main.ts', '<div id="app"></div>'),
        'src/main.ts': `import { createApp } from 'vue';\nimport App from './App.vue';\nimport './styles.css';\n\ncreateApp(App).mount('#app');\n`,
        'src/env.d.ts': `/// <reference types="vite/client" />\n\ndeclare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n`,
        'src/styles.css': EXAMPLE_STYLES,
        'src/useMediaQuery.ts': VUE_MEDIA,
      },
    },
    html: {
      template: 'node',
      openFile: 'index.html',
      defaultTitle: `${brand} chart item example (HTML)`,
      files: {
        'package.json': manifest(VITE_SCRIPTS, embed, { vite: VITE }),
        'styles.css': EXAMPLE_STYLES,
      },
    },
  };
}
