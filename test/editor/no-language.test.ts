// The keymap the editor binds (@codemirror/commands' defaultKeymap + historyKeymap) behaves the
// same with @codemirror/language as with the stand-in next.config.ts swaps in for it
// (components/editor/no-language.ts): each command runs on random prose documents and selections
// in both copies of the package, and the resulting documents and selections must be identical.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import assert from "node:assert/strict";
import type * as StateModule from "@codemirror/state";
import type { EditorSelection, EditorState, Transaction } from "@codemirror/state";
import type * as CommandsModule from "@codemirror/commands";

const require = createRequire(import.meta.url);
const { withoutLanguage } = require("../../scripts/codemirror-without-language.cjs") as {
  withoutLanguage: (source: string, resourcePath: string, fromDir: string) => string;
};

type Commands = typeof CommandsModule;
// LTR in @codemirror/view (not imported: it needs a DOM).
const LTR = 0;

// Both copies of @codemirror/commands, and @codemirror/state, are loaded as ES modules from one
// folder inside node_modules, so they share one instance of @codemirror/state.
const dir = join(process.cwd(), "node_modules", ".cache", "patina-no-language");
async function load<T>(name: string, source: string): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const out = join(dir, name);
  writeFileSync(out, source);
  return (await import(pathToFileURL(out).href)) as T;
}
const commandsFile = require.resolve("@codemirror/commands").replace(/index\.cjs$/, "index.js");
const commandsSource = readFileSync(commandsFile, "utf8");
let S: typeof StateModule;
let real: Commands;

/** A copy of @codemirror/commands as the loader rewrites it. */
async function standInCommands(): Promise<Commands> {
  S = await load<typeof StateModule>("state.mjs", 'export * from "@codemirror/state";\n');
  real = await load<Commands>("commands-real.mjs", commandsSource);
  const rewritten = withoutLanguage(commandsSource, commandsFile, dir);
  assert.notEqual(rewritten, commandsSource, "the loader rewrote nothing");
  assert.doesNotMatch(rewritten, /from\s*['"]@codemirror\/language['"]|from\s*['"]@lezer\/common['"]/);
  return load<Commands>("commands-stand-in.mjs", rewritten);
}

function rng(seed: number): () => number {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

const pieces = ["the", "draft", "Moreover,", "tapestry", "(aside)", "[note]", "{x}", "it's", "—", "…", "문장이", "한국어", "中文", "日本語の", "e.g.", ";", ":", ")", "(", "\t", "  ", "    ", "\n", "\n\n", "\n  ", "\n\t", "x"];
function randomDoc(r: () => number): string {
  let out = r() < 0.3 ? "  " : "";
  const n = Math.floor(r() * 60);
  for (let i = 0; i < n; i++) out += pieces[Math.floor(r() * pieces.length)] + (r() < 0.6 ? " " : "");
  return out;
}
function randomSelection(r: () => number, len: number): EditorSelection {
  const at = () => Math.floor(r() * (len + 1));
  if (r() < 0.2) return S.EditorSelection.create([S.EditorSelection.range(at(), at())]);
  if (r() < 0.1) return S.EditorSelection.create([S.EditorSelection.cursor(0), S.EditorSelection.cursor(len)]);
  return S.EditorSelection.create([S.EditorSelection.cursor(at())]);
}

/** The parts of a view the state-level commands touch; the rest throw alike in both copies. */
function fakeView(state: EditorState) {
  const view = {
    state,
    dispatch(tr: Transaction) {
      view.state = tr.state;
    },
    textDirectionAt: () => LTR,
    textDirection: LTR,
  };
  return view;
}

type Run = (view: never) => boolean;
function outcome(cmds: Commands, run: Run, doc: string, sel: EditorSelection, tabSize: number): string {
  const state = S.EditorState.create({ doc, selection: sel, extensions: [cmds.history(), S.EditorState.allowMultipleSelections.of(true), S.EditorState.tabSize.of(tabSize)] });
  const view = fakeView(state);
  try {
    // An edit first, then the command, then undo and redo: the history's behaviour is compared too.
    const handled = run(view as never);
    const after = JSON.stringify({ handled, doc: view.state.doc.toString(), sel: view.state.selection.toJSON() });
    cmds.undo(view as never);
    const undone = view.state.doc.toString();
    cmds.redo(view as never);
    return `${after}|${undone}|${view.state.doc.toString()}`;
  } catch (e) {
    return `threw ${(e as Error).message}`;
  }
}

test("the bound keymap behaves the same with the @codemirror/language stand-in", async () => {
  const stand = await standInCommands();
  const bindings = [...real.defaultKeymap, ...real.historyKeymap];
  const standBindings = [...stand.defaultKeymap, ...stand.historyKeymap];
  assert.equal(standBindings.length, bindings.length);
  const r = rng(21);
  let ran = 0,
    changed = 0;
  for (let d = 0; d < 150; d++) {
    const doc = randomDoc(r);
    const sel = randomSelection(r, doc.length);
    const tabSize = r() < 0.5 ? 4 : 2;
    for (let i = 0; i < bindings.length; i++) {
      assert.equal(standBindings[i].key, bindings[i].key);
      for (const which of ["run", "shift"] as const) {
        const a = bindings[i][which] as Run | undefined;
        const b = standBindings[i][which] as Run | undefined;
        if (!a || !b) continue;
        const want = outcome(real, a, doc, sel, tabSize);
        const got = outcome(stand, b, doc, sel, tabSize);
        assert.equal(got, want, `${bindings[i].key ?? bindings[i].mac} (${which}) on ${JSON.stringify(doc)} at ${JSON.stringify(sel.toJSON())}`);
        if (!want.startsWith("threw")) ran++;
        if (!want.startsWith("threw") && !want.includes(`"doc":${JSON.stringify(doc)}`)) changed++;
      }
    }
  }
  // The comparison means something only if many commands ran and edited documents.
  assert.ok(ran > 1000, `only ${ran} command runs completed`);
  assert.ok(changed > 300, `only ${changed} runs changed the document`);
});

test("the language-dependent commands run on the stand-in as on the real package", async () => {
  const stand = await standInCommands();
  const names = ["insertNewlineAndIndent", "indentMore", "indentLess", "indentSelection", "cursorMatchingBracket", "selectMatchingBracket", "cursorSyntaxLeft", "cursorSyntaxRight", "selectSyntaxLeft", "selectSyntaxRight", "selectParentSyntax", "deleteCharBackward", "insertNewlineKeepIndent", "insertBlankLine", "simplifySelection"] as const;
  const r = rng(7);
  for (let d = 0; d < 300; d++) {
    const doc = randomDoc(r);
    const sel = randomSelection(r, doc.length);
    for (const name of names) {
      const want = outcome(real, real[name] as Run, doc, sel, 4);
      assert.doesNotMatch(want, /^threw/, `${name} needs more of a view than the fake gives`);
      assert.equal(outcome(stand, stand[name] as Run, doc, sel, 4), want, `${name} on ${JSON.stringify(doc)} at ${JSON.stringify(sel.toJSON())}`);
    }
  }
});
