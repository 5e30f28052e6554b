import assert from "node:assert/strict";
import { describe, test } from "node:test";
// All four UI languages, as the server loads them (the editor page loads one at a time).
import "../../lib/i18n/catalogue";
import { faultMessage, isModelFault, shownWarnings } from "../../lib/llm/fault-messages";
import { resolveLlmSettings } from "../../lib/llm/settings";

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? null });

describe("fault messages", () => {
  test("a model fault is said in the UI language, says the draft is safe and offers the fallback", () => {
    const error = { code: "llm-server-error", message: "The LLM server failed (500)." };
    const en = faultMessage(error, "en");
    assert.match(en, /^The language model's server failed\. Your draft and its marks are unchanged\. You can try again, or fix without the model\.$/u);
    const ko = faultMessage(error, "ko");
    assert.match(ko, /언어 모델 서버에 오류가 났습니다\./u);
    assert.match(ko, /초안과 표시는 그대로입니다\./u);
    assert.doesNotMatch(ko, /[A-Za-z]/u, "no English leaks into the Korean sentence");
    assert.doesNotMatch(en, /500/u, "the status code stays in the tooltip");
  });

  test("input problems keep the server's specific English sentence, with no fallback offered", () => {
    const error = { code: "empty-text", message: "The text is empty." };
    assert.equal(isModelFault(error), false);
    assert.equal(faultMessage(error, "en"), "There is no text to rewrite. Your draft and its marks are unchanged.");
    assert.equal(faultMessage(error, "ko"), "고쳐 쓸 글이 없습니다. 초안과 표시는 그대로입니다.");
    assert.equal(faultMessage({ code: "some-new-code", message: "A new server sentence." }, "en"), "A new server sentence. Your draft and its marks are unchanged.");
    assert.equal(faultMessage({ code: "some-new-code", message: "A new server sentence." }, "ja"), "書き直しに失敗しました。 下書きと表示はそのままです。");
  });

  test("HTTP 5xx from the app itself and the browser's own codes have sentences", () => {
    assert.match(faultMessage({ code: "http-500", message: "The server answered 500." }, "en"), /^The server failed\./u);
    // 503 is the app's full analysis queue (docs/deploy.md): busy, not broken.
    assert.match(faultMessage({ code: "http-503", message: "The server answered 503." }, "en"), /^The server is busy/u);
    assert.match(faultMessage({ code: "busy", message: "The analysis queue is full; try again in 2 s." }, "ko"), /^서버가 다른 글을 읽느라 바쁩니다/u);
    assert.match(faultMessage({ code: "stalled", message: "x" }, "ko"), /^서버가 진행 상황을/u);
    assert.ok(isModelFault({ code: "stalled" }) && isModelFault({ code: "timeout" }) && isModelFault({ code: "llm-truncated" }));
    assert.ok(!isModelFault({ code: "http-429" }) && !isModelFault({ code: "network" }));
  });

  test("warnings: one line per known code with its count, unknown codes keep the server's text", () => {
    const shown = shownWarnings(
      [
        { code: "rewrite-rejected", message: 'Kept the original of "a": x.' },
        { code: "rewrite-rejected", message: 'Kept the original of "b": y.' },
        { code: "rolled-back", message: "Over-polish: rolled back 1 passage." },
        { code: "rewrite-rejected", message: 'Kept the original of "c": z.' },
      ],
      "en",
    );
    assert.equal(shown.length, 2);
    assert.match(shown[0].text, /^Kept the original of 3 passages:/u);
    assert.equal(shown[0].detail.split("\n").length, 3);
    assert.deepEqual(shown[1], { code: "rolled-back", text: "Over-edited: put back the most changed passage.", detail: "Over-polish: rolled back 1 passage." });
    assert.match(shownWarnings([{ code: "rewrite-rejected", message: "m" }], "ko")[0].text, /^1곳은 원문을 그대로 두었습니다/u);
    assert.match(shownWarnings([{ code: "rolled-back", message: "Over-polish: rolled back 3 passages." }], "zh")[0].text, /恢复原文/u);
    // Every code the pipeline warns with has a sentence in every UI language.
    for (const lang of ["en", "ko", "zh", "ja"] as const) {
      for (const code of ["diagnosis-degraded", "unlocated-findings", "rewrite-degraded", "rewrite-rejected", "rewrite-outside-findings", "meaning-restored", "fidelity-degraded", "unlocated-claims", "chunk-withdrawn", "rolled-back"]) {
        const [w] = shownWarnings([{ code, message: "server sentence 2" }], lang);
        assert.notEqual(w.text, "server sentence 2", `${lang} ${code}`);
      }
    }
  });
});

describe("x-llm-mode: deterministic", () => {
  test("runs without a model even when the server and the request bring keys", () => {
    const r = resolveLlmSettings({ OPENAI_API_KEY: "server-key" }, headers({ "x-llm-key": "user-key", "x-llm-mode": "deterministic" }));
    assert.ok(r.ok);
    assert.equal(r.settings.mode, "deterministic");
    assert.equal(r.settings.apiKey, null);
    assert.equal(r.settings.keySource, null);
    const normal = resolveLlmSettings({ OPENAI_API_KEY: "server-key" }, headers({ "x-llm-mode": "llm" }));
    assert.ok(normal.ok && normal.settings.mode === "llm");
  });
});
