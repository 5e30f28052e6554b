#!/usr/bin/env bash
# Unit tests with node's test runner. The TAP copy lets scripts/test.sh count results.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find test -name '*.test.ts' -not -path '*/fixtures/*' | sort)
tap=${PATINA_UNIT_TAP:-/dev/null}
exec node --import tsx --test --test-concurrency=2 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" \
  "${files[@]}"
