import { test } from "node:test";
import assert from "node:assert/strict";
import { groupItems, groupedStratifiedFolds, shingleOverlap } from "../../scripts/fit/folds";
import { CASE_FOLDED_SOURCES, foldCase, groupHint, LAYOUT_STRIPPED_SOURCES, parseCorpus, withComparableCasing, withComparableLayout, withComparableRows } from "../../scripts/fit/corpus";

const A = "The committee met on Tuesday to discuss the budget for the coming year and agreed on most items.";
const B = "Rain fell all night over the harbour; by morning the fishing boats had not gone out at all.";

test("an excerpt overlaps its source fully; unrelated texts barely", () => {
  assert.equal(shingleOverlap(A, A.slice(20, 70)), 1);
  assert.ok(shingleOverlap(A, B) < 0.1);
});

test("groupItems joins shared hints and near-duplicates, within a bucket only", () => {
  const items = [
    { hint: "a", bucket: "en", text: A },
    { hint: "b", bucket: "en", text: B },
    { hint: "c", bucket: "en", text: A.slice(0, 60) }, // excerpt of item 0
    { hint: "b", bucket: "en", text: "Completely different words here, nothing shared." }, // same hint as 1
    { hint: "d", bucket: "ko", text: A }, // same text, other bucket
  ];
  const g = groupItems(items);
  assert.equal(g[0], g[2]);
  assert.equal(g[1], g[3]);
  assert.notEqual(g[0], g[1]);
  assert.notEqual(g[4], g[0]);
});

test("groupedStratifiedFolds keeps groups whole and balances classes", () => {
  const groups: number[] = [];
  const labels: boolean[] = [];
  for (let i = 0; i < 100; i++) {
    groups.push(Math.floor(i / 2)); // pairs
    labels.push(i % 4 < 2);
  }
  const folds = groupedStratifiedFolds(groups, labels, 5, 42);
  for (let i = 0; i < 100; i += 2) assert.equal(folds[i], folds[i + 1]);
  for (let f = 0; f < 5; f++) {
    const pos = labels.filter((l, i) => l && folds[i] === f).length;
    const neg = labels.filter((l, i) => !l && folds[i] === f).length;
    assert.ok(pos >= 8 && pos <= 12, `fold ${f} positives ${pos}`);
    assert.ok(neg >= 8 && neg <= 12, `fold ${f} negatives ${neg}`);
  }
  assert.deepEqual(groupedStratifiedFolds(groups, labels, 5, 42), folds);
});

test("corpus rows: parse, and example pairs / article excerpts share a hint", () => {
  const rows = parseCorpus(
    [
      { id: "x1", lang: "ko", label: "ai", text: "가", source: "patina-examples", register: "pattern-09-success-input" },
      { id: "x2", lang: "ko", label: "human", text: "나", source: "patina-examples", register: "pattern-09-false-positive-trap" },
      { id: "x3", lang: "ko", label: "ai", text: "다", source: "o/r@1:f.md signature_examples run=abc-001 (x)" },
      { id: "x4", lang: "ko", label: "ai", text: "라", source: "o/r@1:f.md signature_examples run=abc-001 (y)" },
    ]
      .map((r) => JSON.stringify(r))
      .join("\n"),
  );
  assert.equal(rows.length, 4);
  assert.equal(groupHint(rows[0]), groupHint(rows[1]));
  assert.equal(groupHint(rows[2]), groupHint(rows[3]));
  assert.notEqual(groupHint(rows[0]), groupHint(rows[2]));
  assert.throws(() => parseCorpus(JSON.stringify({ id: "y", lang: "fr", label: "ai", text: "x" })));
});

test("a layout-stripped source reads with collapsed whitespace in both classes; other sources as stored", () => {
  const rows = parseCorpus(
    [
      { id: "a", lang: "en", label: "ai", source: "lorenz-news", text: "One.\n\nTwo  three.\n" },
      { id: "h", lang: "en", label: "human", source: "lorenz-news", text: "One.  Two three." },
      { id: "o", lang: "en", label: "human", source: "ghostbuster-essay", text: "One.\n\nTwo  three." },
    ].map((r) => JSON.stringify(r)).join("\n"),
  );
  const read = withComparableLayout(rows);
  assert.deepEqual(read.map((r) => r.text), ["One. Two three.", "One. Two three.", "One.\n\nTwo  three."]);
  assert.equal(rows[0].text, "One.\n\nTwo  three.\n", "the parsed rows are not changed");
  assert.ok(LAYOUT_STRIPPED_SOURCES.has("lorenz-news"));
});

test("foldCase lowercases, then capitalizes only the first character and the letter after '. ' (MixSet's casing)", () => {
  assert.equal(foldCase("I met Anna in Paris? Yes! NASA said so. OK then."), "I met anna in paris? yes! nasa said so. Ok then.");
  // A text folded already (the human side of the source) is unchanged.
  const folded = "Do you ever reflect? like you're in math class. Then i wonder why.";
  assert.equal(foldCase(folded), folded);
  // Length and offsets are kept, even for a letter whose other case is longer (ß → SS).
  const odd = "ßig İstanbul. ß";
  assert.equal(foldCase(odd).length, odd.length);
});

test("a case-folded source reads folded in both classes; other sources keep their casing", () => {
  const rows = parseCorpus(
    [
      { id: "a", lang: "en", label: "ai", source: "apt-polish", text: "I visited Rome with Anna. It was great!  Truly." },
      { id: "h", lang: "en", label: "human", source: "apt-polish", text: "I visited rome with anna. It was great! truly." },
      { id: "o", lang: "en", label: "ai", source: "ghostbuster-essay", text: "I visited Rome with Anna. It was great! Truly." },
      { id: "l", lang: "en", label: "ai", source: "lorenz-news", text: "Paris  Hilton said.\nYes." },
    ].map((r) => JSON.stringify(r)).join("\n"),
  );
  const read = withComparableCasing(rows);
  assert.equal(read[0].text, "I visited rome with anna. It was great!  truly.", "the AI side is folded as the human side was");
  assert.equal(read[1].text, rows[1].text, "the folded human side stays as stored");
  assert.equal(read[2], rows[2], "a row of another source is the same object, untouched");
  assert.equal(rows[0].text, "I visited Rome with Anna. It was great!  Truly.", "the parsed rows are not changed");
  assert.ok(CASE_FOLDED_SOURCES.has("apt-polish"));
  // Both comparabilities together: the layout-stripped source loses its layout, keeps its casing.
  const both = withComparableRows(rows);
  assert.deepEqual(both.map((r) => r.text), [read[0].text, read[1].text, rows[2].text, "Paris Hilton said. Yes."]);
});
