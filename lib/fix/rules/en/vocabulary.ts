// Model vocabulary → plain words, inflected to fit: a verb keeps its tense, number and
// person (leveraged → used, delves into → looks into), a noun its number (endeavors →
// efforts), and an article before the new word agrees with it (an intricate → a complex).
import { formsOf, inflectPhrase, plural, verbForms, type VerbForm } from "../../en/inflect";
import type { FixSite } from "../../site";
import type { Proposal } from "../../types";
import { rule, wordAfter, wordsBefore } from "../define";

interface VerbEntry {
  /** Base form of the word in the text. */
  base: string;
  /** Plain verbs (or phrases inflected on their first word), best first. */
  to: string[];
  /** When the next word is this preposition, these replace verb + preposition ("delve into" → "look into", "explore"). */
  withNext?: { word: string; to: string[] };
  /** Skip when the next word is one of these ("provide with" needs a different sentence). */
  notBefore?: string[];
  /** Only as a verb: skip after a determiner or adjective-like word ("a showcase", "the impact"). */
  nounToo?: boolean;
}

const VERBS: VerbEntry[] = [
  { base: "delve", to: ["look"], withNext: { word: "into", to: ["look into", "explore", "examine"] } },
  { base: "leverage", to: ["use", "draw on", "make use of"], nounToo: true },
  { base: "utilize", to: ["use"] },
  { base: "utilise", to: ["use"] },
  { base: "foster", to: ["encourage", "build", "support"] },
  { base: "showcase", to: ["show", "display"], nounToo: true },
  { base: "harness", to: ["use", "tap"], nounToo: true },
  { base: "elevate", to: ["raise", "improve", "lift"] },
  { base: "streamline", to: ["simplify"] },
  { base: "bolster", to: ["strengthen", "support"] },
  { base: "spearhead", to: ["lead"], nounToo: true },
  { base: "underpin", to: ["support", "underlie"] },
  { base: "resonate", to: ["ring true"], withNext: { word: "with", to: ["appeal to", "speak to", "strike a chord with"] } },
  { base: "align", to: ["agree"], withNext: { word: "with", to: ["fit", "match", "agree with"] } },
  { base: "enhance", to: ["improve", "increase"] },
  { base: "ensure", to: ["make sure"], notBefore: ["the", "a", "an", "its", "their", "his", "her", "our", "your", "safety", "quality", "compliance", "success"] },
  { base: "provide", to: ["offer", "give"], notBefore: ["with", "for", "that", "them", "him", "her", "us", "me", "you", "students", "users", "people", "customers", "patients", "readers"] },
  { base: "impact", to: ["affect"], nounToo: true },
  { base: "empower", to: ["enable", "help"] },
  { base: "revolutionize", to: ["transform", "change"] },
  { base: "revolutionise", to: ["transform", "change"] },
  { base: "embark", to: ["start"], withNext: { word: "on", to: ["start", "begin"] } },
  { base: "garner", to: ["get", "draw", "win"] },
  { base: "underscore", to: ["show", "stress"] },
];

interface NounEntry {
  singular: string;
  to: string[];
  /** Uncountable targets keep one form ("a plethora of" → "many"). */
  pluralToo?: boolean;
}

const NOUNS: NounEntry[] = [
  { singular: "endeavor", to: ["effort", "attempt"], pluralToo: true },
  { singular: "endeavour", to: ["effort", "attempt"], pluralToo: true },
  { singular: "tapestry", to: ["mix", "blend"], pluralToo: true },
  { singular: "realm", to: ["field", "area", "world"], pluralToo: true },
  { singular: "synergy", to: ["cooperation", "combined effect"], pluralToo: true },
  { singular: "intricacy", to: ["detail", "complexity"], pluralToo: true },
  { singular: "interplay", to: ["interaction"], pluralToo: true },
  { singular: "insight", to: ["finding", "idea", "view"], pluralToo: true },
  { singular: "impact", to: ["effect"], pluralToo: true },
  { singular: "approach", to: ["method", "way"], pluralToo: true },
  { singular: "understanding", to: ["grasp", "knowledge"] },
  { singular: "variety", to: ["range", "mix"] },
  { singular: "landscape", to: ["scene", "field"], pluralToo: true },
];

