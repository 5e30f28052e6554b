// The four interface languages and how a request or a browser picks one. Pure: the
// editor, the API routes, the worker and the report page all decide the same way.
export const UI_LANGS = ["en", "ko", "zh", "ja"] as const;
export type UiLang = (typeof UI_LANGS)[number];

/** Each language's own name, as a language menu shows it. */
export const UI_LANG_NAMES: Readonly<Record<UiLang, string>> = { en: "English", ko: "한국어", zh: "简体中文", ja: "日本語" };

/** The BCP 47 tag for `<html lang>`: Chinese is the Simplified script, so fonts and screen readers pick zh-Hans. */
export const UI_LANG_TAGS: Readonly<Record<UiLang, string>> = { en: "en", ko: "ko", zh: "zh-Hans", ja: "ja" };

/** The cookie that carries the editor's chosen language to the server's first render. */
export const UI_LANG_COOKIE = "patina-ui-lang";

export function isUiLang(value: unknown): value is UiLang {
  return typeof value === "string" && (UI_LANGS as readonly string[]).includes(value);
}

/** A language tag's UI language: its primary subtag, when it is one of ours ("zh-TW" reads as zh: the UI is Simplified). */
export function uiLangOfTag(tag: string): UiLang | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isUiLang(base) ? base : null;
}

/** The first supported language in a preference list (navigator.languages order), else null. */
export function firstUiLang(preferred: readonly string[]): UiLang | null {
  for (const tag of preferred) {
    const lang = uiLangOfTag(tag);
    if (lang) return lang;
  }
  return null;
}

/** The first supported language in a preference list, else English. */
export function pickUiLang(preferred: readonly string[]): UiLang {
  return firstUiLang(preferred) ?? "en";
}

/** An Accept-Language header's tags, most preferred first (q=0 dropped; ties keep header order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; at: number }[] = [];
  header.split(",").forEach((part, at) => {
    const [tag, ...params] = part.trim().split(";");
    if (!tag || tag === "*") return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (Number.isFinite(q) && q > 0) tags.push({ tag: tag.trim(), q, at });
  });
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/** A cookie header's value of `name`, or null. */
function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export interface LanguageSources {
  /** An explicit choice (`?uiLang=` or a request body field); wins when it names a UI language. */
  explicit?: string | null;
  /** The editor's remembered choice (UI_LANG_COOKIE). */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The UI language asked for: an explicit choice, then the remembered one, then the browser's preferences; null when none names one of ours. */
export function negotiateUiLang(sources: LanguageSources): UiLang | null {
  if (isUiLang(sources.explicit)) return sources.explicit;
  const remembered = cookieValue(sources.cookie, UI_LANG_COOKIE);
  if (isUiLang(remembered)) return remembered;
  return firstUiLang(parseAcceptLanguage(sources.acceptLanguage));
}

/**
 * negotiateUiLang for an HTTP request: `explicit` (a body field), `?uiLang=`, the cookie, then
 * Accept-Language; null when the request names none (an API client then reads the text's own language).
 */
export function requestUiLang(request: Pick<Request, "url" | "headers">, explicit?: unknown): UiLang | null {
  let fromQuery: string | null = null;
  try {
    fromQuery = new URL(request.url).searchParams.get("uiLang");
  } catch {
    fromQuery = null;
  }
  return negotiateUiLang({
    explicit: isUiLang(explicit) ? explicit : fromQuery,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
}
