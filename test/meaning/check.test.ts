// The deterministic meaning check on heavy rewrites: every sentence here is written for
// the test (none is corpus text). Each case rewrites the sentence around the change, so
// a check that compares only sentences that line up closely would miss it.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning, type MeaningCheck } from "../../lib/meaning/check";
import type { AnchorReport } from "../../lib/meaning/types";

const hard = (r: MeaningCheck) => r.anchors.filter((a) => a.verdict === "HARD FAIL");
const soft = (r: MeaningCheck) => r.anchors.filter((a) => a.verdict === "SOFT FAIL");

/** Every anchor quotes both texts exactly where its offsets say. */
function assertOffsets(original: string, rewrite: string, r: MeaningCheck) {
  for (const a of r.anchors) {
    assert.equal(original.slice(a.start, a.end), a.text, `original range of ${a.type} ${a.reason}`);
    assert.ok(a.rewrite_start !== undefined && a.rewrite_end !== undefined, "a rewrite range");
    assert.equal(rewrite.slice(a.rewrite_start, a.rewrite_end), a.rewrite_text, `rewrite range of ${a.type} ${a.reason}`);
    assert.ok(a.reason.length > 0 && !a.reason.includes("\n"), "a one-line reason");
  }
}

function check(original: string, rewrite: string, lang: Lang): MeaningCheck {
  const r = checkMeaning(original, rewrite, lang);
  assertOffsets(original, rewrite, r);
  return r;
}

/** The cases: a changed meaning inside a rewritten sentence, and the faithful rewrite beside it. */
const FLIPS: { name: string; lang: Lang; original: string; faithful: string; changed: string; kind: AnchorReport["type"]; points?: [string, string] }[] = [
  {
    name: "템플릿 30개 → 업무별 템플릿 61개를 담았습니다",
    lang: "ko",
    original: "이 서비스는 회계와 인사 업무에 쓰는 템플릿 30개를 제공한다. 사용자는 필요한 양식을 골라 바로 쓸 수 있다.",
    faithful: "필요한 양식을 골라 곧장 쓰면 된다. 회계·인사 업무별 템플릿 서른 개를 담았습니다.",
    changed: "필요한 양식을 골라 곧장 쓰면 된다. 회계·인사 업무별 템플릿 61개를 담았습니다.",
    kind: "number",
    points: ["30", "61"],
  },
  {
    name: "이동할 수 있습니다 → 이동할 수 없습니다",
    lang: "ko",
    original: "변경 사항을 커밋하면 다른 브랜치로 이동할 수 있습니다. 커밋하지 않은 변경은 임시 저장소에 보관됩니다.",
    faithful: "커밋을 마친 뒤에는 언제든 다른 브랜치로 자유롭게 이동할 수 있습니다. 아직 커밋 안 한 변경은 임시 저장소에 따로 보관됩니다.",
    changed: "커밋을 마친 뒤에는 언제든 다른 브랜치로 자유롭게 이동할 수 없습니다. 아직 커밋 안 한 변경은 임시 저장소에 따로 보관됩니다.",
    kind: "negation",
  },
  {
    name: "범위를 넓힐 필요가 있다 → 필요가 없다",
    lang: "ko",
    original: "보고서는 표본 조사의 범위를 넓힐 필요가 있다고 결론지었다.",
    faithful: "연구진은 결론에서 표본 조사 범위를 지금보다 더 넓힐 필요가 있다고 밝혔다.",
    changed: "연구진은 결론에서 표본 조사 범위를 지금보다 더 넓힐 필요가 없다고 밝혔다.",
    kind: "negation",
  },
  {
    name: "expires after 24 hours → after 49 hours",
    lang: "en",
    original: "Each invitation link expires after 24 hours, so send it shortly before the workshop begins.",
    faithful: "Send the invitation shortly before the workshop begins: every link stops working after a day.",
    changed: "Send the invitation shortly before the workshop begins: every link stops working after 49 hours.",
    kind: "number",
    points: ["24 hours", "49 hours"],
  },
  {
    name: '"Taibu, 32," → "Taibu, 65,"',
    lang: "en",
    original: "The ferry pilot, Taibu, 32, said the crossing had been calm since the storm passed.",
    faithful: "Taibu, 32, who pilots the ferry, told us the crossing had been calm since the storm passed.",
    changed: "Taibu, 65, who pilots the ferry, told us the crossing had been calm since the storm passed.",
    kind: "number",
    points: ["32", "65"],
  },
  {
    name: "what most people … → what few people …",
    lang: "en",
    original: "This chapter covers what most people overlook when they plan a garden.",
    faithful: "Here is the part of garden planning that most people overlook.",
    changed: "Here is the part of garden planning that few people overlook.",
    kind: "quantifier",
  },
  {
    name: "不是经常发生 → 是经常发生",
    lang: "zh",
    original: "这种故障不是经常发生，维修人员一般一周检查一次。",
    faithful: "维修人员一般一周检查一次，因为这种故障并不经常发生。",
    changed: "维修人员一般一周检查一次，因为这种故障是经常发生的。",
    kind: "negation",
  },
  {
    name: "所有勾股数 → 部分勾股数",
    lang: "zh",
    original: "这个公式可以生成所有勾股数，只要代入两个正整数即可。",
    faithful: "只要代入两个正整数，用这个公式就能得到所有勾股数。",
    changed: "只要代入两个正整数，用这个公式就能得到部分勾股数。",
    kind: "quantifier",
  },
  {
    name: "老若男女すべての者 → 老若男女一部の者",
    lang: "ja",
    original: "この祭りには町の老若男女すべての者が参加できる。",
    faithful: "町に住む老若男女すべての者がこの祭りに加われる。",
    changed: "町に住む老若男女一部の者がこの祭りに加われる。",
    kind: "quantifier",
  },
];

