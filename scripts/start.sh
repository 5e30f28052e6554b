#!/usr/bin/env bash
# Quick start: install, build and serve on http://localhost:3000 with the embedded
# defaults (SQLite under data/, no API key needed).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
node_modules/.bin/tsx scripts/gen-sources.ts
# The shipped packs compiled once here, not in every server process (lib/generated/packs.ts).
node_modules/.bin/tsx scripts/gen-packs.ts
node_modules/.bin/next build
exec node_modules/.bin/next start -p "${PORT:-3000}"
