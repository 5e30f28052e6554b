#!/usr/bin/env bash
# Whether another checkout's meaning check answers exactly as this one: `cli verify --jsonl`
# on every pair of ../shared/corpus/pairs-dev.jsonl, each way round (original → rewrite and
# rewrite → original), byte for byte. For changes meant to keep behaviour (speed work).
#   bash scripts/meaning-identity.sh OTHER_TREE [PAIRS_FILE]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
other="$(cd "${1:?usage: meaning-identity.sh OTHER_TREE [PAIRS_FILE]}" && pwd)"
pairs="${2:-$here/../shared/corpus/pairs-dev.jsonl}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
node -e '
const lines = require("node:fs").readFileSync(process.argv[1], "utf8").split("\n").filter((l) => l.trim());
for (const l of lines) {
  const p = JSON.parse(l);
  console.log(JSON.stringify({ original: p.original, rewrite: p.rewrite, lang: p.lang }));
  console.log(JSON.stringify({ original: p.rewrite, rewrite: p.original, lang: p.lang }));
}' "$pairs" > "$tmp/in.jsonl"
(cd "$here" && node scripts/run.mjs scripts/cli.ts verify --jsonl < "$tmp/in.jsonl" > "$tmp/here.jsonl")
(cd "$other" && node scripts/run.mjs scripts/cli.ts verify --jsonl < "$tmp/in.jsonl" > "$tmp/other.jsonl")
n=$(wc -l < "$tmp/in.jsonl")
if cmp -s "$tmp/here.jsonl" "$tmp/other.jsonl"; then
  echo "identical: $n checks"
else
  echo "DIFFERENT: $(diff <(cat -n "$tmp/here.jsonl") <(cat -n "$tmp/other.jsonl") | grep -c '^<') of $n checks differ"
  exit 1
fi
