// Proper-noun protection against terms and regexes (FORMAT.md, Protected spans): a pack's
// own capitalized words are a tell, names stay untouched, and numbers, dates, quotes and
// code never yield.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect } from "../../lib/detector/detect";
import { loadPacks } from "../../lib/packs/load";
import { onePack } from "../packs/helpers";
import { quoted } from "../helpers/finding-text";

const packs = loadPacks({
  "en-communication.md": onePack(
    `id: en-x-chatbot
number: 19
name: Chatbot phrases
strong: true
fix: Delete it.
matchers:
  - kind: terms
    terms: ["as an AI language model", "if I can help", "barack obama said", "top 10 tips", "the AI model", "tapestry"]
  - kind: regex
    regex: '\\bA Step-by-Step Guide\\b'
    requires: [" Guide"]`,
    { pack: "en-communication" },
    "## 19. Chatbot phrases",
  ),
});
const spans = (text: string) => detect(text, { packs, lang: "en" }).findings.map(quoted);

test("a chatbot phrase spelling 'AI' or 'I' is flagged whole", () => {
  assert.deepEqual(spans("As an AI language model, I cannot taste soup. Ask me if I can help with salt."), ["As an AI language model", "if I can help"]);
});

test("title-cased words the pack spells with capitals are flagged; a lowercase term leaves a name alone", () => {
  assert.deepEqual(spans("Baking Bread: A Step-by-Step Guide"), ["A Step-by-Step Guide"]);
  assert.deepEqual(spans("We met at Tapestry Hall. The tapestry was old."), ["tapestry"]);
});

test("names, numbers, quotes and code stay protected", () => {
  assert.deepEqual(spans("Yesterday Barack Obama said the dam would hold."), []);
  assert.deepEqual(spans("Here are my Top 10 tips for soup."), []);
  assert.deepEqual(spans(`He wrote "the AI model" on the board and ran \`the AI model\` later.`), []);
});
