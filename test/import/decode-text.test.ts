import assert from "node:assert/strict";
import { test } from "node:test";
import { decodeText, looksBinary } from "../../lib/import/decode-text";
import { splitLineBreaks, withLineBreak } from "../../lib/import/line-breaks";

const utf16 = (text: string, order: "le" | "be") => {
  const le = Buffer.from(text, "utf16le");
  if (order === "be") for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return new Uint8Array([...(order === "le" ? [0xff, 0xfe] : [0xfe, 0xff]), ...le]);
};

test("UTF-8 with and without a BOM, and UTF-16 in both byte orders with theirs, decode to the same text", () => {
  const text = "초안의 첫 문단입니다.\n\nSecond paragraph — naïve café, 日本語と中文 😀.";
  const plain = new TextEncoder().encode(text);
  for (const bytes of [plain, new Uint8Array([0xef, 0xbb, 0xbf, ...plain]), utf16(text, "le"), utf16(text, "be")]) {
    const d = decodeText(bytes);
    assert.equal(d.ok, true);
    assert.equal(d.ok && d.text, text);
  }
  assert.equal((decodeText(utf16(text, "be")) as { encoding: string }).encoding, "utf-16be");
});

test("a legacy encoding (EUC-KR bytes) is refused as not UTF-8, never decoded into mojibake", () => {
  // "안녕하세요" in EUC-KR.
  const euckr = new Uint8Array([0xbe, 0xc8, 0xb3, 0xe7, 0xc7, 0xcf, 0xbc, 0xbc, 0xbf, 0xe4]);
  assert.deepEqual(decodeText(euckr), { ok: false, reason: "encoding" });
  // UTF-16 without a BOM has NUL bytes for ASCII: binary, not guessed.
  assert.deepEqual(decodeText(Buffer.from("plain words", "utf16le")), { ok: false, reason: "binary" });
  // An odd byte count cannot be UTF-16.
  assert.deepEqual(decodeText(new Uint8Array([0xff, 0xfe, 0x41])), { ok: false, reason: "encoding" });
});

test("binary content is refused: zip, PDF and image signatures, NULs, control characters", () => {
  assert.deepEqual(decodeText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])), { ok: false, reason: "binary" });
  assert.deepEqual(decodeText(new TextEncoder().encode("%PDF-1.7\n1 0 obj")), { ok: false, reason: "binary" });
  assert.deepEqual(decodeText(new TextEncoder().encode("text\u0000more")), { ok: false, reason: "binary" });
  assert.equal(looksBinary("ok\u0001\u0002\u0003\u0004 and more"), true);
  // A stray form feed or escape in a long text is still text.
  assert.equal(looksBinary(`page one\fpage two ${"words ".repeat(100)}\u001b`), false);
});

test("line breaks: CRLF files keep CRLF for download, the editor gets LF; a mixed file follows its majority", () => {
  const crlf = "첫 줄\r\n둘째 줄\r\n\r\n새 문단";
  const split = splitLineBreaks(crlf);
  assert.deepEqual(split, { text: "첫 줄\n둘째 줄\n\n새 문단", lineBreak: "\r\n" });
  assert.equal(withLineBreak(split.text, split.lineBreak), crlf);
  assert.deepEqual(splitLineBreaks("a\nb\n"), { text: "a\nb\n", lineBreak: "\n" });
  assert.deepEqual(splitLineBreaks("a\r\nb\nc\nd"), { text: "a\nb\nc\nd", lineBreak: "\n" });
  assert.deepEqual(splitLineBreaks("old\rmac"), { text: "old\nmac", lineBreak: "\n" });
});
