// The check's whole answer (every anchor: ranges, verdict, change, reason) on a fixed set of
// in-repo pairs, against a stored digest per pair: a change made for speed must leave every
// answer as it was. The pairs are the tuning rewrites of bench:meaning (our own text, read
// while tuning, never a hold-out) and each of them changed once by every first- and
// second-set perturbation family. A change of behaviour on purpose rewrites the digests:
//   UPDATE_MEANING_SNAPSHOT=1 node --import tsx --test test/meaning/anchors-snapshot.test.ts
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { test } from "node:test";
import { checkMeaning } from "../../lib/meaning/check";
import { FAMILIES, SECOND_HOLDOUT, seeded } from "../../scripts/bench-meaning/perturb";
import { TUNING_PAIRS } from "../../scripts/bench-meaning/tuning-pairs";

const FILE = new URL("./anchors-snapshot.json", import.meta.url);

function cases(): { id: string; original: string; rewrite: string; lang: (typeof TUNING_PAIRS)[number]["lang"] }[] {
  const out = [];
  for (const b of TUNING_PAIRS) {
    out.push({ id: b.id, original: b.original, rewrite: b.rewrite, lang: b.lang });
    for (const f of [...FAMILIES, ...SECOND_HOLDOUT]) {
      const edit = f.apply(b.rewrite, b.lang, seeded(`${b.id}/${f.id}`));
      if (edit && edit.text !== b.rewrite) out.push({ id: `${b.id}/${f.id}`, original: b.original, rewrite: edit.text, lang: b.lang });
    }
  }
  return out;
}

const digest = (x: unknown) => createHash("sha1").update(JSON.stringify(x)).digest("hex").slice(0, 16);

test("checkMeaning answers every snapshot pair exactly as stored", () => {
  const now: Record<string, string> = {};
  const answers = new Map<string, unknown>();
  for (const c of cases()) {
    const r = checkMeaning(c.original, c.rewrite, c.lang);
    now[c.id] = digest(r);
    answers.set(c.id, r);
  }
  if (process.env.UPDATE_MEANING_SNAPSHOT === "1") writeFileSync(FILE, JSON.stringify(now, null, 1) + "\n");
  const stored = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, string>;
  assert.ok(Object.keys(now).length > 150, `only ${Object.keys(now).length} pairs: the perturbation families changed`);
  assert.deepEqual(Object.keys(now).sort(), Object.keys(stored).sort(), "the same pairs as stored");
  for (const [id, d] of Object.entries(now)) assert.equal(d, stored[id], `${id} answered differently:\n${JSON.stringify(answers.get(id), null, 1).slice(0, 3000)}`);
});
