// What the editor tells a person when a rewrite run fails or degrades, in the UI language.
// The server's own messages are English and technical (they go to logs and API clients);
// the editor maps the stable event codes to these sentences and keeps the server's text
// only as a detail. Every failure sentence says the draft is untouched, because that is
// the first thing a person whose rewrite just failed wants to know.
import type { ErrorEvent, WarningEvent } from "./events";

export type FaultLang = "en" | "ko";

interface Sentence {
  en: string;
  ko: string;
}

const ERRORS: Record<string, Sentence> = {
  "llm-timeout": {
    en: "The language model did not answer in time.",
    ko: "언어 모델이 제시간에 응답하지 않았습니다.",
  },
  timeout: {
    en: "The rewrite took too long and was stopped.",
    ko: "다시 쓰기가 너무 오래 걸려 중단했습니다.",
  },
  "llm-rate-limited": {
    en: "The language model's server is busy (rate limit). Wait a moment and try again.",
    ko: "언어 모델 서버가 요청을 제한하고 있습니다. 잠시 뒤 다시 시도하세요.",
  },
  "llm-server-error": {
    en: "The language model's server failed.",
    ko: "언어 모델 서버에 오류가 났습니다.",
  },
  "llm-connection": {
    en: "The language model's server could not be reached.",
    ko: "언어 모델 서버에 연결할 수 없습니다.",
  },
  "llm-truncated": {
    en: "The language model's reply was cut off.",
    ko: "언어 모델의 응답이 중간에 끊겼습니다.",
  },
  "llm-empty-reply": {
    en: "The language model sent an empty reply.",
    ko: "언어 모델이 빈 응답을 보냈습니다.",
  },
  "llm-auth": {
    en: "The language model's server refused the API key. Check it in Settings.",
    ko: "언어 모델 서버가 API 키를 거부했습니다. 설정에서 키를 확인하세요.",
  },
  "llm-bad-request": {
    en: "The language model's server rejected the request. Check the model name in Settings.",
    ko: "언어 모델 서버가 요청을 거부했습니다. 설정에서 모델 이름을 확인하세요.",
  },
  "http-429": {
    en: "Too many rewrite requests from this browser. Wait a moment and try again.",
    ko: "이 브라우저에서 다시 쓰기 요청이 너무 많습니다. 잠시 뒤 다시 시도하세요.",
  },
  "http-413": {
    en: "The draft is too long for a rewrite.",
    ko: "초안이 너무 길어 다시 쓸 수 없습니다.",
  },
  network: {
    en: "The connection to the server was lost.",
    ko: "서버와의 연결이 끊겼습니다.",
  },
  "stream-ended": {
    en: "The rewrite stopped before it finished.",
    ko: "다시 쓰기가 끝나기 전에 멈췄습니다.",
  },
  stalled: {
    en: "The server stopped sending progress.",
    ko: "서버가 진행 상황을 더 보내지 않습니다.",
  },
};

const SERVER_FAILED: Sentence = { en: "The server failed.", ko: "서버에 오류가 났습니다." };
const GENERIC: Sentence = { en: "The rewrite failed.", ko: "다시 쓰기에 실패했습니다." };

const SAFE: Sentence = {
  en: "Your draft and its marks are unchanged.",
  ko: "초안과 표시는 그대로입니다.",
};

const FALLBACK_HINT: Sentence = {
  en: "You can try again, or fix without the model.",
  ko: "다시 시도하거나 모델 없이 고칠 수 있습니다.",
};

/** The label of the button that reruns without the model after a model fault. */
export function withoutModelLabel(lang: FaultLang): string {
  return lang === "ko" ? "모델 없이 고치기" : "Fix without the model";
}

/** True for failures of the model itself, where a run without the model still helps. */
export function isModelFault(error: Pick<ErrorEvent, "code">): boolean {
  return error.code.startsWith("llm-") || error.code === "timeout" || error.code === "stalled";
}

/** The sentence shown for a failed run: what happened, that nothing was lost, what to do. */
export function faultMessage(error: Pick<ErrorEvent, "code" | "message">, lang: FaultLang): string {
  const known = ERRORS[error.code] ?? (error.code.startsWith("http-5") ? SERVER_FAILED : null);
  // Input problems (empty text, unsupported language, a limit) already have a specific
  // server message; in English it is the clearest thing to show.
  const head = known ? known[lang] : lang === "en" && error.message ? error.message : GENERIC[lang];
  const tail = isModelFault(error) ? ` ${FALLBACK_HINT[lang]}` : "";
  return `${head} ${SAFE[lang]}${tail}`;
}

const WARNINGS: Record<string, (n: number) => Sentence> = {
  "diagnosis-degraded": () => ({
    en: "The model's diagnosis was unreadable; kept the detector's findings.",
    ko: "모델의 진단을 읽을 수 없어 검출기의 결과만 사용했습니다.",
  }),
  "rewrite-degraded": (n) => ({
    en: `The model's rewrite was unreadable${n > 1 ? ` (${n}×)` : ""}; used the detector's own fixes instead.`,
    ko: `모델의 수정본을 읽을 수 없어${n > 1 ? `(${n}회)` : ""} 검출기의 수정안을 대신 사용했습니다.`,
  }),
  "fidelity-degraded": () => ({
    en: "The model's meaning check was unreadable; checked meaning deterministically.",
    ko: "모델의 의미 검사를 읽을 수 없어 규칙으로 의미를 검사했습니다.",
  }),
  "rewrite-rejected": (n) => ({
    en: `Kept the original of ${n} passage${n === 1 ? "" : "s"}: the model's version changed the meaning or followed instructions it should have ignored.`,
    ko: `${n}개 구절은 원문을 유지했습니다. 모델의 수정이 의미를 바꾸었거나 따르지 말아야 할 지시를 따랐습니다.`,
  }),
};

export interface ShownWarning {
  code: string;
  text: string;
  /** The server's own sentences, for a tooltip. */
  detail: string;
}

/**
 * The warnings of a run as shown: known codes in the UI language, one line per code with
 * a count (a rejected rewrite of twelve passages is one line, not twelve); unknown codes
 * keep the server's sentence.
 */
export function shownWarnings(warnings: readonly Pick<WarningEvent, "code" | "message">[], lang: FaultLang): ShownWarning[] {
  const byCode = new Map<string, string[]>();
  for (const w of warnings) byCode.set(w.code, [...(byCode.get(w.code) ?? []), w.message]);
  const out: ShownWarning[] = [];
  for (const [code, messages] of byCode) {
    const known = WARNINGS[code];
    if (known) out.push({ code, text: known(messages.length)[lang], detail: messages.join("\n") });
    else for (const m of messages) out.push({ code, text: m, detail: m });
  }
  return out;
}
