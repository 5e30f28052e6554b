import { test } from "node:test";
import assert from "node:assert/strict";
import { fencedCode, findProtectedSpans, overlapsSorted, ProtectedIndex, quotedSpans, spelledWords } from "../../lib/detector/protected";

const kinds = (text: string, lang: "en" | "ko" | "zh" | "ja" = "en") =>
  findProtectedSpans(text, lang).map((s) => `${s.kind}:${text.slice(s.start, s.end)}`);

test("numbers, dates, URLs, e-mails and code are protected", () => {
  const text = "On March 5, 2024 we paid 3.5% via https://example.com/pay?x=1 and wrote to a.b@example.org with `npm ci`.";
  const k = kinds(text);
  assert.ok(k.includes("date:March 5, 2024"), k.join(" | "));
  assert.ok(k.includes("number:3.5%"));
  assert.ok(k.includes("url:https://example.com/pay?x=1"));
  assert.ok(k.includes("email:a.b@example.org"));
  assert.ok(k.includes("code:`npm ci`"));
  assert.ok(kinds("2024년 3월 5일에 열렸다.", "ko").includes("date:2024년 3월 5일"));
});

test("fenced code blocks run to their closing fence (or the end)", () => {
  const text = "intro\n```js\nconst delve = 1;\n```\nafter\n~~~\nopen";
  const blocks = fencedCode(text).map((r) => text.slice(r.start, r.end));
  assert.deepEqual(blocks, ["```js\nconst delve = 1;\n```", "~~~\nopen"]);
});

test("quotes: curly, straight, CJK and guillemets pair up; apostrophes do not open quotes", () => {
  const text = `He said "we delve" and “more”. It's Tom's 'idea' — 「引用」『書名』«citation». Don't stop.`;
  const spans = quotedSpans(text).map((r) => text.slice(r.start, r.end)).sort();
  assert.deepEqual(spans, [`"we delve"`, "'idea'", "«citation»", "「引用」", "『書名』", "“more”"].sort());
});

test("an unclosed quote does not protect the rest of the text", () => {
  const text = `She wrote “an opening and never closed it.\n\nNext paragraph with delve.`;
  assert.equal(quotedSpans(text).length, 0);
});

test("en proper nouns: capitalized words not at sentence start, multi-word names", () => {
  const k = kinds("Moreover, we met Alice Smith in New York. Then Bob left.");
  assert.ok(k.includes("proper-noun:Alice Smith"), k.join(" | "));
  assert.ok(k.includes("proper-noun:New York"));
  assert.ok(!k.some((x) => x === "proper-noun:Moreover"));
  assert.ok(!k.some((x) => x === "proper-noun:Then"));
});

test("ko: Latin names and words the document repeats in quotes", () => {
  const k = kinds(`OpenAI가 "메타버스"를 말했다. 다시 "메타버스"다. 메타버스는 넓다. 인공지능(AI)도.`, "ko");
  assert.ok(k.includes("proper-noun:OpenAI"));
  assert.equal(k.filter((x) => x === "proper-noun:메타버스").length, 3);
  assert.ok(!k.includes("proper-noun:AI"), "a parenthesized gloss stays matchable (B: 영어 병기)");
});

test("overlap lookup and the score-only exemption for numbers and names", () => {
  assert.equal(overlapsSorted([{ start: 5, end: 10 }], 0, 5), false);
  assert.equal(overlapsSorted([{ start: 5, end: 10 }], 9, 12), true);
  const text = `97% of people agree, says "the study".`;
  const index = new ProtectedIndex(findProtectedSpans(text, "en"));
  assert.equal(index.overlaps(0, 3), true);
  assert.equal(index.overlaps(0, 3, true), false, "score-only patterns may flag numbers");
  assert.equal(index.overlaps(27, 30, true), true, "quotes protect even score-only patterns");
});

test("the pronoun I and common-noun acronyms are not names; organisations and people still are", () => {
  const k = kinds("Then I'm told I'd need the CEO's APIs, an AI and a PDF from NASA, then met Alice Smith.");
  for (const word of ["I'm", "I'd", "CEO's", "APIs", "AI", "PDF"]) assert.ok(!k.some((x) => x.includes(word)), `${word}: ${k.join(" | ")}`);
  assert.ok(k.includes("proper-noun:NASA"), k.join(" | "));
  assert.ok(k.includes("proper-noun:Alice Smith"));
  // An acronym inside a capitalized run is cut out; the name parts around it remain.
  assert.ok(kinds("We met the Acme AI Lab team.").includes("proper-noun:Acme"));
  assert.ok(!kinds("AIアシスタントとして答えます。", "ja").some((x) => x.startsWith("proper-noun")));
  assert.ok(kinds("OpenAI의 모델이다.", "ko").includes("proper-noun:OpenAI"));
});

test("a name never runs across a line break", () => {
  const text = "## Repotting: A Step-by-Step Guide\n\nFirst water it.";
  assert.ok(!kinds(text).some((x) => x.includes("\n")), kinds(text).join(" | "));
});

test("spelledWords: a term's words and a regex source's literal words, capitals kept", () => {
  assert.deepEqual([...spelledWords("as an AI language model", false)], ["as", "an", "AI", "language", "model"]);
  assert.ok(spelledWords("\\bA Step-by-Step Guide\\b", true).has("Step-by-Step"));
  assert.ok(!spelledWords("\\bAI\\b", true).has("bAI"));
});

test("blocksMatch: a name yields only to a match that contains it and spells it with its capitals", () => {
  const text = "We visited Tapestry Hall with Step Guide today.";
  const index = new ProtectedIndex(findProtectedSpans(text, "en"), text);
  const at = (s: string) => [text.indexOf(s), text.indexOf(s) + s.length] as const;
  const lower = spelledWords("tapestry", false);
  const spelled = spelledWords("Step Guide", false);
  const [ts, te] = at("Tapestry");
  assert.equal(index.blocksMatch(ts, te, false, (w) => lower.has(w)), true, "lowercase term: the name stays protected");
  const [gs, ge] = at("Step Guide");
  assert.equal(index.blocksMatch(gs, ge, false, (w) => spelled.has(w)), false, "the pack spells the capitals");
  assert.equal(index.blocksMatch(gs, ge - 6, false, (w) => spelled.has(w)), true, "a name reaching past the match stays protected");
  assert.equal(index.blocksMatch(0, 2, false, () => true), false, "nothing protected there");
});

test("a document read twice gives the same spans, each caller its own copies", () => {
  const find = findProtectedSpans;
  const text = `On 12 May 2024 Dr. Alice Novak said "we will ship 3,200 units" at https://example.com/report. `.repeat(8);
  const first = find(text, "en");
  assert.ok(text.length >= 512 && first.length > 4, `${first.length} spans`);
  const kept = JSON.stringify(first);
  first[0].start = -1;
  first.pop();
  const second = find(text, "en");
  assert.equal(JSON.stringify(second), kept);
  assert.notEqual(second, first);
});