describe("the issue's cases: one change inside a rewritten sentence", () => {
  for (const c of FLIPS) {
    test(`${c.lang}: ${c.name} is a HARD FAIL, the faithful rewrite passes`, () => {
      const ok = check(c.original, c.faithful, c.lang);
      assert.equal(ok.meaning_ok, true, JSON.stringify(hard(ok)));
      const bad = check(c.original, c.changed, c.lang);
      assert.equal(bad.meaning_ok, false, `${c.name} went unnoticed`);
      const flagged = hard(bad);
      assert.ok(flagged.some((a) => a.type === c.kind), JSON.stringify(flagged));
      if (c.points) {
        const a = flagged.find((x) => x.type === "number")!;
        assert.deepEqual([a.text, a.rewrite_text], c.points, "the anchor points at the number on both sides");
        assert.equal(a.change, "changed");
      }
      assert.ok(bad.mps.applicable && bad.mps.score < 100);
    });
  }
});

describe("numbers: a document-wide multiset of values", () => {
  const same: [Lang, string, string][] = [
    ["ko", "참가자는 30명이었다.", "서른 명이 참가했다."],
    ["ko", "참가자는 30명이었다.", "삼십 명이 참가했다."],
    ["ko", "방문객이 3만 명을 넘었다.", "방문객 수가 30,000명을 넘었다."],
    ["ko", "예산은 2억 5천만 원이다.", "예산은 250,000,000원이다."],
    ["zh", "公司招了三十个工程师。", "公司招聘了30个工程师。"],
    ["ja", "窓口は24時間開いている。", "窓口は二十四時間開いている。"],
    ["en", "The fund raised 1,000 dollars.", "The fund raised 1000 dollars."],
    ["en", "We hired thirty engineers.", "We hired 30 engineers."],
    ["en", "The pass is valid for 24 hours.", "The pass is valid for a day."],
    ["en", "Half of the testers quit.", "50% of the testers quit."],
    ["en", "Shipping takes twenty-four hours and costs a dozen dollars.", "Shipping costs 12 dollars and takes 24 hours."],
  ];
  for (const [lang, o, r] of same)
    test(`${lang}: "${o}" = "${r}"`, () => {
      const res = check(o, r, lang);
      assert.equal(res.meaning_ok, true, JSON.stringify(hard(res)));
      assert.equal(res.anchors.filter((a) => a.type === "number" && a.verdict !== "PASS").length, 0);
    });

  test("ranges keep their unit on both ends: 3–5 years, 3~5년, 3至5年", () => {
    assert.equal(check("The project took 3–5 years.", "It took between 3 and 5 years.", "en").meaning_ok, true);
    assert.equal(check("공사는 3~5년이 걸린다.", "공사 기간은 3~5년이다.", "ko").meaning_ok, true);
    assert.equal(check("工期需要3至5年。", "工期为3至5年。", "zh").meaning_ok, true);
    assert.equal(check("The project took 3–5 years.", "The project took 3–5 months.", "en").meaning_ok, false, "a changed unit");
  });

  test("a changed unit or magnitude is a changed number", () => {
    assert.equal(check("The trial lasted 6 weeks.", "The trial ran for 6 months.", "en").meaning_ok, false);
    assert.equal(check("방문객이 3만 명이었다.", "방문객이 3억 명이었다.", "ko").meaning_ok, false);
    assert.equal(check("投资了3万元。", "投资了3亿元。", "zh").meaning_ok, false);
  });

  test("a new number alone is a fabrication: HARD FAIL pointing at the rewrite's number", () => {
    const o = "The update made checkout faster.";
    const r = "The update cut checkout from five steps to two.";
    const res = check(o, r, "en");
    assert.equal(res.meaning_ok, false);
    const added = hard(res).filter((a) => a.change === "added");
    assert.deepEqual(added.map((a) => a.rewrite_text).sort(), ["five", "two"]);
  });

  test("a number that only disappeared is a SOFT FAIL the user sees", () => {
    const res = check("Acme hired 40 people in Berlin.", "Acme hired people in Berlin.", "en");
    assert.equal(res.meaning_ok, true);
    const gone = soft(res).find((a) => a.type === "number");
    assert.ok(gone && gone.change === "missing" && gone.text === "40", JSON.stringify(res.anchors));
  });

  test("a count of the items the original lists is implied, not invented", () => {
    const o = "The release changes:\n- onboarding\n- caching\n- encryption\n- screen readers";
    assert.equal(check(o, "The release changes four things: onboarding, caching, encryption and screen reader support.", "en").meaning_ok, true);
  });

  test("numbers inside URLs, code and dates are not counted twice", () => {
    const o = "See https://example.com/v2/items/42 and run `retry(3)`. The pilot began on 2024-03-05 with 12 schools.";
    const r = "The pilot began on March 5, 2024 with twelve schools; see https://example.com/v2/items/42 and run `retry(3)`.";
    const res = check(o, r, "en");
    assert.equal(res.meaning_ok, true, JSON.stringify(hard(res)));
    const numbers = res.anchors.filter((a) => a.type === "number");
    assert.deepEqual(numbers.map((a) => a.text), ["2024", "03", "05", "12"], "the date as its parts once, no digit of the URL or the code");
    const changedUrl = check(o, r.replace("/42", "/43"), "en");
    assert.ok(changedUrl.anchors.some((a) => a.type === "entity" && a.verdict === "SOFT FAIL" && a.text.includes("/42")), "a changed URL is reported as such");
  });

  test("a changed date part is a changed number", () => {
    assert.equal(check("회의는 2024년 3월 5일에 열린다.", "회의 날짜는 2024년 3월 9일이다.", "ko").meaning_ok, false);
  });
});

