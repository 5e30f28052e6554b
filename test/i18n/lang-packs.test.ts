// The editor page loads one UI language's pack at a time (lib/i18n/packs through
// lib/i18n/lookup.ts). A pack must say exactly what the full catalogue says, and a language
// not loaded yet must fail loudly rather than read as another language.
import assert from "node:assert/strict";
import { test } from "node:test";
import { en as findingsEn } from "../../lib/i18n/findings/en";
import { ja as findingsJa } from "../../lib/i18n/findings/ja";
import { ko as findingsKo } from "../../lib/i18n/findings/ko";
import { zh as findingsZh } from "../../lib/i18n/findings/zh";
import { addLangPack, bandLabel, categoryName, hasLangPack, languageName, messages } from "../../lib/i18n/lookup";
import { pack as enPack } from "../../lib/i18n/packs/en";
import { pack as jaPack } from "../../lib/i18n/packs/ja";
import { pack as koPack } from "../../lib/i18n/packs/ko";
import { pack as zhPack } from "../../lib/i18n/packs/zh";
import { ko as uiKo } from "../../lib/i18n/ui/ko";

test("with only the Korean pack loaded, Korean reads from it and the other languages are errors until loaded", () => {
  // This file never imports lib/i18n/catalogue, so nothing else is loaded in this process.
  assert.equal(hasLangPack("ko"), false);
  assert.throws(() => messages("ko"), /ko UI catalogue is not loaded/);
  addLangPack(koPack);
  assert.equal(messages("ko").tagline, uiKo.tagline);
  assert.equal(categoryName("ko", "language"), "언어");
  assert.equal(languageName("ko", "en"), "영어");
  for (const lang of ["en", "zh", "ja"] as const) assert.throws(() => messages(lang), new RegExp(`${lang} UI catalogue is not loaded`));
  addLangPack(jaPack);
  assert.equal(languageName("ja", "ko"), "韓国語");
});

test("each pack names what the full catalogue names: categories, families, languages, bands", () => {
  for (const [pack, full] of [[enPack, findingsEn], [koPack, findingsKo], [zhPack, findingsZh], [jaPack, findingsJa]] as const) {
    const { templates, ...names } = full;
    assert.ok(Object.keys(templates).length > 10, pack.lang);
    assert.deepEqual(pack.names, names, pack.lang);
    assert.equal("templates" in pack.names, false, `${pack.lang}: the page's pack carries no sentences`);
    addLangPack(pack);
    for (const key of Object.keys(full.bands)) {
      const [band, lower] = key.split("@");
      assert.equal(bandLabel(pack.lang, { band: band as never, range: [Number(lower), 100], label_en: "?" }), full.bands[key], `${pack.lang} ${key}`);
    }
  }
});
