"use client";
// The CodeMirror draft editor. It is created once; React never replaces its
// document (an IME composition would break), it only reads from it.
import { useEffect, useRef } from "react";
import { Compartment, EditorState, Prec, type Extension } from "@codemirror/state";
import { EditorView, keymap, placeholder, drawSelection, highlightActiveLine } from "@codemirror/view";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { SHORTCUTS, type ShortcutAction } from "@/lib/editor/shortcuts";
import { translate } from "@/lib/i18n/lookup";
import type { UiLang } from "@/lib/i18n/locales";
import { AnalysisController } from "./analysis-controller";
import { findingAt, findingsField, setFindings, tellGutter } from "./cm-findings";
import { acceptFix, activeFindingId, cardFixes, closeCard, ignoreFix, openCard, registerController, stepTo } from "./actions";
import { useEditorStore } from "./store";
import type { EditorReading } from "@/lib/editor/reading";
import { textHash } from "@/lib/editor/hash";

const STORE_SYNC_MS = 200;
/** With saved marks on screen, the first fresh reading can wait until the page has painted. */
const RESTORED_RECHECK_MS = 150;

/** Read-only while a rewrite of the draft runs or is under review: Done replaces the draft with the reviewed text, so edits made meanwhile would be lost. */
const lock = new Compartment();
function lockFor(locked: boolean): Extension {
  return [EditorState.readOnly.of(locked), EditorView.editable.of(!locked)];
}

/** The editor's own words (placeholder, accessible name), swapped when the UI language changes. An explicit
 *  tabindex on the content tells accessibility checkers what browsers already do: the scroller's content takes focus. */
const uiWords = new Compartment();
function wordsFor(lang: UiLang): Extension {
  return [placeholder(translate(lang, "placeholder")), EditorView.contentAttributes.of({ "aria-label": translate(lang, "editorLabel"), spellcheck: "false", tabindex: "0" })];
}
/** The draft's own language on the content element, so fonts and screen readers read it as that language. */
const textLang = new Compartment();
function textLangFor(lang: string | undefined): Extension {
  return lang ? EditorView.contentAttributes.of({ lang }) : [];
}
const HOVER_OPEN_MS = 350;

/** CodeMirror's own colours (cursor, selection) follow the page's theme. */
const darkness = new Compartment();

