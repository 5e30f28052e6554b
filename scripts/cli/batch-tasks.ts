// The JSON-lines commands' work on a batch of whole input lines: what the CLI's worker threads
// run (and the main thread, when there are none). A batch arrives as the bytes of complete
// lines and leaves as the bytes of their answers, one line each, in order; bytes, so both
// directions move between threads without a copy and the main thread neither decodes nor
// encodes text.
import type { Lang } from "../../lib/engine/types";
import type { Severity } from "../../lib/detector/types";
import type { PackSet } from "../../lib/packs/types";
import { packSetForRun } from "../../lib/node/pack-choice";
import { answerWith } from "./jsonl";
import { scoreJsonLine } from "./score";

/** What `detect --jsonl` reads each line with (the packs are each thread's own). */
export interface DetectLineSettings {
  lang: Lang | "auto";
  min_severity?: Severity;
  docType?: string;
  categories?: string[];
}

export interface LinesTask {
  /** Whole lines, each ended by "\n" except perhaps the input's last. */
  bytes: Uint8Array;
}

const ENCODER = new TextEncoder();

/** Answers every line of a batch: the answers joined, each ended by "\n". */
export function answerLines(bytes: Uint8Array, answerLine: (raw: string) => string): Uint8Array {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let out = "";
  let from = 0;
  for (let nl = buf.indexOf(0x0a); nl !== -1; nl = buf.indexOf(0x0a, from)) {
    out += answerLine(buf.toString("utf8", from, nl)) + "\n";
    from = nl + 1;
  }
  // A last line without a line break is still a line.
  if (from < buf.length) out += answerLine(buf.toString("utf8", from)) + "\n";
  // A fresh buffer of its own (never a slice of Node's shared pool): it can be transferred.
  return ENCODER.encode(out);
}

const scoreAnswer = answerWith(scoreJsonLine);

export function scoreLines(task: LinesTask): Uint8Array {
  return answerLines(task.bytes, scoreAnswer);
}

let packs: Promise<PackSet> | null = null;

// The detect and fix commands are loaded when a batch of theirs comes: `score --jsonl` never
// needs them, and the fix engine's libraries alone cost its start-up tens of ms.
export async function detectLines(task: LinesTask & { settings: DetectLineSettings }): Promise<Uint8Array> {
  const { detectJsonLine } = await import("./detect");
  // The packs a thread reads with, chosen as the main thread chose them (it printed any warnings).
  const { lang, ...rest } = task.settings;
  const settings = { packs: await (packs ??= packSetForRun(() => {})), ...rest };
  return answerLines(task.bytes, answerWith((line) => detectJsonLine(line, settings, lang)));
}

/** What `fix --jsonl` reads each line with. */
export interface FixLineSettings {
  lang: Lang | "auto";
  docType?: string;
}

export async function fixLines(task: LinesTask & { settings: FixLineSettings }): Promise<Uint8Array> {
  const { fixJsonLine } = await import("./fix");
  const own = await (packs ??= packSetForRun(() => {}));
  const { lang, docType } = task.settings;
  return answerLines(task.bytes, answerWith((line) => fixJsonLine(line, own, lang, docType)));
}

export const BATCH_TASKS = { scoreLines, detectLines, fixLines };
