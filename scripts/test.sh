#!/usr/bin/env bash
# Every test: unit tests (Jest), then a fresh production build, then the docs MCP server's tests and the
# browser tests (Playwright + Debian Chromium) against that build served locally. SKIP_BUILD=1 reuses an existing build/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Two workers: Jest's default on a 2-core machine is one (cores - 1), and its suites are CPU-bound.
npx jest --ci --maxWorkers=2
if [ "${SKIP_BUILD:-0}" != "1" ] || [ ! -d build ]; then
  npm run build
fi
# The docs MCP server (src/docs-mcp) against the build, through the MCP SDK's client over stdio (under 60 s).
node --test src/docs-mcp/test/server.test.mjs
npx playwright test
