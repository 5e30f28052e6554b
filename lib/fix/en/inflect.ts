// English inflection for the fix engine's closed vocabulary: the forms of the plain verbs
// and nouns it puts in (use, show, look at, effort…), and a/an. A small table and the
// spelling rules, not a tagger: the words are known in advance, so every form can be
// listed and tested (test/fix/en-inflect.test.ts checks the table against compromise).
// compromise itself (14.17.0) would add ~120 KB gzipped and ~100 ms of start-up to the
// analysis worker to conjugate some sixty verbs.

export type VerbForm = "base" | "s" | "past" | "participle" | "ing";

export interface VerbForms {
  base: string;
  s: string;
  past: string;
  participle: string;
  ing: string;
}

/** Irregular past / participle (and the odd -s or -ing) of the verbs the rules use. */
const IRREGULAR: Record<string, Partial<VerbForms>> = {
  be: { s: "is", past: "was", participle: "been", ing: "being" },
  have: { s: "has", past: "had", participle: "had" },
  do: { s: "does", past: "did", participle: "done" },
  go: { s: "goes", past: "went", participle: "gone" },
  get: { past: "got", participle: "gotten" },
  give: { past: "gave", participle: "given" },
  make: { past: "made", participle: "made" },
  take: { past: "took", participle: "taken" },
  show: { past: "showed", participle: "shown" },
  know: { past: "knew", participle: "known" },
  see: { past: "saw", participle: "seen" },
  find: { past: "found", participle: "found" },
  build: { past: "built", participle: "built" },
  lead: { past: "led", participle: "led" },
  hold: { past: "held", participle: "held" },
  bring: { past: "brought", participle: "brought" },
  keep: { past: "kept", participle: "kept" },
  run: { past: "ran", participle: "run" },
  set: { past: "set", participle: "set" },
  put: { past: "put", participle: "put" },
  cut: { past: "cut", participle: "cut" },
  begin: { past: "began", participle: "begun", ing: "beginning" },
  grow: { past: "grew", participle: "grown" },
  draw: { past: "drew", participle: "drawn" },
  tell: { past: "told", participle: "told" },
  speak: { past: "spoke", participle: "spoken" },
  meet: { past: "met", participle: "met" },
  become: { past: "became", participle: "become" },
  break: { past: "broke", participle: "broken" },
  choose: { past: "chose", participle: "chosen" },
  write: { past: "wrote", participle: "written" },
  mean: { past: "meant", participle: "meant" },
  feel: { past: "felt", participle: "felt" },
  think: { past: "thought", participle: "thought" },
  say: { s: "says", past: "said", participle: "said" },
  pay: { past: "paid", participle: "paid" },
  sell: { past: "sold", participle: "sold" },
  send: { past: "sent", participle: "sent" },
  spend: { past: "spent", participle: "spent" },
  stand: { past: "stood", participle: "stood" },
  win: { past: "won", participle: "won" },
  lose: { past: "lost", participle: "lost" },
  fall: { past: "fell", participle: "fallen" },
  rise: { past: "rose", participle: "risen" },
  let: { past: "let", participle: "let" },
  fit: { past: "fit", participle: "fit" },
  deal: { past: "dealt", participle: "dealt" },
  seek: { past: "sought", participle: "sought" },
  shed: { past: "shed", participle: "shed" },
  lay: { past: "laid", participle: "laid" },
  understand: { past: "understood", participle: "understood" },
  underlie: { past: "underlay", participle: "underlain", ing: "underlying" },
  lie: { ing: "lying" },
  ring: { past: "rang", participle: "rung" },
  strike: { past: "struck", participle: "struck" },
  undertake: { past: "undertook", participle: "undertaken" },
  sum: {},
};

const VOWEL = /[aeiou]/;

/** One stressed syllable ending consonant-vowel-consonant: the final consonant doubles (fit → fitting). */
function doubles(verb: string): boolean {
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb);
}

function regularS(verb: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function regularPast(verb: string): string {
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (doubles(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

function regularIng(verb: string): string {
  if (verb.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (doubles(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** Every form of a one-word verb. */
export function verbForms(base: string): VerbForms {
  const irregular = IRREGULAR[base] ?? {};
  const past = irregular.past ?? regularPast(base);
  return {
    base,
    s: irregular.s ?? regularS(base),
    past,
    participle: irregular.participle ?? past,
    ing: irregular.ing ?? regularIng(base),
  };
}

/** A verb phrase ("look at", "make sure", "draw on") inflected on its first word. */
export function inflectPhrase(phrase: string, form: VerbForm): string {
  const space = phrase.indexOf(" ");
  const head = space === -1 ? phrase : phrase.slice(0, space);
  return verbForms(head)[form] + (space === -1 ? "" : phrase.slice(space));
}

/** The forms of `base` that `word` can be (past and participle often coincide). */
export function formsOf(word: string, base: string): VerbForm[] {
  const forms = verbForms(base);
  const w = word.toLowerCase();
  return (Object.keys(forms) as VerbForm[]).filter((k) => forms[k] === w);
}

const PLURAL_IRREGULAR: Record<string, string> = { person: "people", child: "children", analysis: "analyses", basis: "bases", criterion: "criteria" };

export function plural(noun: string): string {
  const space = noun.lastIndexOf(" ");
  if (space !== -1) return noun.slice(0, space + 1) + plural(noun.slice(space + 1));
  if (PLURAL_IRREGULAR[noun]) return PLURAL_IRREGULAR[noun];
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "a" or "an" before a word, by its sound as far as spelling tells it. */
export function indefiniteArticle(word: string): "a" | "an" {
  const w = word.toLowerCase().replace(/^[^a-z0-9]+/, "");
  if (w === "") return "a";
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return "an";
  if (/^(?:one\b|once|uni(?![nmd])|use|usu|uti|ura|ure|uro|eu|ewe|u[bcfhjkqrst][aeiou])/.test(w)) return "a";
  if (/^[0-9]/.test(w)) return /^(?:8|11|18)/.test(w) ? "an" : "a";
  return VOWEL.test(w[0]) ? "an" : "a";
}

/** Capitalizes the first letter (the rest as written). */
export function capitalize(s: string): string {
  const i = s.search(/\p{L}/u);
  return i === -1 ? s : s.slice(0, i) + s[i].toUpperCase() + s.slice(i + 1);
}

export function isCapitalized(s: string): boolean {
  const i = s.search(/\p{L}/u);
  return i !== -1 && s[i] !== s[i].toLowerCase();
}