/** Files dragged over the editor: it shows where to drop them, and a drop imports them instead of pasting their bytes. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

function runShortcut(view: EditorView, action: ShortcutAction): boolean {
  const store = useEditorStore.getState();
  switch (action) {
    case "next-finding":
      return stepTo(view, 1);
    case "previous-finding":
      return stepTo(view, -1);
    case "open-card": {
      const id = activeFindingId(view);
      if (id) openCard(view, id, "keyboard");
      return id !== null;
    }
    case "accept-fix": {
      const id = store.card?.id ?? activeFindingId(view);
      return id ? acceptFix(view, id) : false;
    }
    case "ignore-fix": {
      const id = store.card?.id ?? activeFindingId(view);
      return id ? ignoreFix(view, id, "occurrence") : false;
    }
    case "close-card":
      if (!store.card && !store.helpOpen) return false;
      store.set({ helpOpen: false });
      closeCard(view);
      return true;
    case "help":
      store.set({ helpOpen: !store.helpOpen });
      return true;
  }
}

function pickFix(view: EditorView, index: number): boolean {
  const card = useEditorStore.getState().card;
  if (!card || card.via !== "keyboard") return false;
  if (index >= cardFixes(view, card.id).length) return false;
  return acceptFix(view, card.id, index);
}

export function DraftEditor({ initialText, initialReading }: { initialText: string; initialReading: EditorReading | null }) {
  const host = useRef<HTMLDivElement>(null);
  const uiLang = useEditorStore((s) => s.uiLang);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const set = useEditorStore.getState().set;
    const controller = new AnalysisController({
      options: () => {
        const s = useEditorStore.getState();
        return { lang: s.lang, docType: s.docType, ignores: s.ignores, uiLang: s.uiLang };
      },
      busy: (busy) => set({ analyzing: busy }),
      reading: (reading, text) => set({ reading, readingHash: textHash(text), analysisError: null }),
      fixes: () => set({ fixesVersion: useEditorStore.getState().fixesVersion + 1 }),
      failed: (code, message) => {
        const s = useEditorStore.getState();
        set({ reading: null, analysisError: code === "unsupported-language" ? translate(s.uiLang, "errorLanguage") : message });
      },
    });
    registerController(controller);

    let syncTimer: ReturnType<typeof setTimeout> | null = null;
    let hoverTimer: ReturnType<typeof setTimeout> | null = null;
    const syncText = (view: EditorView) => {
      if (syncTimer) clearTimeout(syncTimer);
      syncTimer = setTimeout(() => {
        syncTimer = null;
        set({ text: view.state.doc.toString(), lastEditAt: Date.now() });
      }, STORE_SYNC_MS);
    };

    const shortcutKeys = [
      ...SHORTCUTS.flatMap((s) => s.keys.map((key) => ({ key, run: (v: EditorView) => runShortcut(v, s.action) }))),
      // While a card stepped to from the keyboard is open, 1–3 pick its fixes and Enter the first;
      // any other key types as usual (Escape closes the card first to type a digit there).
      ...["1", "2", "3", "Enter"].map((key) => ({ key, run: (v: EditorView) => pickFix(v, key === "Enter" ? 0 : Number(key) - 1) })),
    ];
    const labels = () => {
      const lang = useEditorStore.getState().uiLang;
      return { hot: translate(lang, "gutterHot"), doc: translate(lang, "gutterDoc") };
    };

    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          history(),
          drawSelection(),
          highlightActiveLine(),
          EditorView.lineWrapping,
          uiWords.of(wordsFor(useEditorStore.getState().uiLang)),
          darkness.of(EditorView.darkTheme.of(useEditorStore.getState().dark)),
          textLang.of(textLangFor(initialReading?.lang)),
          lock.of(lockFor(false)),
          Prec.high(keymap.of(shortcutKeys)),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          findingsField,
          tellGutter(labels),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) {
              controller.docChanged(u.changes);
              syncText(u.view);
              const card = useEditorStore.getState().card;
              if (card && !u.state.field(findingsField).findings.some((f) => f.id === card.id)) closeCard(null);
            }
          }),
          EditorView.domEventHandlers({
            dragover: (event) => {
              if (!carriesFiles(event)) return false;
              event.preventDefault();
              parent.classList.add("drop-target");
              return true;
            },
            dragleave: () => {
              parent.classList.remove("drop-target");
              return false;
            },
            drop: (event) => {
              parent.classList.remove("drop-target");
              const files = Array.from(event.dataTransfer?.files ?? []);
              if (files.length === 0) return false;
              event.preventDefault();
              void import("@/components/workspace/import-file").then((m) => m.importFiles(files));
              return true;
            },
            compositionend: () => {
              // The answer held during composition is applied once the IME is done.
              setTimeout(() => controller.compositionEnded(), 0);
            },
            mouseover: (event, v) => {
              const target = (event.target as HTMLElement).closest?.("[data-finding-id]");
              if (hoverTimer) clearTimeout(hoverTimer);
              if (!target) return;
              const id = target.getAttribute("data-finding-id");
              hoverTimer = setTimeout(() => {
                const card = useEditorStore.getState().card;
                if (id && (!card || card.via === "hover")) openCard(v, id, "hover");
              }, HOVER_OPEN_MS);
            },
            mouseleave: () => {
              if (hoverTimer) clearTimeout(hoverTimer);
            },
            click: (event, v) => {
              const pos = v.posAtCoords({ x: event.clientX, y: event.clientY });
              const f = pos === null ? null : findingAt(v, pos);
              if (f) openCard(v, f.id, "click");
              else if (useEditorStore.getState().card) closeCard(v);
            },
          }),
        ],
      }),
    });
    view.dom.setAttribute("data-testid", "editor");
    controller.attach(view);
    if (initialReading) {
      // A reading saved with exactly this text: marks show before the worker's first answer.
      view.dispatch({ effects: setFindings.of({ findings: initialReading.findings, hot: initialReading.hotParagraphs }) });
      set({ reading: initialReading, readingHash: textHash(initialText) });
    }
    set({ view, text: initialText });
    const unsubscribe = useEditorStore.subscribe((s, prev) => {
      if (s.uiLang !== prev.uiLang) {
        view.dispatch({ effects: uiWords.reconfigure(wordsFor(s.uiLang)) });
        // Reasons, labels and fixes are worded by the worker: read again in the new language.
        controller.now();
      }
      if (s.dark !== prev.dark) view.dispatch({ effects: darkness.reconfigure(EditorView.darkTheme.of(s.dark)) });
      const docLang = s.reading?.lang ?? (s.lang === "auto" ? undefined : s.lang);
      const prevLang = prev.reading?.lang ?? (prev.lang === "auto" ? undefined : prev.lang);
      if (docLang !== prevLang) view.dispatch({ effects: textLang.reconfigure(textLangFor(docLang)) });
      const locked = s.run.status === "running" || s.merge !== null;
      if (locked !== (prev.run.status === "running" || prev.merge !== null)) view.dispatch({ effects: lock.reconfigure(lockFor(locked)) });
    });
    if (initialReading) controller.soon(RESTORED_RECHECK_MS);
    else controller.now();
    (window as unknown as { __patinaEditor?: unknown }).__patinaEditor = { view, controller };

    return () => {
      unsubscribe();
      if (syncTimer) clearTimeout(syncTimer);
      if (hoverTimer) clearTimeout(hoverTimer);
      registerController(null);
      controller.destroy();
      view.destroy();
      set({ view: null });
    };
    // The editor is created once per mount; its inputs are only the initial values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className="draft-editor" data-drop-hint={translate(uiLang, "dropHere")} />;
}