describe("claims: aligned by content, compared per claim", () => {
  test("reordered, split and merged sentences keep their anchors", () => {
    const o = "The library opens at 9 because volunteers arrive early. It does not charge late fees. Most members borrow two books a week.";
    const r = "Most members borrow two books a week. The library doesn't charge late fees. Volunteers arrive early, so it opens at 9.";
    const res = check(o, r, "en");
    assert.equal(res.meaning_ok, true, JSON.stringify(hard(res)));
    assert.equal(soft(res).length, 0, JSON.stringify(soft(res)));
  });

  test("a negation added inside a reworded, merged claim is a HARD FAIL", () => {
    const o = "The library opens at 9 because volunteers arrive early. It charges late fees.";
    const r = "Volunteers arrive early, so the library opens at 9 and doesn't charge late fees.";
    const res = check(o, r, "en");
    assert.equal(res.meaning_ok, false);
    const neg = hard(res).find((a) => a.type === "negation")!;
    assert.equal(neg.rewrite_text, "n't");
    assert.equal(neg.change, "added");
  });

  test("negative verbs and adjectives count: unable, impossible, 없다, 못하다, 無理 … by parity", () => {
    assert.equal(check("The team could not finish on time.", "The team was unable to finish on time.", "en").meaning_ok, true);
    assert.equal(check("It is not impossible to migrate.", "Migrating is possible.", "en").meaning_ok, true, "a double negation is an assertion");
    assert.equal(check("It is possible to migrate the data tonight.", "Migrating the data tonight is impossible.", "en").meaning_ok, false);
    assert.equal(check("그는 회의에 참석하지 못했다.", "그는 회의에 참석할 수 없었다.", "ko").meaning_ok, true);
    assert.equal(check("我们今天能完成迁移。", "今天我们无法完成迁移。", "zh").meaning_ok, false);
    assert.equal(check("この機能は使えます。", "この機能は使えません。", "ja").meaning_ok, false);
  });

  test("a cause turned into a concession or a contrast is a HARD FAIL, even reworded", () => {
    const en = check("Sales fell because the store closed for repairs.", "The store closed for repairs, although sales fell.", "en");
    assert.ok(hard(en).some((a) => a.type === "causal" && a.change === "changed"), JSON.stringify(en.anchors));
    assert.equal(check("비가 많이 왔기 때문에 경기가 취소되었다.", "비가 많이 왔음에도 불구하고 경기는 취소되었다.", "ko").meaning_ok, false);
    assert.equal(check("因为下雨，比赛取消了。", "虽然下雨，比赛取消了。", "zh").meaning_ok, false);
    assert.equal(check("雨が降ったので試合は中止になった。", "雨が降ったのに試合は中止になった。", "ja").meaning_ok, false);
    assert.equal(check("Sales fell because the store closed.", "The store closed, so sales fell.", "en").meaning_ok, true, "another causal word is the same link");
  });

  test("a claim restated word for word that loses its cause, or gains or loses a limiting quantifier, is a HARD FAIL", () => {
    const cause = check("The road was closed because the bridge had cracked. Drivers took the ferry.", "The road was closed, and then the bridge had cracked. Drivers took the ferry.", "en");
    assert.ok(hard(cause).some((a) => a.type === "causal" && a.change === "dropped"), JSON.stringify(cause.anchors));
    assert.equal(check("다리에 금이 갔기 때문에 도로가 통제되었다.", "다리에 금이 갔고 도로가 통제되었다.", "ko").meaning_ok, false);
    const few = check("Few visitors stay for the evening show.", "Visitors stay for the evening show.", "en");
    assert.ok(hard(few).some((a) => a.type === "quantifier" && a.change === "dropped"), JSON.stringify(few.anchors));
    assert.equal(check("参观者留下来看晚上的演出。", "少数参观者留下来看晚上的演出。", "zh").meaning_ok, false, "an added 'few' limits the claim");
    assert.equal(check("Visitors stay for the evening show.", "All visitors stay for the evening show.", "en").meaning_ok, true, "an added 'all' spells out a generic claim");
    assert.equal(check("Visitors stay for the evening show.", "Visitors stay for the evening show, because it is free.", "en").meaning_ok, true, "an added cause is for review");
    // Reworded around the same change, the claim is no longer restated word for word: a dropped cause is for review.
    const reworded = check("The road was closed because the bridge had cracked.", "Cracks in the bridge came first; officials shut the road to traffic.", "en");
    assert.ok(!hard(reworded).some((a) => a.type === "causal"), JSON.stringify(reworded.anchors));
    assert.ok(soft(reworded).some((a) => a.type === "causal" && a.change === "dropped"), JSON.stringify(reworded.anchors));
  });

  test("a quantifier of one class lost from one claim and another class gained in the next is a changed quantity", () => {
    const o = "Most of the volunteers were students from the university. The volunteers worked in shifts at the gates during the festival.";
    assert.equal(check(o, "Students from the university made up most of the volunteers. They worked in shifts at the gates during the festival.", "en").meaning_ok, true);
    const moved = check(o, "Students from the university made up the volunteers. A few of them worked in shifts at the gates during the festival.", "en");
    assert.ok(hard(moved).some((a) => a.type === "quantifier" && a.change === "changed" && a.rewrite_text === "A few"), JSON.stringify(moved.anchors));
    // "at all" strengthens a negation; it quantifies nothing.
    assert.ok(!check("The bridge has no nails.", "The bridge contains no nails at all.", "en").anchors.some((a) => a.type === "quantifier"));
  });

  test("rhetorical frames are not claims: dropping 'not only' or 'what nobody tells you' passes", () => {
    assert.equal(check("What nobody tells you about hiring: referrals outperform job boards.", "Referrals outperform job boards.", "en").meaning_ok, true);
    assert.equal(check("没人告诉你的招聘真相：内推比招聘网站好用。", "内推比招聘网站好用。", "zh").meaning_ok, true);
    assert.equal(check("This is not only a tool but a partner for the team.", "This is a tool and a partner for the team.", "en").meaning_ok, true);
  });

  test("where no sentence restates a claim, the document's counts decide and say so", () => {
    const o = "Our old office had no windows. The new building opened in spring.";
    const r = "The new building opened in spring, with a rooftop garden and a bakery downstairs.";
    const res = check(o, r, "en");
    const unaligned = res.anchors.find((a) => a.type === "negation")!;
    assert.equal(unaligned.verdict, "SOFT FAIL", "never passed silently");
    assert.equal(unaligned.change, "unaligned");
    assert.match(unaligned.reason, /no sentence of the rewrite restates this one/u);
  });
});

