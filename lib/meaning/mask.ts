// The text the meaning check reads: the same length as the text given (so every
// offset holds), with full-width digits and signs folded to ASCII and the spans
// that are not prose — URLs, e-mail addresses, inline and fenced code — blanked.
// A version number in a URL or a constant in code is compared as part of that
// span (an opaque token), never as a number of the prose around it. An e-mail's local part is
// read in ASCII only: a letter class over Han or Hangul would rescan every unbroken CJK run.
import type { TextRange } from "../engine/types";

const OPAQUE = /```[\s\S]*?(?:```|$)|`[^`\n]+`|\b(?:https?:\/\/|www\.)[^\s<>"'“”‘’「」]+[^\s<>"'“”‘’「」.,;:!?。，、！？)]|(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

export interface ReadText {
  /** Same length as the text: full-width digits folded, opaque spans blanked. */
  folded: string;
  /** The opaque spans (URLs, e-mails, code), in order. */
  opaque: TextRange[];
}

/** Full-width ０-９ ％ ＋ － ～ and the minus sign as their ASCII forms, one unit for one (never ， or ．, which are CJK punctuation). */
function foldWidth(text: string): string {
  if (!/[\uFF01-\uFF5E\u2212]/u.test(text)) return text;
  return text.replace(/[\uFF01-\uFF5E\u2212]/gu, (c) => (c === "\u2212" ? "-" : /[\uFF10-\uFF19\uFF05\uFF0B\uFF0D\uFF5E]/u.test(c) ? String.fromCharCode(c.charCodeAt(0) - 0xfee0) : c));
}

export function readText(text: string): ReadText {
  const wide = foldWidth(text);
  const opaque: TextRange[] = [];
  if (!/[`@]|https?:|www\./u.test(wide)) return { folded: wide, opaque };
  const folded = wide.replace(OPAQUE, (m, ...rest) => {
    const at = rest[rest.length - 2] as number;
    opaque.push({ start: at, end: at + m.length });
    return " ".repeat(m.length);
  });
  return { folded, opaque };
}
