// Every shipped pattern's name and fix guidance in the UI languages other than its own
// (a pattern's own language reads its pack). Keyed by pattern id; an entry is
// [name, fix, {matcher index: that matcher's fix}]. Where the tell is a form of the text's
// language (~적, 的/地/得, ~ている), the name keeps that form: it is what the writer will see.
import type { UiLang } from "../locales";
import { en } from "./en";
import { ja } from "./ja";
import { ko } from "./ko";
import { zh } from "./zh";

export type PatternEntry = readonly [name: string, fix: string, matcherFixes?: Readonly<Record<number, string>>];
export type PatternTexts = Readonly<Record<string, PatternEntry>>;

export const PATTERN_TEXT: Readonly<Record<UiLang, PatternTexts>> = { en, ko, zh, ja };
