#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (Playwright cannot download its own browsers here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "chromium: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null | head -n1)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
