// "serves as a catalyst for growth": a verb said for the phrase takes the object itself.
import assert from "node:assert/strict";
import { test } from "node:test";
import { plainPhrase } from "../../lib/fix/rules/en/phrases";
import { FixSite } from "../../lib/fix/site";
import { apply, exampleFinding, parseMarked } from "./helpers";

function proposals(marked: string): string[] {
  const { text, start, end } = parseMarked(marked);
  const site = new FixSite(text, "en", exampleFinding(plainPhrase, "en", text, start, end));
  const got = plainPhrase.propose(site);
  return (Array.isArray(got) ? got : [got]).filter((p) => p !== null).map((p) => apply(text, p!));
}

test("'serves as a catalyst for X' → 'spurs X', never 'spurs for X'", () => {
  const out = proposals("Feedback ⟦serves as a catalyst⟧ for growth.");
  assert.ok(out.includes("Feedback spurs growth."), out.join(" | "));
  assert.ok(!out.some((t) => /spurs for/.test(t)), out.join(" | "));
});

test("'serves as a bridge between A and B' → 'links A and B'; before another preposition the verb is not offered", () => {
  assert.ok(proposals("The road ⟦serves as a bridge⟧ between towns.").includes("The road links towns."));
  assert.ok(!proposals("Feedback ⟦serves as a catalyst⟧ in teams.").some((t) => /spurs/.test(t)));
});
