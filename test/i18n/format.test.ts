// Numbers in reasons and labels read as each UI language's Intl writes them; the shortcut for
// small whole numbers must give the very same strings.
import assert from "node:assert/strict";
import test from "node:test";
import { num } from "../../lib/i18n/format";
import { UI_LANG_TAGS, type UiLang } from "../../lib/i18n/locales";

test("num writes every number as Intl does, in every UI language (small counts, large ones, negatives, decimals)", () => {
  const samples = [...Array.from({ length: 1200 }, (_, i) => i), 1000, 12345, 1234567, -1, -999, 0.5, 24.25, 999.9, 1e21, Number.NaN];
  for (const lang of Object.keys(UI_LANG_TAGS) as UiLang[]) {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(UI_LANG_TAGS[lang], { maximumFractionDigits: digits });
      for (const n of samples) assert.equal(num(lang, n, digits), intl.format(n), `${lang} ${n} (${digits} digits)`);
    }
  }
});
