#!/usr/bin/env bash
# Every test, from a fresh clone: dependencies, generated-file freshness, types,
# lint, unit tests, then the browser suite. Prints one closing count line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh || exit 1

failed_steps=()
step() {
  local name=$1; shift
  echo "━━ $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

work=$(mktemp -d)
step "generated modules are fresh" bash -c "node_modules/.bin/tsx scripts/gen-sources.ts --check && node_modules/.bin/tsx scripts/gen-doc-types.ts --check && node_modules/.bin/tsx scripts/gen-packs.ts --check"
step "type-check" node_modules/.bin/tsc --noEmit
step "lint" node_modules/.bin/eslint --max-warnings 0 .
PATINA_UNIT_TAP="$work/unit.tap" step "unit tests" bash scripts/test-unit.sh
step "report store suite on PostgreSQL" bash scripts/with-postgres.sh node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination="$work/pg.tap" test/store/postgres-store.pg-test.ts
PLAYWRIGHT_JSON_OUTPUT_NAME="$work/e2e.json" step "e2e tests" bash scripts/test-e2e.sh
# After the e2e step, which leaves the production build this test starts twice.
step "two instances over one PostgreSQL" bash scripts/with-postgres.sh node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination="$work/scale.tap" test/hardening/two-instances.pg-test.ts

read -r unit_pass unit_fail < <(cat "$work/unit.tap" "$work/pg.tap" "$work/scale.tap" 2>/dev/null | awk '/^# pass /{p+=$3} /^# fail /{f+=$3} END{print p+0, f+0}')
read -r e2e_pass e2e_fail < <(node -e '
  try { const s = require(process.argv[1]).stats; console.log(s.expected, s.unexpected + s.flaky); }
  catch { console.log("0 0"); }' "$work/e2e.json")
echo
echo "unit: $unit_pass passed, $unit_fail failed"
echo "e2e: $e2e_pass passed, $e2e_fail failed"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  echo "total: $((unit_pass + e2e_pass)) passed, $((unit_fail + e2e_fail + ${#failed_steps[@]})) failed"
  exit 1
fi
echo "total: $((unit_pass + e2e_pass)) passed, $((unit_fail + e2e_fail)) failed"
