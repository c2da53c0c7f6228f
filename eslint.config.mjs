import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      'coverage/',
      'screenshots/',
      'test-results/',
      'playwright-report/',
      'static/',
      'api/reference/',
      'api_versioned_docs/',
      'api_versioned_sidebars/',
      'versioned_docs/',
      'versioned_sidebars/',
      'bench/out/',
      // The MCP package's bundle (src/docs-mcp/build.mjs).
      'src/docs-mcp/dist/',
      'tests/e2e/viz-item/.build/',
      // Ejected theme files: the published bytes plus marked blocks (scripts/ejected-copies.mjs).
      'api/theme/RequestSchema/index.js',
      'api/theme/ResponseSchema/index.js',
      'api/theme/ParamsDetails/index.js',
      'api/theme/Schema/normalize.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures receive a function named `use`, which the hooks rule mistakes for React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every e2e test fails on a console error or page error: `test` must come from the support module, whose
    // automatic pageErrors fixture does that check (types and `expect` may come from @playwright/test).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/fixtures.ts', 'tests/e2e/viz-item/playwright.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'default'],
              message: "Import `test` from tests/e2e/support/fixtures (it checks every test's console).",
            },
          ],
        },
      ],
    },
  },
);
