import { test } from "node:test";
import assert from "node:assert/strict";
import { analyzeText } from "../../lib/engine/analyze";
import { renderSuspectZones } from "../../lib/engine/suspect-zones";
import { parseLexicon } from "../../lib/engine/lexicon";

const KO_EXAMPLE =
  "이 도구는 단순한 자동완성을 넘어선다. 이 도구는 사용자의 의도를 이해한다.\n" +
  "이 도구는 효율적인 협업을 가능하게 한다. 이 도구는 혁신적인 생산성을 제공한다.\n" +
  "이 도구는 다양한 언어를 지원한다.";
const EN_EXAMPLE =
  "The tool is innovative. The tool is efficient. The tool is reliable.\nThe tool is scalable. The tool is essential.";
const EN_CALM = "I went out. Then, after a long afternoon of wandering through the old market, I finally found the shop.";
const KO_CALM = "어제는 비가 왔어요. 그래서 우리는 오후 내내 집에서 책을 읽거나 창밖을 보며 시간을 보냈지요.";

test("English meta block and body prefix, hot paragraphs only", () => {
  const text = [EN_EXAMPLE, EN_CALM, EN_EXAMPLE].join("\n\n");
  const zones = renderSuspectZones(analyzeText(text, { lexicons: {} }));
  assert.ok(zones);
  assert.equal(
    zones.metaBlock,
    [
      '<suspect-zones lang="en">',
      "- P1: burstiness=0.00 (low), MATTR=0.40 (low) — uniform sentence length, low lexical diversity",
      "- P1.S1-S5: identical token counts",
      "- P3: burstiness=0.00 (low), MATTR=0.40 (low) — uniform sentence length, low lexical diversity",
      "- P3.S1-S5: identical token counts",
      "</suspect-zones>",
    ].join("\n"),
  );
  assert.equal(zones.body, `«P1 SUSPECT» ${EN_EXAMPLE}\n\n${EN_CALM}\n\n«P3 SUSPECT» ${EN_EXAMPLE}`);
});

test("Korean meta block as in seed §10 (ending monotony off) and with it on", () => {
  const text = [KO_CALM, KO_EXAMPLE, KO_CALM].join("\n\n");
  const seedOnly = renderSuspectZones(analyzeText(text, { lexicons: {}, options: { endingMonotony: { minTokens: 1000 } } }));
  assert.equal(
    seedOnly?.metaBlock,
    [
      '<suspect-zones lang="ko">',
      "- P2: burstiness=0.08 (low), MATTR=0.69 (mid) — 문장 길이 균질",
      "- P2.S1-S2: 인접 문장 토큰 수 동일",
      "- P2.S4-S5: 인접 문장 토큰 수 동일",
      "</suspect-zones>",
    ].join("\n"),
  );
  assert.ok(seedOnly?.body.startsWith(`${KO_CALM}\n\n«P2 SUSPECT» 이 도구는 단순한`));
  const full = renderSuspectZones(analyzeText(text, { lexicons: {} }));
  assert.match(full!.metaBlock, /^- P2: burstiness=0\.08 \(low\), MATTR=0\.69 \(mid\) — 문장 길이 균질, 평서형 -다 종결 반복$/m);
});

test("lexicon-hot paragraphs show density and at most five quoted entries", () => {
  const lex = parseLexicon("## Strict matches\n- alpha\n- beta\n- gamma\n- delta\n- epsilon\n- zeta\n", "en");
  const hotPara = "Alpha and beta met gamma, then delta saw epsilon and zeta leave together after lunch.";
  const text = [EN_CALM, hotPara, EN_CALM].join("\n\n");
  const zones = renderSuspectZones(analyzeText(text, { lexicons: { en: lex } }));
  const line = zones!.metaBlock.split("\n")[1];
  const tokens = 15; // "and" twice: 14 types
  assert.equal(
    line,
    `- P2: burstiness=0.00 (n/a), MATTR=${(14 / tokens).toFixed(2)} (high), lexicon_density=${((6 / tokens) * 1000).toFixed(1)}/1000 — AI-lexicon hits: "alpha, beta, gamma, delta, epsilon"`,
  );
  assert.ok(zones!.body.includes("«P2 SUSPECT» Alpha"));
});

test("no block when skipped or when nothing is hot", () => {
  assert.equal(renderSuspectZones(analyzeText(EN_EXAMPLE, { lexicons: {} })), null);
  assert.equal(renderSuspectZones(analyzeText([EN_CALM, EN_CALM, EN_CALM].join("\n\n"), { lexicons: {} })), null);
});