/** Adjectives, adverbs and set phrases: no inflection, only the article and the capital. */
const FIXED: Record<string, string[]> = {
  multifaceted: ["complex", "many-sided", "varied"],
  intricate: ["complex", "detailed", "elaborate"],
  nuanced: ["subtle", "careful", "fine-grained"],
  holistic: ["broad", "rounded", "overall"],
  invaluable: ["very useful", "essential"],
  meticulous: ["careful", "thorough"],
  meticulously: ["carefully", "thoroughly"],
  commendable: ["admirable", "praiseworthy"],
  paramount: ["essential", "most important"],
  noteworthy: ["notable", "worth noting"],
  unwavering: ["steady", "firm", "steadfast"],
  overarching: ["overall", "main"],
  plethora: ["lot", "great many"],
  myriad: ["many", "countless"],
  significant: ["major", "large", "important"],
  significantly: ["greatly", "considerably", "markedly"],
  fundamental: ["basic", "core"],
  various: ["different", "several", "many"],
  numerous: ["many"],
  unique: ["distinctive", "particular", "unusual"],
  diverse: ["varied", "different", "mixed"],
  valuable: ["useful", "worthwhile"],
  effective: ["useful", "successful", "working"],
  effectively: ["well", "successfully"],
  efficient: ["economical", "quick"],
  // Not "quickly": efficiency is economy of effort, not speed ("efficiently capture turbulent dynamics").
  efficiently: ["economically", "well"],
  particularly: ["especially", "above all"],
  specifically: ["in particular", "especially"],
  novel: ["new", "original"],
  key: ["important", "main", "central"],
  crucial: ["important", "central", "essential"],
  essential: ["necessary", "needed", "basic"],
  vital: ["important", "necessary", "essential"],
  comprehensive: ["thorough", "full", "complete"],
  robust: ["strong", "sturdy", "solid"],
  innovative: ["new", "inventive", "original"],
  potential: ["possible", "likely"],
  including: ["such as", "like"],
  "a variety of": ["several", "many", "different"],
  "a wide range of": ["many", "all kinds of"],
  "wide range": ["broad range", "broad mix"],
  "a comprehensive guide": ["a guide", "a full guide"],
  "step-by-step guide": ["guide"],
  "the ultimate guide": ["a guide", "the guide"],
  "in-depth guide": ["detailed guide"],
  "ever-changing world": ["changing world"],
  "fast-paced world": ["busy world"],
  "deep dive": ["close look"],
  "key takeaways": ["main points"],
  "valuable insights": ["useful findings", "useful ideas"],
  "actionable insights": ["practical advice", "practical findings"],
  "navigate the complexities": ["deal with the difficulties", "work through the details"],
  "navigating the complexities": ["dealing with the difficulties", "working through the details"],
  "intricate interplay": ["interaction", "close interaction"],
  "complex interplay": ["interaction", "close interaction"],
  "embark on a journey": ["set out", "begin"],
};

const DETERMINERS = new Set(["a", "an", "the", "this", "that", "these", "those", "its", "their", "his", "her", "our", "your", "my", "any", "no", "each", "every", "some", "much", "more", "most", "less", "greater", "big", "bigger", "large", "larger", "positive", "negative", "huge", "lasting", "direct", "real", "economic", "social", "environmental", "significant", "major", "profound", "potential", "overall", "such", "new", "different", "similar", "unique", "holistic", "innovative", "practical", "comprehensive", "deeper", "better", "clear", "basic", "fresh", "valuable", "collaborative"]);
const ARTICLES = new Set(["a", "an", "the", "its", "their", "his", "her", "our", "your", "my"]);
const HAVE_BE = new Set(["have", "has", "had", "having", "been", "be", "is", "are", "was", "were", "being", "get", "gets", "got", "'ve", "’ve"]);

const VERB_BEFORE = new Set(["i", "we", "you", "they", "he", "she", "it", "this", "that", "which", "who", "to", "will", "would", "can", "could", "may", "might", "must", "should", "shall", "does", "do", "did", "not", "also", "often", "directly", "further", "greatly", "deeply", "negatively", "positively", "significantly", "that's", "they'll", "we'll", "can't", "won't", "don't", "doesn't", "didn't"]);

function participleAdjective(prev: string | undefined): boolean {
  return prev !== undefined && prev.length > 4 && /(?:ing|ed)$/.test(prev) && !HAVE_BE.has(prev) && !VERB_BEFORE.has(prev);
}

/** "cancer's", "the players'": a possessive, so the next word is a noun. */
const possessive = (w: string | undefined) => w !== undefined && /(?:['’]s|s['’])$/.test(w);

