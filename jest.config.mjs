/** Unit tests: TypeScript through SWC (about 9x faster than ts-jest on this machine). */
export default {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/plugins/**/*.test.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        // ES2022 (Node 20 runs it as is): the default ES5 output made Temporal's polyfill, the date tests'
        // oracle, about five times slower.
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // Node and jsdom have no CSS parser: colours are parsed by colord, as in Web Workers (src/lib/css-values.ts).
  setupFiles: ['<rootDir>/src/lib/css-colour-fallback.ts'],
  // One temporary folder per run, removed at its end (tests/unit/temp-dir.setup.mjs).
  globalSetup: '<rootDir>/tests/unit/temp-dir.setup.mjs',
  globalTeardown: '<rootDir>/tests/unit/temp-dir.teardown.mjs',
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
  // The scale bench's copy of the site (bench/out/scale-site, node bench/scale/run.mjs --keep) holds a second
  // package.json and copies of every module: jest would take them for the project's own.
  modulePathIgnorePatterns: ['<rootDir>/bench/out/'],
  // Many dependencies (unified, ...) ship ESM only: SWC compiles node_modules too (cached).
  transformIgnorePatterns: [],
};
