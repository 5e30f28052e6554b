import { test } from "node:test";
import assert from "node:assert/strict";
import { decodeNgramTable, ngramBuckets, ngramScore, NGRAM_TABLE_SIZE, type NgramTable } from "../../lib/shadow/ngrams";
import { encodeNgramTable, fitNgramTable, scoreBuckets } from "../../scripts/fit/ngrams";
import { validateWeights } from "../../lib/shadow/model";
import weightsJson from "../../lib/shadow/weights.json";

const same = (a: Int32Array, b: Int32Array) => assert.deepEqual(Array.from(a), Array.from(b));

test("English n-grams read function words and word shapes, not topic words", () => {
  // Content words of the same shape are one token: the topic does not change the n-grams.
  same(ngramBuckets("The cat sat on the mat, and it purred.", "en"), ngramBuckets("The dog lay on the rug, and it snored.", "en"));
  same(ngramBuckets("Managing expectations is crucial.", "en"), ngramBuckets("Balancing budgets is crucial.", "en"));
  // Function words and punctuation are themselves.
  assert.notDeepEqual(Array.from(ngramBuckets("The cat sat on the mat.", "en")), Array.from(ngramBuckets("A cat sat on a mat.", "en")));
  assert.notDeepEqual(Array.from(ngramBuckets("It works; it lasts.", "en")), Array.from(ngramBuckets("It works, it lasts.", "en")));
  // A name mid-sentence is a capital, a sentence's first word is not.
  assert.notDeepEqual(Array.from(ngramBuckets("I met Paris there.", "en")), Array.from(ngramBuckets("I met paris there.", "en")));
  // Case of a function word and typographic apostrophes do not matter; zero-width characters are skipped.
  same(ngramBuckets("However, it don't matter.", "en"), ngramBuckets("however, it don\u2019t matter.", "en"));
  same(ngramBuckets("This is the plan.", "en"), ngramBuckets("Th\u200Bis is the pl\u200Ban.", "en"));
  // 1-, 2- and 3-grams: n tokens give 3n − 3 buckets.
  assert.equal(ngramBuckets("one two three four", "en").length, 4 * 3 - 3);
  assert.equal(ngramBuckets("", "en").length, 0);
});

test("Japanese n-grams keep kana and fold kanji and katakana runs; Chinese and Korean read characters", () => {
  same(ngramBuckets("東京に行った。", "ja"), ngramBuckets("大阪市に行った。", "ja"));
  same(ngramBuckets("コーヒーを飲んだ。", "ja"), ngramBuckets("ジュースを飲んだ。", "ja"));
  assert.notDeepEqual(Array.from(ngramBuckets("東京に行った。", "ja")), Array.from(ngramBuckets("東京で行った。", "ja")));
  same(ngramBuckets("我们认为这个问题很难。", "zh"), ngramBuckets("我们认为这个方法很新。", "zh"));
  same(ngramBuckets("학교에서 공부했다.", "ko"), ngramBuckets("도서관에서 공부했다.", "ko"));
  for (const [text, lang] of [["東京に行った。", "ja"], ["学校에서", "ko"], ["我们认为", "zh"]] as const) {
    for (const b of ngramBuckets(text, lang)) assert.ok(b >= 0 && b < NGRAM_TABLE_SIZE);
  }
});

test("ngramScore is the mean table value of the text's buckets, and a table survives weights.json", () => {
  const values = new Int8Array(NGRAM_TABLE_SIZE);
  for (let i = 0; i < values.length; i++) values[i] = ((i * 37) % 255) - 127;
  const table: NgramTable = { step: 0.02, values };
  const text = "Moreover, the results were significant; however, further work is needed.";
  const buckets = ngramBuckets(text, "en");
  const mean = (Array.from(buckets).reduce((s, b) => s + values[b], 0) * 0.02) / buckets.length;
  assert.ok(Math.abs(ngramScore(text, "en", table) - mean) < 1e-12);
  assert.ok(Math.abs(scoreBuckets(buckets, table) - mean) < 1e-12);
  assert.equal(ngramScore("", "en", table), 0);
  const back = decodeNgramTable(encodeNgramTable(table));
  assert.equal(back.step, table.step);
  assert.deepEqual(Array.from(back.values), Array.from(values));
});

test("fitNgramTable: n-grams of one class lean that way, shared ones stay near 0, each document weighs alike", () => {
  const ai = ["Moreover, it is crucial to note this.", "Moreover, it is crucial to see this."].map((t) => ngramBuckets(t, "en"));
  const human = ["honestly i dont know lol", "i mean it was ok i guess"].map((t) => ngramBuckets(t, "en"));
  const table = fitNgramTable([...ai, ...human], [true, true, false, false]);
  assert.ok(scoreBuckets(ngramBuckets("Moreover, it is crucial.", "en"), table) > 0.5);
  assert.ok(scoreBuckets(ngramBuckets("i dont know, i guess", "en"), table) < -0.5);
  // A document written out twice counts once.
  const twice = fitNgramTable([Int32Array.from([...ai[0], ...ai[0]]), ai[1], ...human], [true, true, false, false]);
  const probe = ngramBuckets("Moreover, it is crucial to note this.", "en");
  assert.ok(Math.abs(scoreBuckets(probe, twice) - scoreBuckets(probe, table)) < 0.05);
});

test("validateWeights rejects a malformed n-gram table and a table without its feature", () => {
  const good = JSON.parse(JSON.stringify(weightsJson));
  assert.ok(good.models.ja.ngrams, "the shipped Japanese model reads n-grams");
  assert.doesNotThrow(() => validateWeights(good));
  const short = JSON.parse(JSON.stringify(weightsJson));
  short.models.ja.ngrams.values = short.models.ja.ngrams.values.slice(0, 100);
  assert.throws(() => validateWeights(short), /n-gram table is malformed/);
  const step = JSON.parse(JSON.stringify(weightsJson));
  step.models.ja.ngrams.step = 0;
  assert.throws(() => validateWeights(step), /n-gram table is malformed/);
  const orphan = JSON.parse(JSON.stringify(weightsJson));
  orphan.models.ja.terms = orphan.models.ja.terms.filter((t: { feature: string }) => t.feature !== "ngram_llr");
  orphan.models.ja.shapes = (orphan.models.ja.shapes ?? []).filter((s: { feature: string }) => s.feature !== "ngram_llr");
  assert.throws(() => validateWeights(orphan), /no ngram_llr term/);
});
