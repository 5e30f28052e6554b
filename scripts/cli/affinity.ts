// Which language a JSON-lines input line is in, read from its raw bytes without parsing it:
// the batch commands send each language's lines to the same thread (scripts/cli/batch-pipe.ts).
//
// Why: every thread is a V8 isolate of its own that optimises the engine's code for what it
// has seen. A thread that sees only English (or only the CJK languages) compiles and
// deoptimises less than one that sees all four in turn: dev ×2 scored as its English lines and
// its other lines (two runs) took 13.2 G instructions (callgrind, compiler threads included),
// as its odd and even lines 16.1 G, 18% more.
// Only speed depends on this guess: a line read as the wrong language is answered all the same.
import type { Lang } from "../../lib/engine/types";

/** The languages in the order their lines are given homes: English first (most of most corpora). */
export const AFFINITY_LANGS: readonly Lang[] = ["en", "ko", "zh", "ja"];

const LANG_KEY = Buffer.from('"lang"');
/** How far into a line the script is sampled when it names no language. */
const SNIFF_BYTES = 2048;

/** The index in AFFINITY_LANGS of the line's language: its "lang" field, else the script its bytes are mostly in. */
export function affinityOf(line: Buffer): number {
  const named = namedLang(line);
  if (named !== -1) return named;
  return sniffScript(line);
}

/** The "lang" field's value as an AFFINITY_LANGS index, or -1 (absent, "auto", another value). */
function namedLang(line: Buffer): number {
  const key = line.indexOf(LANG_KEY);
  if (key === -1) return -1;
  let i = key + LANG_KEY.length;
  // `"lang"` then optional spaces, a colon, optional spaces and the quoted value.
  while (i < line.length && (line[i] === 0x20 || line[i] === 0x09 || line[i] === 0x3a)) i++;
  if (line[i] !== 0x22 || line[i + 3] !== 0x22) return -1;
  const a = line[i + 1];
  const b = line[i + 2];
  for (let k = 0; k < AFFINITY_LANGS.length; k++) {
    const lang = AFFINITY_LANGS[k];
    if (lang.charCodeAt(0) === a && lang.charCodeAt(1) === b) return k;
  }
  return -1;
}

/**
 * The script most of the line's first bytes are in, from UTF-8 lead bytes: kana (E3 81-83) is
 * Japanese, Hangul syllables (EA-ED) Korean, CJK ideographs (E4-E9) Chinese, anything else English.
 */
function sniffScript(line: Buffer): number {
  const end = Math.min(line.length, SNIFF_BYTES);
  let kana = 0;
  let hangul = 0;
  let han = 0;
  for (let i = 0; i < end; i++) {
    const c = line[i];
    if (c < 0xe3 || c > 0xed) continue;
    if (c === 0xe3) {
      const next = line[i + 1];
      if (next >= 0x81 && next <= 0x83) kana++;
    } else if (c >= 0xea) hangul++;
    else if (c >= 0xe4 && c <= 0xe9) han++;
    i += 2;
  }
  if (kana > 0 && kana * 4 >= hangul) return AFFINITY_LANGS.indexOf("ja");
  if (hangul > han) return AFFINITY_LANGS.indexOf("ko");
  if (han > 0) return AFFINITY_LANGS.indexOf("zh");
  return 0;
}