describe("bad input", () => {
  test("empty strings: no anchors, MPS N/A, nothing thrown", () => {
    for (const [o, r] of [["", ""], ["", "Something new."], ["Sales rose 30%.", ""]]) {
      const res = check(o, r, "en");
      assert.equal(typeof res.meaning_ok, "boolean");
    }
    assert.equal(check("", "", "ko").mps.applicable, false);
    const emptied = check("매출이 30% 늘었다.", "", "ko");
    assert.equal(emptied.meaning_ok, true, "a lost number is a SOFT FAIL");
    assert.ok(soft(emptied).length >= 1);
  });

  test("a rewrite identical to the original: every anchor PASS, MPS 100 (seed §16)", () => {
    const text = "모든 매장이 영업시간을 늘렸기 때문에 2024년 매출이 30% 증가했다. 일부 관리자는 의심했지만 시범 운영은 실패하지 않았다.";
    const res = check(text, text, "ko");
    assert.ok(res.anchors.length >= 5);
    assert.ok(res.anchors.every((a) => a.verdict === "PASS"));
    assert.ok(res.mps.applicable && res.mps.score === 100);
    for (const a of res.anchors) assert.deepEqual([a.rewrite_start, a.rewrite_end], [a.start, a.end], "each anchor points at itself");
  });

  test("text in two languages: the check reads the language it is given and keeps Latin names", () => {
    const o = "We shipped Version 2 on Friday. 출시 후 사용자 30명이 피드백을 남겼다.";
    const r = "출시 후 사용자 30명이 피드백을 남겼다. We shipped Version 2 on Friday.";
    assert.equal(check(o, r, "ko").meaning_ok, true);
    assert.equal(check(o, r, "en").meaning_ok, true);
    assert.equal(check(o, r.replace("30명", "50명"), "ko").meaning_ok, false);
  });

  test("offsets are UTF-16 offsets into both texts, emoji and CRLF included", () => {
    const o = "🚀 We did not ship 3 builds.\r\n🎉 All 40 tests passed because the fix landed.";
    const r = "🎉 Some 40 tests passed although the fix landed.\r\n🚀 We shipped 3 builds.";
    const res = check(o, r, "en");
    assert.equal(res.meaning_ok, false);
  });

  test("200,000-character pairs finish in bounded time", () => {
    const paragraph =
      "The council approved 12 new bus routes because ridership grew 8% last year. Most riders do not own a car. Although fares rose, the routes opened on 2024-06-01.\n";
    const rewrite = "Ridership grew 8% last year, so the council approved 12 new bus routes. Most riders don't own a car. The routes opened on 2024-06-01 even though fares rose.\n";
    const o = paragraph.repeat(Math.ceil(200_000 / paragraph.length)).slice(0, 200_000);
    const r = rewrite.repeat(Math.ceil(200_000 / rewrite.length)).slice(0, 200_000);
    const started = performance.now();
    const res = checkMeaning(o, r, "en");
    const ms = performance.now() - started;
    assert.ok(ms < 15_000, `took ${ms.toFixed(0)} ms`);
    assert.ok(res.anchors.length > 1000);
  });
});

