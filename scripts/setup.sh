#!/usr/bin/env bash
# Prepares a fresh machine for `npm test`: a Chromium for the browser tests, then the npm packages
# (which bring their own Node 24, so a system Node 20 is enough to start with).
set -euo pipefail
cd "$(dirname "$0")/.."

# The same lookup as web-test-runner.config.mjs and scripts/smoke.ts: CHROME_PATH, else Debian's chromium.
find_chrome() {
  local chrome="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$chrome" ]; then echo "$chrome"; return 0; fi
  [ -n "${CHROME_PATH:-}" ] && echo "CHROME_PATH is set to '$CHROME_PATH', but nothing executable is there." >&2
  return 1
}

if ! chrome=$(find_chrome); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && [ -z "${CHROME_PATH:-}" ]; then
    echo "No Chromium found: installing Debian's chromium (about 30 s)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
    chrome=/usr/bin/chromium
  else
    cat >&2 <<'MSG'
The browser tests need Chrome or Chromium, and none was found.
  - On Debian or Ubuntu as root this script installs it: apt-get install chromium fonts-liberation
  - Elsewhere, install Chrome or Chromium and point CHROME_PATH at it, e.g.
      export CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
MSG
    exit 1
  fi
fi
echo "Browser for tests: $chrome"

npm install --no-audit --no-fund