function nounContext(prev: string | undefined, next: string | undefined): boolean {
  if (next === "of") return true;
  if (prev === undefined) return true;
  if (possessive(prev)) return true;
  if (VERB_BEFORE.has(prev) || /ly$/.test(prev)) return false;
  if (DETERMINERS.has(prev) || /^(?:of|for|on|in|with|and|or)$/.test(prev)) return true;
  // An adjective before it: "detrimental impact", "seamless impact".
  return /(?:al|ous|ive|ful|less|ic|ent|ant|able|ible|ary|ory|ish)$/.test(prev);
}

// Every form of every verb, to its entry (the first entry that has it, as a scan in table order would find).
let verbIndex: Map<string, { entry: VerbEntry; forms: VerbForm[] }> | null = null;

function verbEntry(word: string): { entry: VerbEntry; forms: VerbForm[] } | null {
  if (!verbIndex) {
    verbIndex = new Map();
    for (const entry of VERBS) {
      for (const form of Object.values(verbForms(entry.base))) {
        if (!verbIndex.has(form)) verbIndex.set(form, { entry, forms: formsOf(form, entry.base) });
      }
    }
  }
  return verbIndex.get(word.toLowerCase()) ?? null;
}

/** Which form to give the new verb: the one the old word has; past or participle by the words before. */
function pickForm(forms: VerbForm[], before: string[]): VerbForm {
  if (forms.length === 1) return forms[0];
  if (forms.includes("participle") && before.some((w) => HAVE_BE.has(w))) return "participle";
  if (forms.includes("past")) return "past";
  // base and s never coincide; base vs participle of "set"-like verbs: base.
  return forms[0];
}