test("a code with full-width figures is the same code on both sides; たとえば (for example) is no concessive", () => {
  const text = "本稿は、COVID－19パンデミック下のオンライン診療を検証する。歴史的な経緯もある。";
  assert.equal(checkMeaning(text, text, "ja").hard_fail, 0);
  assert.equal(checkMeaning(text, text.replace("歴史的な", "歴史上の"), "ja").meaning_ok, true);
  const example = checkMeaning("例えば雨が降る。", "たとえば雨が降る。", "ja");
  assert.ok(example.anchors.every((a) => a.type !== "concessive"), JSON.stringify(example.anchors));
});

describe("polarity by scope (lib/meaning/polarity.ts)", () => {
  test("two flips in one claim that keep the parity are both caught: each negated predicate is restated without it", () => {
    const res = check("The app does not require an account, and it stores your data on the phone.", "The app requires an account, and it does not store your data on the phone.", "en");
    assert.equal(res.meaning_ok, false);
    assert.deepEqual(hard(res).map((a) => a.change).sort(), ["added", "dropped"]);
  });
  test("a negation said with a privative on the other side is for review, not a flip (휴관 / 열지 않는다)", () => {
    const res = check("월요일은 휴관이다.", "월요일에는 문을 열지 않는다.", "ko");
    assert.equal(res.meaning_ok, true, JSON.stringify(hard(res)));
    assert.equal(soft(res).filter((a) => a.type === "negation").length, 1);
  });
  test("a negative word counts as a negation: closed / does not open passes, open / does not open fails", () => {
    assert.equal(check("The museum is closed on Mondays.", "On Mondays the museum does not open.", "en").meaning_ok, true);
    assert.equal(check("The museum is open on Mondays.", "On Mondays the museum does not open.", "en").meaning_ok, false);
  });
  test("a double negation on one side is the plain assertion on the other, in each direction", () => {
    assert.equal(check("이 기능은 불가능하지 않다.", "이 기능은 가능하다.", "ko").meaning_ok, true);
    assert.equal(check("Migrating the data is possible.", "It is not impossible to migrate the data.", "en").meaning_ok, true);
  });
});

