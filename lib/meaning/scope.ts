// What a negation is about: the predicate or noun under it, as strings to look for in
// the other text. "does not require" → require; 이동할 수 없다 → 이동; 방수 기능이 없다
// → 기능; 사용하지 않는다 → 사용; 不是经常发生 → 经常; 使えない → 使; and for a negative
// word, its positive base (impossible → possible, 불가능 → 가능, 不安定 → 安定,
// 실패 → 성공). Two negations with a common key negate the same thing; a key found in
// the other text with no negation on it means the predicate was restated and its
// polarity flipped. Keys are short on purpose (a stem, two syllables, two characters),
// so a rewrite that reworded the predicate shares none and the check says so.
// keyMatch and keyOccurrences find a key again, on either side.
import { stemmer } from "stemmer";
import type { Lang, TextRange } from "../engine/types";

const EN_SKIP = new Set(
  "a an the any be is are was were been being do does did have has had yet even always really very so too quite much more as to get got just only ever at all longer anymore one it its this that there them they we you he she i me my our your their his her of in on for with by from up out about also still here now then".split(" "),
);
const EN_PREFIX = /^(?:un|in|im|il|ir|dis|non)(?=[a-z]{4,})/u;
const EN_ANTONYM: Record<string, string> = { fail: "succeed", lack: "have", difficult: "easy", refuse: "agree" };

