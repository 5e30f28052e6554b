// A check's findings are grouped by their detail (occurrenceKey in lib/detector/detect.ts,
// computed lazily so score() never pays for it): equal details share one reason, and a
// different detail never borrows another occurrence's reason.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect, detectTally } from "../../lib/detector/detect";
import { fixturePacks } from "../packs/helpers";

const packs = fixturePacks();
const WORDS = ["river", "stone", "quiet", "market", "lantern", "garden", "window", "letter"];
const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => WORDS[(i * 3 + seed) % WORDS.length]).join(" ");
const paragraph = (lengths: number[], seed: number) =>
  lengths.map((n, i) => { const t = words(n, seed + i); return `${t[0].toUpperCase()}${t.slice(1)}.`; }).join(" ");
// Repetitive paragraphs whose sentence lengths barely vary: the fixture's stylometry check fires per paragraph.
const TEXT = [[3, 30, 4, 28], [9, 21, 15, 17], [15, 24, 19], [2, 3, 4, 4], [8, 16, 15, 13], [25, 2, 30, 3]]
  .map((lengths, i) => paragraph(lengths, i + 1))
  .join("\n\n");

test("check findings: each reason is its own detail's, distinct details give distinct reasons", () => {
  const checks = detect(TEXT, { packs }).findings.filter((f) => f.reason_template?.id === "reason.check");
  const detailOf = (f: (typeof checks)[number]) => JSON.stringify((f.reason_template?.params as { detail?: unknown }).detail);
  const details = new Set(checks.map(detailOf));
  assert.ok(details.size >= 3, `expected several distinct check details, got ${details.size}`);
  const reasonByDetail = new Map<string, string>();
  for (const f of checks) {
    const seen = reasonByDetail.get(detailOf(f));
    if (seen === undefined) reasonByDetail.set(detailOf(f), f.reason);
    else assert.equal(f.reason, seen);
  }
  assert.equal(new Set(reasonByDetail.values()).size, details.size, "two details rendered as one reason");
  for (const f of checks) assert.match(f.reason, /paragraph \d|Paragraph \d/);
});

test("detectTally() (which never builds keys) counts what detect() reports", () => {
  const report = detect(TEXT, { packs });
  const tally = detectTally(TEXT, { packs });
  assert.equal(tally.findings, report.meta.detected_count);
  assert.equal(tally.severity_weighted_score, report.meta.severity_weighted_score);
});