describe("faithful paraphrases of a negation pass", () => {
  const PARAPHRASES: [Lang, string, string][] = [
    ["en", "Without a permit, you cannot park here.", "Parking here requires a permit."],
    ["ko", "회원이 아니면 입장할 수 없다.", "입장은 회원만 가능하다."],
    ["zh", "没有许可证不能在这里停车。", "在这里停车需要许可证。"],
    ["ja", "許可がなければここに駐車できない。", "ここに駐車するには許可が必要だ。"],
    ["en", "The museum is free for children under 12.", "Children under 12 do not pay to enter the museum."],
    ["ko", "아무도 그 사실을 몰랐다.", "그 사실을 아는 사람은 하나도 없었다."],
    ["ja", "この店は月曜日は営業していない。", "この店は月曜日が定休日だ。"],
  ];
  for (const [lang, original, rewrite] of PARAPHRASES) {
    test(`${lang}: ${original} → ${rewrite}`, () => {
      const res = check(original, rewrite, lang);
      assert.equal(res.meaning_ok, true, JSON.stringify(hard(res)));
    });
  }
  test("a negated condition dropped on its own is still caught", () => {
    assert.equal(check("Without a permit, you cannot park here.", "With a permit, you cannot park here.", "en").meaning_ok, false);
  });
});

describe("a concession the rewrite adds", () => {
  test("is a HARD FAIL even when every cause is kept: it asserts a link against expectation the original never drew", () => {
    const res = check("The festival moved indoors. Ticket sales reached four thousand.", "Even though the festival moved indoors, ticket sales reached four thousand.", "en");
    assert.equal(res.meaning_ok, false);
    assert.equal(hard(res)[0].type, "concessive");
    assert.equal(hard(res)[0].rewrite_text, "Even though");
  });
  test("is a HARD FAIL when the document lost a causal link: a cause turned round across the alignment", () => {
    const res = check(
      "The festival moved indoors because rain was forecast. Ticket sales reached four thousand.",
      "Rain was forecast. Even though the festival moved indoors, ticket sales reached four thousand.",
      "en",
    );
    assert.equal(res.meaning_ok, false);
    assert.equal(hard(res)[0].rewrite_text, "Even though");
  });
  test("a bare contrast the rewrite adds is only for review: 'but' is often a transition", () => {
    const res = check("The festival moved indoors. Ticket sales reached four thousand.", "The festival moved indoors, but ticket sales reached four thousand.", "en");
    assert.equal(res.meaning_ok, true, JSON.stringify(hard(res)));
  });
});
