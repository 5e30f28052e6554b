// The UI language's catalogue in the editor page. The page carries no language's words in
// its own scripts: it fetches the pack of the language it starts in before the editor first
// renders, and another only when the reader picks it, switching once that pack is in, so
// every string on screen is always in one language (never a flash of the old or of English).
import { addLangPack, hasLangPack, type LangPack } from "@/lib/i18n/lookup";
import type { UiLang } from "@/lib/i18n/locales";
import { useEditorStore } from "./store";

// One import() per language, so each is its own chunk.
const PACKS: Record<UiLang, () => Promise<{ pack: LangPack }>> = {
  en: () => import("@/lib/i18n/packs/en"),
  ko: () => import("@/lib/i18n/packs/ko"),
  zh: () => import("@/lib/i18n/packs/zh"),
  ja: () => import("@/lib/i18n/packs/ja"),
};

const pending = new Map<UiLang, Promise<void>>();

/** Loads a language's pack (once; a failed fetch is tried again on the next call). */
export function loadUiLang(lang: UiLang): Promise<void> {
  if (hasLangPack(lang)) return Promise.resolve();
  let p = pending.get(lang);
  if (!p) {
    p = PACKS[lang]().then(
      (m) => addLangPack(m.pack),
      (err: unknown) => {
        pending.delete(lang);
        throw err;
      },
    );
    pending.set(lang, p);
  }
  return p;
}

/** A pack's fetch, tried once more when the first fails. */
function loadUiLangTwice(lang: UiLang): Promise<void> {
  return loadUiLang(lang).catch(() => loadUiLang(lang));
}

/**
 * The page's first language: the chosen one's pack, or, when that cannot be fetched, English's,
 * so the editor and the draft open anyway (lazily: the page's scripts still carry no words). The
 * interface then speaks English and says so, with a retry (LangFallbackNotice). Rejects only when
 * no pack could be fetched at all (EditorLoader shows a retry in place of the editor).
 */
export async function startUiLang(lang: UiLang): Promise<void> {
  try {
    await loadUiLangTwice(lang);
    return;
  } catch (err) {
    if (lang === "en") throw err;
  }
  await loadUiLangTwice("en");
  useEditorStore.getState().set({ uiLang: "en", uiLangUnavailable: lang });
}

/** Switches the interface to `lang` once its words are loaded; the last choice wins when picks overlap. */
let latest: UiLang | null = null;
export function chooseUiLang(lang: UiLang): Promise<void> {
  latest = lang;
  return loadUiLang(lang).then(
    () => {
      if (latest === lang) useEditorStore.getState().set({ uiLang: lang, uiLangUnavailable: null });
    },
    () => {
      // Offline or a failed fetch: the interface stays in the language it speaks.
    },
  );
}
