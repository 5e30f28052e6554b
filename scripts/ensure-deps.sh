#!/usr/bin/env bash
# Installs node modules on a fresh clone, or again when package-lock.json changed.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.patina-lock-sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]; then
  echo "patina: installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi
