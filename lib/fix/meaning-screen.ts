// A cheap screen before the meaning check on a fix's window: the check can only find a
// HARD FAIL where something it anchors on changed (a number, a polarity, quantity or link
// word, a name or an opaque token such as a URL or code). When all of these read the same
// after the edit as before, and the sentences are the same in number, the full check
// (claim alignment) is skipped. The readers are lib/meaning's own (readText, markClasses,
// extractNumbers, findNames), so whatever it learns to anchor on is screened too.
import type { Lang } from "../engine/types";
import { findNames } from "../meaning/anchors";
import { checkMeaning, type MeaningCheck } from "../meaning/check";
import { markClasses } from "../meaning/marks";
import { readText } from "../meaning/mask";
import { extractNumbers, numberKey } from "../meaning/numbers";

/** What the meaning check anchors on, as one comparable string. */
export function meaningSignature(text: string, lang: Lang): string {
  const { folded, opaque } = readText(text);
  const { classes, frames } = markClasses(folded, lang);
  return [
    classes,
    String(frames),
    extractNumbers(folded, lang).map(numberKey).join(","),
    findNames(folded, lang).map((n) => n.text).join(","),
    opaque.map((o) => text.slice(o.start, o.end)).join(","),
    // Sentences: the check pairs them up, so a join or a split must go through it.
    String((text.match(/[。！？]+|[.!?]+(?=[\s"'”’」』)]|$)|\n+/gu) ?? []).length),
  ].join("|");
}

/**
 * Signatures of one document's texts, by text: a sentence a fix was verified on is read again
 * when every fix is applied (settleMeaning), and its signature is the same string.
 */
export class SignatureCache {
  private readonly map = new Map<string, string>();
  constructor(
    readonly lang: Lang,
    private readonly max = 4096,
  ) {}
  of(text: string): string {
    let sig = this.map.get(text);
    if (sig === undefined) {
      if (this.map.size >= this.max) this.map.clear();
      this.map.set(text, (sig = meaningSignature(text, this.lang)));
    }
    return sig;
  }
  private readonly checks = new Map<string, MeaningCheck>();
  /**
   * The full check of one window before and after its edits, kept: a fix alone in its sentence
   * was checked on the same two strings when it was verified, and settleMeaning checks them again.
   */
  check(before: string, after: string): MeaningCheck {
    const key = `${before}\u0000${after}`;
    let m = this.checks.get(key);
    if (!m) {
      if (this.checks.size >= this.max) this.checks.clear();
      this.checks.set(key, (m = checkMeaning(before, after, this.lang)));
    }
    return m;
  }
}

/** True when the meaning check cannot find a HARD FAIL between the two texts it has not been shown. */
export function meaningUnchanged(before: string, after: string, lang: Lang, cache?: SignatureCache): boolean {
  // Codes with figures in them (COVID-19, EP-630) are compared by the check in ways a list cannot
  // mirror: a window holding one always goes through it.
  if (/[A-Za-z][A-Za-z-]*[-－]?\d/u.test(before)) return false;
  const sign = (t: string) => (cache && cache.lang === lang ? cache.of(t) : meaningSignature(t, lang));
  return sign(before) === sign(after);
}
