#!/usr/bin/env bash
# Every test: unit tests (Jest), then a fresh production build, then the browser tests (Playwright +
# Debian Chromium) against that build served locally. SKIP_BUILD=1 reuses an existing build/.
set -euo pipefail
cd "$(dirname "$0")/.."
npx jest --ci
if [ "${SKIP_BUILD:-0}" != "1" ] || [ ! -d build ]; then
  npm run build
fi
npx playwright test
