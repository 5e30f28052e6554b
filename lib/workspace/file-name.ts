// A draft's name as a file name that every desktop system accepts: no path separators or
// characters Windows refuses, no control characters, no trailing dots or spaces, not a
// reserved device name, and short enough for any file system. Hangul, kana, Han and the
// rest of Unicode are kept: a Korean title stays Korean.

// eslint-disable-next-line no-control-regex -- control characters are among what is removed
const FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
/** UTF-16 units; most file systems allow 255 bytes, and a Korean character takes 3 in UTF-8. */
const MAX_UNITS = 80;

export function safeFileName(name: string, fallback: string): string {
  let base = name.normalize("NFC").replace(FORBIDDEN, " ").replace(/\s+/g, " ").trim();
  if (base.length > MAX_UNITS) {
    base = base.slice(0, MAX_UNITS);
    // Never end on half of a surrogate pair.
    if (/[\ud800-\udbff]$/.test(base)) base = base.slice(0, -1);
  }
  base = base.replace(/[. ]+$/, "").replace(/^[. ]+/, "");
  if (base === "" || RESERVED.test(base)) return fallback;
  return base;
}
