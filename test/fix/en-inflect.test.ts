// The English forms the fix engine writes, checked against compromise (a dev dependency here:
// it is not shipped to the analysis worker, see lib/fix/en/inflect.ts), and a/an.
import assert from "node:assert/strict";
import { test } from "node:test";
import nlp from "compromise/two";
import { indefiniteArticle, plural, verbForms } from "../../lib/fix/en/inflect";

// Every verb a fix rule puts in (vocabulary targets, zombie-noun verbs, support verbs).
const VERBS = ["use", "look", "explore", "examine", "draw", "make", "encourage", "build", "support", "show", "display", "tap", "raise", "improve", "lift", "simplify", "strengthen", "lead", "underlie", "ring", "appeal", "speak", "strike", "agree", "fit", "match", "increase", "give", "offer", "affect", "enable", "help", "transform", "change", "start", "begin", "get", "win", "stress", "decide", "investigate", "recommend", "assess", "evaluate", "conclude", "consider", "determine", "reduce", "implement", "adjust", "modify", "select", "allocate", "inspect", "analyze", "contribute", "conduct", "provide", "carry", "perform", "reach", "take", "undertake", "have"];

test("verb forms agree with compromise's conjugation", () => {
  const methods = (nlp as unknown as { methods(): { two: { transform: { verb: { conjugate(v: string, m: unknown): Record<string, string> } } } } }).methods();
  const model = (nlp as unknown as { model(): unknown }).model();
  for (const v of VERBS) {
    const ours = verbForms(v);
    const theirs = methods.two.transform.verb.conjugate(v, model);
    assert.equal(ours.s, theirs.PresentTense, `${v}: -s`);
    assert.equal(ours.past, theirs.PastTense, `${v}: past`);
    assert.equal(ours.ing, theirs.Gerund, `${v}: -ing`);
    if (theirs.Participle) assert.equal(ours.participle, theirs.Participle, `${v}: participle`);
  }
});

test("plurals and articles", () => {
  assert.deepEqual(["effort", "attempt", "finding", "method", "way", "basis", "foundation", "idea"].map(plural), ["efforts", "attempts", "findings", "methods", "ways", "bases", "foundations", "ideas"]);
  const an = ["intricate", "hour", "honest", "effort", "idea", "umbrella", "8-hour", "apple"];
  const a = ["complex", "unique", "useful", "one-off", "European", "university", "user", "house", "union"];
  for (const w of an) assert.equal(indefiniteArticle(w), "an", w);
  for (const w of a) assert.equal(indefiniteArticle(w), "a", w);
});
