// Numbers as the meaning check reads them (lib/meaning/numbers.ts): examples that are also tests.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { extractNumbers } from "../../lib/meaning/numbers";

const read = (text: string, lang: Lang) => extractNumbers(text, lang).map((n) => [n.text, n.dim, n.value]);

test("Han numerals before a measure unit are numbers in that unit (九キロ, 三公里, 五ドル)", () => {
  assert.deepEqual(read("距離は九キロである。", "ja"), [["九キロ", "length", 9000]]);
  assert.deepEqual(read("他走了三公里。", "zh"), [["三公里", "length", 3000]]);
  assert.deepEqual(read("五ドルだった。", "ja"), [["五ドル", "money:USD", 5]]);
  assert.deepEqual(read("大米很便宜。", "zh"), [], "米 after no numeral is rice");
});

test("spelled fractions, half a unit and a five-minute break", () => {
  assert.deepEqual(read("Two thirds of the budget went to rent.", "en"), [["Two thirds", "ratio", 2 / 3]]);
  assert.deepEqual(read("It takes half an hour.", "en"), [["half an hour", "time", 1800]]);
  assert.deepEqual(read("We took a five-minute break.", "en"), [["a five-minute", "time", 300]]);
});

test("vague magnitudes are weak numbers: dozens of, 수십, 几十", () => {
  for (const [text, lang, value] of [["Dozens of people came.", "en", 10], ["수십 명이 왔다.", "ko", 10], ["来了几十个人。", "zh", 10]] as const) {
    const nums = extractNumbers(text, lang);
    assert.equal(nums.length, 1, text);
    assert.equal(nums[0].value, value, text);
    assert.equal(nums[0].weak, true, text);
  }
});

test("place-value Han numerals are read by a scan that finds exactly what their regex found", async () => {
  const { placeNumerals } = await import("../../lib/meaning/numbers");
  // The definition the scan replaced: whole runs of numeral characters with a digit and a place character.
  const SPEC = /(?<![统統唯万萬之〇零一二两兩三四五六七八九十百千亿億兆第])(?=[一二两兩三四五六七八九十百千万萬亿億〇零]*[一二两兩三四五六七八九][一二两兩三四五六七八九十百千万萬亿億〇零]*)(?=[一二两兩三四五六七八九十百千万萬亿億〇零]*[十百千万萬亿億])[一二两兩三四五六七八九十百千万萬亿億〇零]{2,}/gu;
  const alphabet = [..."一二两三九十百千万萬亿〇零统唯之第兆人年的 a1"];
  let state = 7;
  const rnd = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let k = 0; k < 3000; k++) {
    const text = Array.from({ length: 1 + Math.floor(rnd() * 14) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join("");
    const expected = [...text.matchAll(SPEC)].map((m) => [m.index, m.index + m[0].length]);
    assert.deepEqual(placeNumerals(text).map((r) => [r.start, r.end]), expected, text);
  }
  assert.deepEqual(read("一共二十四个人，第三十五名。", "zh").map((x) => x[0]), ["二十四", "第三十五"]);
});

test("English number words are read whatever their case, and keep the text as written", () => {
  assert.deepEqual(read("THIRTY-Two people and a Dozen eggs, Hundreds of birds.", "en"), [
    ["THIRTY-Two", "n", 32],
    ["a Dozen", "n", 12],
    ["Hundreds", "n", 100],
  ]);
  assert.deepEqual(read("It took Half An Hour.", "en"), [["Half An Hour", "time", 1800]]);
});

test("the unit alternations name the same first unit pattern as trying UNITS one by one", async () => {
  const { UNIT_RUNS, UNIT_PATTERNS } = await import("../../lib/meaning/numbers");
  for (const re of UNIT_PATTERNS) assert.equal(new RegExp(`${re.source}|`, re.flags).exec("")!.length, 1, `${re.source} has a capture of its own`);
  const viaRuns = (rest: string) => {
    for (const run of UNIT_RUNS) {
      const m = run.re.exec(rest);
      if (!m) continue;
      let k = 1;
      while (m[k] === undefined) k++;
      return [run.first + k - 1, m[0]];
    }
    return [-1, ""];
  };
  const oneByOne = (rest: string) => {
    for (let i = 0; i < UNIT_PATTERNS.length; i++) {
      const m = UNIT_PATTERNS[i].exec(rest);
      if (m) return [i, m[0]];
    }
    return [-1, ""];
  };
  const samples = [" hours later", "h", "m ago", "G network", "% more", " percent", "‰", "x faster", "th place", "번째", " 시간", "시간 동안", "일간", "일이", "주일", "개월", "년간", "世纪", " km", "kg", "キロ", "キログラム", " MB", "원", " dollars", "円", "元", "块钱", "分钟", "分之一", "分析", "小时", "个月", "天气", "天", "日本", "pounds of", "pound", " lbs", "fold", "-fold", "倍", "배우", "배", "초등", "초", "분의", "분", "米饭", "米", "克服", "克", "", " ", "Hours", "HOURS", "Percent"];
  let state = 11;
  const rnd = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const alphabet = [..." hmsgtxKkMBG%‰분초일주달년시간개월天日周月年米克分钟小时 dayweekpercnto."];
  for (let k = 0; k < 3000; k++) samples.push(Array.from({ length: Math.floor(rnd() * 8) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join(""));
  for (const s of samples) assert.deepEqual(viaRuns(s), oneByOne(s), JSON.stringify(s));
});
