#!/usr/bin/env bash
# Browser tests: Debian Chromium driven by Playwright against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-system-deps.sh
node_modules/.bin/next build >/tmp/patina-next-build.log 2>&1 || { cat /tmp/patina-next-build.log; exit 1; }
exec node_modules/.bin/playwright test "$@"
