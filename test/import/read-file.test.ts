import assert from "node:assert/strict";
import { test } from "node:test";
import { docxDocumentText, type DocxNode } from "../../lib/import/docx-text";
import { importKind, precheckImport } from "../../lib/import/kinds";
import { readImport } from "../../lib/import/read-file";
import { zipEntries } from "../../lib/import/zip-directory";
import { docxParts, minimalDocx, storedZip } from "../helpers/minimal-docx";

const LIMIT = 200_000;

test("a .docx with two Korean paragraphs reads as two paragraphs separated by a blank line", async () => {
  const docx = minimalDocx(["오늘날 인공지능은 매우 중요한 역할을 수행하고 있습니다.", "결론적으로, 인공지능을 활용하는 것은 필수적인 요소라고 할 수 있습니다."]);
  const r = await readImport("보고서.docx", docx, LIMIT);
  assert.deepEqual(r, {
    ok: true,
    kind: "docx",
    text: "오늘날 인공지능은 매우 중요한 역할을 수행하고 있습니다.\n\n결론적으로, 인공지능을 활용하는 것은 필수적인 요소라고 할 수 있습니다.",
    lineBreak: "\n",
  });
});

test("docx lists keep their markers: bullets, numbers counted per level, nesting indented", async () => {
  const docx = minimalDocx([
    "Steps:",
    { text: "Open the file", list: "ordered" },
    { text: "Read it", list: "ordered" },
    { text: "slowly", list: "bullet", level: 1 },
    { text: "Close it", list: "ordered" },
    "Notes:",
    { text: "one", list: "bullet" },
    { text: "two", list: "bullet" },
    { runs: ["Split ", "across ", "runs."] },
  ]);
  const r = await readImport("steps.docx", docx, LIMIT);
  assert.equal(r.ok && r.text, "Steps:\n\n1. Open the file\n2. Read it\n  - slowly\n3. Close it\n\nNotes:\n\n- one\n- two\n\nSplit across runs.");
});

test("docx tree: tabs, line breaks, tables, empty paragraphs and notes", () => {
  const p = (...children: DocxNode[]): DocxNode => ({ type: "paragraph", children });
  const t = (value: string): DocxNode => ({ type: "run", children: [{ type: "text", value }] });
  const doc: DocxNode = {
    type: "document",
    children: [
      p(t("Name"), { type: "tab" }, t("Value"), { type: "break", breakType: "line" }, t("next line"), { type: "noteReference" }),
      p(t("   ")),
      {
        type: "table",
        children: [
          { type: "tableRow", children: [{ type: "tableCell", children: [p(t("a"))] }, { type: "tableCell", children: [p(t("b")), p(t("c"))] }] },
          { type: "tableRow", children: [{ type: "tableCell", children: [p()] }, { type: "tableCell", children: [p()] }] },
        ],
      },
      p({ type: "checkbox", checked: true }, t("done")),
    ],
  };
  assert.equal(docxDocumentText(doc), "Name\tValue\nnext line\n\na\tb c\n\n☒ done");
});

test("a corrupt .docx is refused as broken: truncated, not a zip, a zip without a document", async () => {
  const good = minimalDocx(["Some text."]);
  assert.deepEqual(await readImport("cut.docx", good.subarray(0, good.length - 30), LIMIT), { ok: false, reason: "broken" });
  assert.deepEqual(await readImport("fake.docx", new TextEncoder().encode("this is not a zip at all"), LIMIT), { ok: false, reason: "broken" });
  assert.deepEqual(await readImport("other.docx", storedZip({ "readme.txt": "hello" }), LIMIT), { ok: false, reason: "broken" });
  // The directory is intact but the document part is garbage XML.
  const parts = docxParts(["x"]);
  parts["word/document.xml"] = "<w:document><w:body><w:p>";
  assert.deepEqual(await readImport("bad-xml.docx", storedZip(parts), LIMIT), { ok: false, reason: "broken" });
});

test("the zip directory reader lists names and declared sizes", () => {
  const entries = zipEntries(storedZip({ "a.xml": "12345", "dir/b.txt": "xy" }));
  assert.deepEqual(entries, [
    { name: "a.xml", compressedSize: 5, uncompressedSize: 5 },
    { name: "dir/b.txt", compressedSize: 2, uncompressedSize: 2 },
  ]);
  assert.equal(zipEntries(new Uint8Array(10)), null);
});

test(".md and .txt import as typed; unsupported kinds, oversize, binary and empty files are refused", async () => {
  const md = "# 제목\r\n\r\n- 항목 하나\r\n- 항목 둘\r\n";
  assert.deepEqual(await readImport("notes.md", new TextEncoder().encode(md), LIMIT), { ok: true, kind: "markdown", text: "# 제목\n\n- 항목 하나\n- 항목 둘\n", lineBreak: "\r\n" });
  assert.equal(importKind("A.MARKDOWN"), "markdown");
  assert.equal(importKind("scan.pdf"), null);
  assert.equal(importKind("no-extension"), null);
  assert.deepEqual(await readImport("paper.doc", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), LIMIT), { ok: false, reason: "unsupported" });
  assert.deepEqual(await readImport("blank.txt", new TextEncoder().encode(" \n\n "), LIMIT), { ok: false, reason: "empty" });
  assert.deepEqual(await readImport("image.txt", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), LIMIT), { ok: false, reason: "binary" });
  // Over the limit by characters, after decoding (the bytes alone would pass: 3 bytes a character).
  const long = "가".repeat(101);
  assert.deepEqual(await readImport("long.txt", new TextEncoder().encode(long), 100), { ok: false, reason: "too-large", chars: 101 });
  // Over by size alone, refused before reading.
  assert.equal(precheckImport("huge.txt", 301 * 3 + 4, 301), "too-large");
  assert.equal(precheckImport("fine.txt", 900, 301), null);
});
