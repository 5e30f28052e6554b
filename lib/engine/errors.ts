// Input errors of the engine. Both carry a message fit to show a user as is.
import { LANGS } from "./types";

export class EmptyTextError extends Error {
  constructor() {
    super("The text is empty: there is nothing to analyze.");
    this.name = "EmptyTextError";
  }
}

export class UnsupportedLanguageError extends Error {
  /** The language asked for, or null when none could be detected. */
  readonly lang: string | null;
  constructor(lang: string | null) {
    super(
      lang === null
        ? `No supported language detected: the text must be mostly Korean, English, Chinese or Japanese (${LANGS.join(", ")}).`
        : `Unsupported language "${lang}": expected one of ${LANGS.join(", ")} or auto.`,
    );
    this.name = "UnsupportedLanguageError";
    this.lang = lang;
  }
}
