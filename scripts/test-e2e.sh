#!/usr/bin/env bash
# Browser tests: Debian Chromium driven by Playwright against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-system-deps.sh
# Built with a key (a probe when none is set) so e2e/hardening.spec.ts can prove it never reaches the client.
export PATINA_BUILD_KEY="${OPENAI_API_KEY:-sk-patina-build-probe-$RANDOM$RANDOM$RANDOM}"
build_log=$(mktemp "${TMPDIR:-/tmp}/patina-next-build.XXXXXX")
OPENAI_API_KEY="$PATINA_BUILD_KEY" node_modules/.bin/next build >"$build_log" 2>&1 || { cat "$build_log"; exit 1; }
exec node_modules/.bin/playwright test "$@"