function proposeVerb(site: FixSite, id: string): Proposal[] {
  if (!/^[A-Za-z]+$/.test(site.span)) return [];
  const found = verbEntry(site.span);
  if (!found) return [];
  const { entry, forms } = found;
  const before = wordsBefore(site.text, site.start, 3);
  const prev = before.at(-1);
  // A word that is also a noun ("the impact", "its detrimental impact", "a seamless impact",
  // "the impact of") is not this verb.
  if (entry.nounToo && nounContext(prev, wordAfter(site.text, site.end)?.word.toLowerCase())) return [];
  // "the devastating impact it can have": a base form after a participle used as an adjective is the noun
  // (a verb there would need "being"/"having" before it, which HAVE_BE keeps).
  if (entry.nounToo && forms.includes("base") && participleAdjective(prev)) return [];
  // "its costly impact", "a deeply lasting impact": an article or possessive two words back makes it the noun.
  if (entry.nounToo && forms.includes("base") && before.length >= 2 && ARTICLES.has(before[before.length - 2])) return [];
  const next = wordAfter(site.text, site.end);
  const nextWord = next?.word.toLowerCase();
  if (entry.nounToo && (nextWord === "on" || nextWord === "of") && !forms.includes("base") && forms.includes("s")) return [];
  // "during low-speed impacts or after accidents": an -s form after a compound modifier, or with no object
  // after it (a conjunction or the clause's end), is the plural noun, which "affects" would turn into a verb.
  if (entry.nounToo && forms.includes("s") && !forms.includes("base") && ((prev !== undefined && prev.includes("-")) || !nextWord || /^[,.;:!?)]/.test(site.after(1)) || /^(?:or|and|were|are|have|from|during|in|at)$/.test(nextWord))) return [];
  if (entry.notBefore && nextWord && entry.notBefore.includes(nextWord)) return [];
  // "provide the drivers with protection": "offer"/"give" take no "with" ("offer the drivers with" does not parse).
  if (entry.base === "provide" && /^(?:\s+[\w'’-]+){1,3}\s+with\b/i.test(site.after(40))) return [];
  // "ensure efficiency and safety": "make sure" takes a clause ("make sure that…", "make sure voters are…"), not a
  // bare noun phrase; offered only when a clause's verb follows within a few words.
  if (entry.base === "ensure" && nextWord !== "that" && !/^(?:they|we|you|he|she|it|i|everyone|everybody|nobody|no one|all)$/.test(nextWord ?? "") && !/^(?:\s+[\w'’-]+){1,4}?\s+(?:is|are|was|were|has|have|had|can|will|would|could|should|may|might|must|do|does|did|get|gets|stay|stays|remain|remains|receive|receives|know|knows|feel|feels|understand|understands)\b/i.test(site.after(50).split(/[,.;:!?]/)[0])) return [];
  // "provide significant challenges": one offers help, not problems.
  if (entry.base === "provide" && /^(?:\s+\w+){0,2}\s+(?:challenges?|problems?|risks?|threats?|obstacles?|difficult\w*)\b/i.test(site.after(40))) return [];
  const form = pickForm(forms, before);
  const out: Proposal[] = [];
  if (entry.withNext && next && nextWord === entry.withNext.word) {
    for (const t of entry.withNext.to) out.push(site.replace(inflectPhrase(t, form), id, "replace", site.start, next.end));
  }
  for (const t of entry.to) out.push(site.replace(inflectPhrase(t, form), id));
  return out;
}

function proposeNoun(site: FixSite, id: string): Proposal[] {
  const w = site.key;
  for (const entry of NOUNS) {
    const isPlural = w === plural(entry.singular);
    if (w !== entry.singular && !isPlural) continue;
    // "impact"/"approach" as verbs belong to proposeVerb; a noun follows a determiner or precedes of/on/to.
    const twoBack = wordsBefore(site.text, site.start, 2);
    const prev = twoBack.at(-1);
    const nextWord = wordAfter(site.text, site.end)?.word.toLowerCase();
    const nounish = (prev !== undefined && DETERMINERS.has(prev)) || possessive(prev) || (!isPlural && participleAdjective(prev)) || (twoBack.length === 2 && ARTICLES.has(twoBack[0])) || nextWord === "of" || nextWord === "on" || nextWord === "to" || nextWord === "into" || isPlural;
    if (!nounish) return [];
    // "low-speed impacts", "meteorite impacts": collisions, not effects.
    if (entry.singular === "impact" && prev !== undefined && /(?:speed|velocity|energy)$|^(?:meteor|meteorite|asteroid|comet|bullet|frontal|rear|side|head-on)$/.test(prev)) return [];
    // "insights into the universe", "gain insights from data": findings are not "into" anything, nor gained.
    if (entry.singular === "insight" && (nextWord === "into" || (prev !== undefined && /^(?:gain|gains|gained|gaining|glean|gleaned|get|got)$/.test(prev)))) return [];
    // "the optimization landscape", "energy landscape": a term of art (the surface of a function), not a scene.
    if (entry.singular === "landscape" && prev !== undefined && /^(?:optimi[sz]ation|loss|energy|fitness|error|likelihood|objective|potential|free-energy|adaptive|evolutionary|genetic|epigenetic|conformational|search|parameter|solution)$/.test(prev)) return [];
    // "the understanding of the forces", "mutual understanding": neither "grasp" nor "knowledge"
    // says it there; "our understanding of X" → "our grasp of X" does.
    if (entry.singular === "understanding" && !(possessive(prev) || (prev !== undefined && /^(?:our|their|his|her|my|your|its|better|clearer|firm|solid|good)$/.test(prev))) ) return [];
    if (entry.singular === "understanding" && nextWord !== "of") return [];
    // "approach to X" is idiom ("a way of handling X"): neither "method to" nor "way to" says it.
    if (entry.singular === "approach" && nextWord === "to") return [];
    return entry.to.map((t) => site.replace(isPlural && entry.pluralToo ? plural(t) : t, id));
  }
  return [];
}

/**
 * The sentence reports a study's result: a trial, a sample, a p-value, a control group, a
 * measured difference between groups. There "significant(ly)" can be the statistical term.
 */
const STATISTICAL = /\b(?:stud(?:y|ies)|trials?|p\s*[<=>≤]|p-values?|placebo|randomi[sz]ed|cohorts?|participants|patients|subjects|respondents|control group|statistic\w*|regression|correlat\w*|meta-analys[ie]s|confidence intervals?|odds ratio|hazard ratio|samples?|experiment\w*|survey\w*|compared (?:with|to)|versus|vs\.?|baseline|outcomes?|efficacy|treatment groups?|mice|rats)\b/i;
function statisticalContext(site: FixSite): boolean {
  return STATISTICAL.test(site.sentenceText());
}

function proposeFixed(site: FixSite, id: string): Proposal[] {
  const alts = FIXED[site.key];
  if (!alts) return [];
  const next = wordAfter(site.text, site.end)?.word.toLowerCase();
  const prev = wordsBefore(site.text, site.start, 1)[0];
  switch (site.key) {
    // "a plethora of", "a myriad of" → "many": the article and "of" go with it.
    case "plethora":
    case "myriad": {
      const m = /^\s+of\s+/.exec(site.after(6));
      const art = /(?:^|\s)(an?|the)\s+$/i.exec(site.before(5));
      if (m && art) return [site.replace("many", id, "replace", site.start - art[0].trimStart().length, site.end + m[0].length - 1)];
      if (site.key === "myriad" && !m) return [site.replace("many", id)];
      return [];
    }
    case "significant":
      // In a sentence about a study, a trial or a measured effect "significant" may be the
      // statistical claim (p < 0.05), which "major" or "large" would turn into a size: it stays.
      if (statisticalContext(site)) return [];
      // "the findings are highly significant" is the statistical claim: it stays.
      if (prev === "highly") return [];
      // "a more significant contributor" compares: "important" takes more/most, "major" does not.
      // After an adverb too ("politically significant"): "politically major" is not said.
      if (prev && (/^(?:more|most|less|least|very|so|too|particularly|especially|quite|rather)$/.test(prev) || (/ly$/.test(prev) && prev !== "statistically"))) return [site.replace("important", id)];
      // "a significant amount of iron" is a large one ("a major amount" is not said).
      if (next && /^(?:amounts?|numbers?|quantit(?:y|ies)|portions?|proportions?|shares?|percentages?|fractions?|sums?|volumes?)$/.test(next)) return [site.replace("large", id)];
      // "statistically significant" is a term of art; "the results were significant" may be one too.
      if (prev === "statistically" || next === "at" || next === "difference" || next === "differences" || next === "correlation") return [];
      if (prev && /^(?:is|are|was|were|be|been|being|remain|remains|remained|seem|seems|seemed|appear|appears|appeared|proved|prove|proves)$/.test(prev)) return [];
      // "Large" is a size: only before an amount (above). "A significant year" is a major or an
      // important one, never "a large year" (which is what was left when "major" echoed the sentence).
      return [site.replace("major", id), site.replace("important", id)];
    case "significantly":
      if (prev === "statistically" || next === "different" || next === "correlated") return [];
      // "patients improved significantly more" in a trial: the statistical claim, not "much".
      if (statisticalContext(site)) return [];
      // Before a comparative: "significantly higher" → "much higher".
      if (next && /(?:er|more|less|fewer|better|worse)$/.test(next)) return [site.replace("much", id), site.replace("far", id)];
      break;
    case "potential":
      // Only the adjective ("potential risks"); "the potential to" is a noun.
      if (prev && DETERMINERS.has(prev) && (next === "to" || next === "for" || next === "of")) return [];
      if (!next || /^(?:to|for|of|and|in|is|was)$/.test(next)) return [];
      break;
    case "including": {
      // "including X, Y and Z" lists examples; "prices, including tax" names a part.
      const rest = site.after(80);
      if (!/^[^.;:!?]{2,60}(?:,| and | or )/.test(rest)) return [];
      break;
    }
    case "efficient":
      // A term of art before an algorithm, a method or a market ("efficient algorithms").
      if (next && /^(?:algorithms?|methods?|implementations?|solvers?|code|markets?|estimators?|frontier|computation|data)$/.test(next)) return [];
      break;
    case "key":
      // Adjective before a noun only ("key factors"); "the key to" and "is key" stay.
      if (!next || /^(?:to|is|was|are|were|and|in|for|of)$/.test(next) || site.text[site.end] === ",") return [];
      // "the key advantage", "states are the key actors": after "the" it picks out one, which "main" says ("the important advantage" does not).
      if (prev === "the") return [site.replace("main", id), site.replace("central", id)];
      break;
    case "effective":
      // "proven effective", "is effective": the claim is that it works, which "useful" weakens.
      if (prev && /^(?:is|are|was|were|be|been|being|proven|proved|prove|remain|remains|remained|highly|clinically|not|generally|very|equally|less|least)$/.test(prev)) return [];
      // Predicative before a preposition or the clause's end ("effective against viruses", "was effective."): the same claim.
      if (!next || /^(?:against|for|in|at|when|if|than|as)$/.test(next) || /^[.,;:!?)]/.test(site.after(1))) return [];
      break;
    case "efficiently":
      // "more efficiently" compares efficiency itself: neither "more economically" nor "more well" says it.
      if (prev && /^(?:more|most|less|least|as|so|too|how)$/.test(prev)) return [];
      break;
    case "effectively":
      // "more effectively" compares: "more well" is not English; "more successfully" is.
      if (prev && /^(?:more|most|less|least|as|so|too|how)$/.test(prev)) return alts.filter((t) => t !== "well").map((t) => site.replace(t, id));
      // Before the verb it modifies ("by effectively utilizing") "well" cannot stand: "by well using" is not English.
      if (next && !/^(?:in|at|on|with|for|to|by|and|or|as|when|if|than)$/.test(next) && !/^[.,;:!?)]/.test(site.after(1))) return [site.replace("successfully", id)];
      break;
    case "unique":
      // "165,000 unique donors", "a unique IP address": distinct ones, counted, a sense "distinctive" does not have.
      if (next && /^(?:donors?|visitors?|users?|customers?|viewers?|listeners?|identifiers?|ids?|ip|urls?|addresses|values?|keys?|words?|entries|items?|individuals?|patients?|participants?|cases?|sequences?|combinations?|solutions?|names?|numbers?|codes?|tokens?|hits?)$/.test(next)) return [];
      break;
    case "fundamental":
      // "a fundamental reimagining/shift", "a fundamental driver": root-deep or chief, which "basic"
      // (simple, elementary) turns round; "fundamental forces/constants" are physics' terms.
      if (next && /^(?:changes?|shifts?|transformations?|reimagining|rethink(?:ing)?|overhaul|reforms?|restructuring|drivers?|causes?|questions?|challenges?|flaws?|problems?|differences?|disagreements?|tensions?|forces?|constants?|particles?|interactions?|physics|theorem|limits?|role|importance|values?)$/.test(next)) return [];
      break;
    case "crucial":
    case "essential":
    case "vital":
    case "valuable":
    case "diverse":
    case "novel":
    case "innovative":
    case "comprehensive":
    case "robust":
      if (next && (next === "to" || next === "for") && site.key === "essential") break;
      break;
    case "various":
    case "numerous":
      if (!next) return [];
      break;
  }
  return alts.map((t) => site.replace(t, id));
}

export const plainVocabulary = rule({
  id: "en.plain-word",
  // Reads up to 80 characters from the span (its longest look-ahead or look-behind).
  reach: 80,
  lang: "en",
  kind: "replace",
  patterns: ["en-ai-vocabulary", "en-undue-significance", "en-undue-notability", "en-promotional-language"],
  examples: [
    { before: "The study ⟦leveraged⟧ satellite data.", after: "The study used satellite data." },
    { before: "Each chapter ⟦delves⟧ into one river.", after: "Each chapter looks into one river." },
    { before: "The results were ⟦showcased⟧ at the fair.", after: "The results were shown at the fair." },
    { before: "She ⟦showcased⟧ her designs.", after: "She showed her designs." },
    { before: "It is an ⟦intricate⟧ design.", after: "It is a complex design." },
    { before: "We tried ⟦various⟧ methods.", after: "We tried different methods." },
    { before: "Prices were ⟦significantly⟧ higher.", after: "Prices were much higher." },
    { before: "The ⟦impact⟧ on prices was small.", after: "The effect on prices was small." },
    { before: "Storms ⟦impact⟧ the coast.", after: "Storms affect the coast." },
    { before: "It weighs the devastating ⟦impact⟧ it can have.", after: "It weighs the devastating effect it can have." },
    { before: "They saw a lasting ⟦impact⟧.", after: "They saw a lasting effect." },
    { before: "Insomnia is common, and so is its costly ⟦impact⟧.", after: "Insomnia is common, and so is its costly effect." },
    { before: "Rules that greatly ⟦impact⟧ families changed.", after: "Rules that greatly affect families changed." },
    { before: "A ⟦plethora⟧ of options exist.", after: "Many options exist." },
    { before: "Their ⟦endeavors⟧ failed.", after: "Their efforts failed." },
    { before: "The model was ⟦statistically significant⟧.", after: null },
    { before: "They found ⟦efficient⟧ algorithms for it.", after: null },
    { before: "The drug was proven ⟦effective⟧ in trials.", after: null },
    { before: "It was a politically ⟦significant⟧ idea.", after: "It was a politically important idea." },
    { before: "The gap was statistically ⟦significant⟧ here.", after: null },
    { before: "Antibiotics are generally not ⟦effective⟧ against viruses.", after: null },
    { before: "Firms can more ⟦effectively⟧ find fakes.", after: "Firms can more successfully find fakes." },
    { before: "By ⟦effectively⟧ using feedback, firms grow.", after: "By successfully using feedback, firms grow." },
    { before: "The study provides new ⟦insights⟧ into the universe.", after: null },
    { before: "It uses software to gain ⟦insights⟧ from data.", after: null },
    { before: "It helps to reduce cancer's ⟦impact⟧ and give hope.", after: "It helps to reduce cancer's effect and give hope." },
    { before: "It protects drivers during low-speed ⟦impacts⟧ or after accidents.", after: null },
    { before: "Few firms survive long-term ⟦impacts⟧ like these.", after: "Few firms survive long-term effects like these." },
    { before: "The idea is to ⟦provide⟧ the drivers with greater protection.", after: null },
    { before: "It is hard when it comes to ⟦ensuring⟧ efficiency and safety.", after: null },
    { before: "We work to ⟦ensure⟧ rural voters are not forgotten.", after: "We work to make sure rural voters are not forgotten." },
    { before: "Staff check them to ⟦ensure⟧ they meet the rules.", after: "Staff check them to make sure they meet the rules." },
    { before: "The ⟦key⟧ advantage of our method is speed.", after: "The main advantage of our method is speed." },
    { before: "Candidates need 165,000 ⟦unique⟧ donors.", after: null },
    { before: "It can ⟦efficiently⟧ capture turbulence.", after: "It can economically capture turbulence." },
    { before: "How to wire homes more ⟦efficiently⟧.", after: null },
    { before: "The findings are highly ⟦significant⟧.", after: null },
    { before: "We detect a ⟦significant⟧ amount of iron.", after: "We detect a large amount of iron." },
    { before: "In the trial, the drug was ⟦significantly⟧ more effective than placebo.", after: null },
    { before: "The study found a ⟦significant⟧ reduction in pain.", after: null },
    { before: "Patients in the treatment group improved ⟦significantly⟧ faster.", after: null },
    { before: "1865 was a ⟦significant⟧ year for Australia.", after: "1865 was a major year for Australia." },
    { before: "Our work has implications for the ⟦understanding⟧ of the forces.", after: null },
    { before: "It deepens our ⟦understanding⟧ of the forces.", after: "It deepens our grasp of the forces." },
    { before: "They reached a mutual ⟦understanding⟧ on trade.", after: null },
    { before: "It is not a tweak but a ⟦fundamental⟧ reimagining of housing.", after: null },
    { before: "Fractions are a ⟦fundamental⟧ part of mathematics.", after: "Fractions are a basic part of mathematics." },
    { before: "We study the optimization ⟦landscape⟧ of the loss.", after: null },
    { before: "Tribalism defines the political ⟦landscape⟧.", after: "Tribalism defines the political scene." },
  ],
  propose(site, id) {
    const verb = proposeVerb(site, id);
    if (verb.length) return verb;
    const noun = proposeNoun(site, id);
    if (noun.length) return noun;
    return proposeFixed(site, id);
  },
});

/** "In addition to his work, …" → "Besides his work, …"; mid-sentence "as well as". */
export const inAdditionTo = rule({
  id: "en.in-addition-to",
  lang: "en",
  kind: "replace",
  patterns: ["en-ai-vocabulary", "en-filler-phrases"],
  examples: [
    { before: "⟦In addition⟧ to his work, he painted.", after: "Besides his work, he painted." },
    { before: "She sings ⟦in addition⟧ to teaching.", after: "She sings as well as teaching." },
    { before: "⟦In addition⟧, the bridge reopened.", after: "The bridge reopened." },
  ],
  propose(site, id) {
    if (site.key !== "in addition") return null;
    const to = /^\s+to\s+/i.exec(site.after(5));
    if (!to) {
      // "In addition," at the head of a sentence: an empty opener.
      return site.atStart() ? site.delete(id) : null;
    }
    const end = site.end + to[0].length - 1;
    return site.atStart()
      ? [site.replace("Besides", id, "replace", site.start, end), site.replace("As well as", id, "replace", site.start, end)]
      : [site.replace("as well as", id, "replace", site.start, end), site.replace("besides", id, "replace", site.start, end)];
  },
});

export const EN_VOCABULARY_RULES = [inAdditionTo, plainVocabulary];