function enWords(text: string, from: number, max: number): { word: string; start: number }[] {
  const out: { word: string; start: number }[] = [];
  const re = /[a-z][a-z'’-]*/giu;
  re.lastIndex = from;
  for (let m = re.exec(text); m && out.length < max; m = re.exec(text)) out.push({ word: m[0].toLowerCase().replace(/['’]s$/u, ""), start: m.index });
  return out;
}

/** The first content word after `from` (skipping auxiliaries and particles), stemmed. */
function enNext(text: string, from: number): string | null {
  for (const { word } of enWords(text, from, 5)) if (word.length >= 3 && !EN_SKIP.has(word)) return stemmer(word);
  return null;
}

/** Stems by word, remembered: a long text asks for the same few thousand words again and again. */
const STEMS = new Map<string, string>();
export function enStem(w: string): string {
  let stem = STEMS.get(w);
  if (stem === undefined) {
    if (STEMS.size > 50_000) STEMS.clear();
    stem = stemmer(w.toLowerCase().replace(/['’]s$/u, ""));
    STEMS.set(w, stem);
  }
  return stem;
}

function enKeys(text: string, m: TextRange, lexical: boolean): string[] {
  const word = text.slice(m.start, m.end).toLowerCase();
  if (!lexical) {
    // "Without it, the rest cracks": what is negated is the pronoun's referent, not the words after it.
    if (word === "without" && /^\s+(?:it|this|that|them|these|those)\b/u.test(text.slice(m.end, m.end + 8))) return [];
    const next = enNext(text, m.end);
    return next ? [next] : [];
  }
  const head = word.split(/\s+/u)[0];
  const stem = stemmer(head);
  const keys: string[] = [];
  const antonym = Object.keys(EN_ANTONYM).find((k) => stem.startsWith(k));
  if (antonym) keys.push(stemmer(EN_ANTONYM[antonym]));
  else if (EN_PREFIX.test(head)) keys.push(stemmer(head.replace(EN_PREFIX, "")));
  // "fail to X", "lack X", "hard to X", "difficult to X": X is what is negated.
  if (/\s/u.test(word) || /^(?:lack|difficult)/u.test(word)) {
    const next = enNext(text, m.end);
    if (next) keys.push(next);
  }
  return keys;
}

const KO_PARTICLE = /(?:이|가|은|는|도|을|를|의|에|에서|과|와|만|로|으로|이나|나)$/u;
const KO_BOUND = new Set(["수", "것", "적", "리", "줄", "필요", "때", "일"]);
const KO_ANTONYM: Record<string, string> = { 부족: "충분", 실패: "성공", 금지: "허용", 미흡: "충분", 불가: "가능", 모르: "알", 몰랐: "알", 몰라: "알" };

/** The Hangul word that ends right before `end` (after any spaces), with its start. */
function koWordBefore(text: string, end: number): { word: string; start: number } | null {
  let e = end;
  while (e > 0 && text[e - 1] === " ") e--;
  let s = e;
  while (s > 0 && /[가-힣]/u.test(text[s - 1])) s--;
  return s < e ? { word: text.slice(s, e), start: s } : null;
}

function koWordAfter(text: string, start: number): string | null {
  const m = /^\s?([가-힣]{2,})/u.exec(text.slice(start, start + 12));
  return m ? m[1] : null;
}

const two = (w: string | null | undefined) => (w && w.length >= 2 ? w.slice(0, 2) : null);

function koKeys(text: string, m: TextRange, lexical: boolean): string[] {
  const word = text.slice(m.start, m.end);
  if (lexical) {
    const antonym = KO_ANTONYM[word.slice(0, 2)];
    if (antonym) return [antonym];
    if (word === "불가능") return ["가능"];
    if (/^[불무비미]$/u.test(word)) {
      const base = two(koWordAfter(text, m.end));
      return base ? [base] : [];
    }
    // 구하기 어렵다, 알기 힘들다: the verb before.
    const prev = koWordBefore(text, m.start);
    const k = two(prev?.word.replace(/기$/u, ""));
    return k ? [k] : [];
  }
  // X지 않다 / X지 못하다 / X지 마라: X.
  const before = text.slice(Math.max(0, m.start - 12), m.start);
  const ji = /([가-힣]+)지\s?$/u.exec(before);
  if (ji) {
    const k = two(ji[1]);
    return k ? [k] : [];
  }
  // 안 X, 못 X: X; for 하다 verbs (못 한다) the noun before.
  if (word === "안" || word === "못") {
    const after = koWordAfter(text, m.end);
    if (after && !/^[하한했해할함합]/u.test(after)) {
      const k = two(after);
      return k ? [k] : [];
    }
    const prev = koWordBefore(text, m.start);
    const k = two(prev?.word.replace(KO_PARTICLE, ""));
    return k ? [k] : [];
  }
  // 없다, 아니다: the noun before (필요가 없다, 학생이 아니다); glued (상관없다): the syllables before.
  const glued = /([가-힣]{2})$/u.exec(text.slice(Math.max(0, m.start - 2), m.start));
  if (glued && m.start > 0 && /[가-힣]/u.test(text[m.start - 1]) && word.startsWith("없")) return [glued[1]];
  let prev = koWordBefore(text, m.start);
  if (prev && KO_BOUND.has(prev.word.replace(KO_PARTICLE, ""))) prev = koWordBefore(text, prev.start);
  const k = two(prev?.word.replace(KO_PARTICLE, "").replace(/[ㄹ을를할]$/u, ""));
  return k ? [k] : [];
}

const ZH_FUNCTION = new Set([..."是有会能要太很再够可得把被在用都也就了过一的地着这那个并还曾"]);
const ZH_ANTONYM: Record<string, string> = { 失败: "成功", 困难: "容易" };

/**
 * Verbs that stop, forbid or remove (禁止, 停止, 关闭, 取消; 閉鎖, やめる, 中止): the verb itself carries the
 * negation, so the noun next to it (the truck in 禁止卡车通行, the shop in 店を閉める) is not what is negated,
 * and finding that noun plain on the other side ("卡车不能再走", "店舗") is no flip. As in English ("stop",
 * "closed"), they have no key; a flip to their opposite is read by the antonym axes (antonym-check.ts).
 */
const ZH_STOPPING = /^(?:停止|禁止|拒绝|否认|排除|取消|废除|放弃|关闭|关门|闭馆|失去|丢失|消失|中断|暂停|封闭)$/u;
const JA_STOPPING = /^(?:禁止|中止|停止|廃止|拒否|否定|除外|閉鎖|閉ま|閉じ|閉め|失っ|失わ|失う|消え|やめ|止め|断っ|断る|取り消|途絶え)$/u;

function zhKeys(text: string, m: TextRange, lexical: boolean): string[] {
  const word = text.slice(m.start, m.end);
  if (lexical && ZH_ANTONYM[word]) return [ZH_ANTONYM[word]];
  if (lexical && ZH_STOPPING.test(word)) return [];
  let i = m.end;
  while (i < text.length && i < m.end + 3 && ZH_FUNCTION.has(text[i])) i++;
  const run = /^[\p{Script=Han}]{2}/u.exec(text.slice(i, i + 2));
  return run ? [run[0]] : [];
}

const JA_ANTONYM: Record<string, string> = { 失敗: "成功", 困難: "容易", 難し: "易" };

function jaKeys(text: string, m: TextRange, lexical: boolean): string[] {
  const word = text.slice(m.start, m.end);
  if (lexical) {
    const antonym = JA_ANTONYM[word.slice(0, 2)];
    if (antonym) return [antonym];
    if (/^[不未非無]$/u.test(word)) {
      const run = /^[\p{Script=Han}\p{Script=Katakana}ー]{1,2}/u.exec(text.slice(m.end, m.end + 2));
      return run ? [run[0]] : [];
    }    if (JA_STOPPING.test(word)) return [];
  }
  // ない / ません / ず: the Han or katakana run just before (使えない → 使, 対応していない → 対応).
  const before = text.slice(Math.max(0, m.start - 8), m.start);
  const run = /([\p{Script=Han}\p{Script=Katakana}ー]+)[\p{Script=Hiragana}]{0,5}$/u.exec(before);
  return run ? [run[1].slice(-2)] : [];
}

/** The keys of a negation mark (empty when nothing reliable is under it). */
export function negationKeys(text: string, m: TextRange, lang: Lang, lexical: boolean): string[] {
  switch (lang) {
    case "en":
      return enKeys(text, m, lexical);
    case "ko":
      return koKeys(text, m, lexical);
    case "zh":
      return zhKeys(text, m, lexical);
    default:
      return jaKeys(text, m, lexical);
  }
}

/** Korean keys match on the first syllable and the second's initial consonant (올리 = 올린 = 올렸); others exactly. */
export function keyMatch(a: string, b: string): boolean {
  if (a === b) return true;
  // One Han character inside a two-character key (上 / 値上): the same morpheme.
  if ((a.length === 1 && /\p{Script=Han}/u.test(a) && b.includes(a)) || (b.length === 1 && /\p{Script=Han}/u.test(b) && a.includes(b))) return true;
  if (a.length !== 2 || b.length !== 2 || a[0] !== b[0]) return false;
  const initial = (c: string) => {
    const code = c.charCodeAt(0) - 0xac00;
    return code >= 0 && code < 11172 ? Math.floor(code / 588) : -1;
  };
  return initial(a[1]) >= 0 && initial(a[1]) === initial(b[1]);
}

/** Where `key` occurs in `range` of `text`: stems of words (en), Korean two-syllable keys loosely, other scripts exactly. */
export function keyOccurrences(text: string, lang: Lang, range: TextRange, key: string): number[] {
  const out: number[] = [];
  if (lang === "en") {
    for (const m of text.slice(range.start, range.end).matchAll(/[A-Za-z][A-Za-z'’-]*/gu)) if (enStem(m[0]) === key) out.push(range.start + m.index);
    return out;
  }
  const probe = lang === "ko" && key.length === 2 ? key[0] : key;
  for (let at = text.indexOf(probe, range.start); at >= 0 && at + key.length <= range.end; at = text.indexOf(probe, at + 1)) {
    if (probe === key || keyMatch(key, text.slice(at, at + 2))) out.push(at);
  }
  return out;
}
