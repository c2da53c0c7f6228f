#!/usr/bin/env bash
# Installs the Debian packages the tests run (`npm run setup:tests`): Chromium for the browser tests (Playwright
# cannot download its own browsers here), and the runtimes of the API code samples, which
# tests/e2e/api/samples.spec.ts runs as a reader copies them: curl, PHP with its curl extension, Debian's
# python3 with requests, a JDK and Mono's C# compiler. Only what is missing is installed.
set -euo pipefail

# command to check -> the Debian packages that provide it
declare -A NEEDS=(
  ["${CHROMIUM_PATH:-/usr/bin/chromium}"]="chromium fonts-liberation"
  [curl]="curl"
  [php]="php-cli php-curl"
  [/usr/bin/python3]="python3 python3-requests"
  [javac]="default-jdk-headless"
  [mcs]="mono-devel"
)
have() {
  case "$1" in
    php) command -v php >/dev/null && php -r 'exit(function_exists("curl_init") ? 0 : 1);' ;;
    /usr/bin/python3) /usr/bin/python3 -c 'import requests' 2>/dev/null ;;
    *) command -v "$1" >/dev/null ;;
  esac
}

missing=()
for tool in "${!NEEDS[@]}"; do
  if ! have "$tool"; then
    read -r -a pkgs <<<"${NEEDS[$tool]}"
    missing+=("${pkgs[@]}")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "setup:tests: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
echo "$(curl --version | head -n1 | cut -d' ' -f1-2); $(php --version | head -n1 | cut -d' ' -f1-2); $(/usr/bin/python3 -c 'import sys, requests; print(f"python {sys.version.split()[0]}, requests {requests.__version__}")'); $(javac -version 2>&1); $(mcs --version)"
