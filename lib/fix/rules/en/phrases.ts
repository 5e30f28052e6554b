// English set phrases with a plain equivalent: copula avoidance ("serves as" → "is"),
// inflated significance ("plays a crucial role in" → "is central to"), zombie nouns
// ("make a decision on" → "decide on"), stacked hedges ("could potentially" → "could"),
// negative parallelism ("not just X but Y" → "X and Y"), promotional words and padding.
import { formsOf, inflectPhrase, verbForms, type VerbForm } from "../../en/inflect";
import type { Proposal } from "../../types";
import { rule, wordsBefore } from "../define";

/** Verbs said for "serves as a N" and the preposition after N that the verb absorbs ("a catalyst for growth" → "spurs growth"). */
const VERB_FOR_NOUN: Record<string, string> = { spurs: "for", links: "between" };

/** Fixed phrases (folded span) → plain words, best first. "" deletes the phrase. */
const PHRASES: Record<string, string[]> = {
  // copula avoidance
  "stands as": ["is"],
  "stand as": ["are"],
  "functions as": ["works as", "is"],
  "function as": ["work as", "are"],
  "acts as a": ["is a", "works as a"],
  "acts as an": ["is an", "works as an"],
  "boasts a": ["has a"],
  "boasts an": ["has an"],
  "boasting a": ["with a"],
  "represents a": ["is a"],
  "represents an": ["is an"],
  "serves as a testament": ["is a testament"],
  "serves as a reminder": ["is a reminder", "reminds us"],
  "serves as a catalyst": ["is a catalyst", "spurs"],
  "serves as a bridge": ["is a bridge", "links"],
  "serves as a beacon": ["is a beacon", "is an example"],
  "serves as a hub": ["is a hub", "is a centre"],
  "serves as": ["is"],
  "serve as": ["are"],
  // significance
  "testament to": ["sign of", "mark of"],
  "a testament to the": ["proof of the", "evidence of the"],
  // Significance is weight, not meaning ("the significance of these events").
  "the significance of": ["the weight of"],
  // Importance is not value ("the value of rural America"): the verb is the tell, the noun stays.
  "highlights the importance": ["stresses the importance", "shows the importance"],
  "highlighting the importance": ["stressing the importance", "showing the importance"],
  "highlights the significance": ["shows the weight", "stresses the weight"],
  "significant impact": ["large effect", "big effect", "major effect"],
  "profound impact": ["deep effect", "lasting effect"],
  "lasting impact": ["lasting effect", "long-term effect"],
  "enduring legacy": ["legacy"],
  "indelible mark": ["lasting mark"],
  "watershed moment": ["turning point"],
  "pivotal moment": ["turning point"],
  "paradigm shift": ["major change", "fundamental change"],
  "a new era": ["a new period", "a new stage"],
  "fundamental change": ["basic change", "deep change"],
  "fundamental shift": ["basic shift", "deep shift"],
  // Implications are not consequences (what follows from a finding, not what it causes).
  "far-reaching implications": ["broad implications", "wide implications"],
  "broader implications": ["wider consequences"],
  "transformative force": ["powerful force"],
  "sets the stage": ["prepares the ground"],
  "setting the stage": ["preparing the ground"],
  "a defining moment": ["a turning point"],
  "cannot be overstated": ["is great", "is large"],
  "can't be overstated": ["is great", "is large"],
  // notability and promotion
  // "a known horse" is one identified, not one famous: "known" only in "renowned for" (see propose).
  renowned: ["well-known", "famous", "noted"],
  "world-renowned": ["world-famous"],
  prominent: ["well-known", "leading"],
  esteemed: ["respected"],
  "widely recognized": ["well known", "recognized"],
  "widely recognised": ["well known", "recognised"],
  "widely acclaimed": ["praised", "much praised"],
  "critically acclaimed": ["praised by critics"],
  "critical acclaim": ["praise from critics"],
  "widespread acclaim": ["broad praise"],
  "widely regarded": ["considered"],
  "widely considered": ["considered"],
  "widely praised": ["praised"],
  "numerous awards": ["many awards"],
  "numerous accolades": ["many awards", "many honours"],
  accolades: ["awards", "honours"],
  "captured the hearts": ["won the affection", "won over the hearts"],
  "household name": ["well-known name"],
  "rising star": ["newcomer"],
  "widespread attention": ["wide attention", "attention"],
  "significant attention": ["much attention", "attention"],
  "considerable attention": ["much attention", "attention"],
  "made significant contributions": ["contributed greatly", "contributed much"],
  "has made significant contributions": ["has contributed greatly", "has contributed much"],
  nestled: ["set", "located"],
  "nestled in": ["in", "set in"],
  boasts: ["has"],
  boasting: ["with", "having"],
  breathtaking: ["striking", "spectacular"],
  "breathtaking views": ["wide views", "fine views"],
  stunning: ["striking", "beautiful"],
  vibrant: ["lively", "bright"],
  "vibrant community": ["lively community", "active community"],
  "world-class": ["excellent", "first-rate"],
  "a true gem": ["a real find"],
  "a true hidden gem": ["a real find"],
  seamless: ["smooth"],
  seamlessly: ["smoothly"],
  "cutting-edge": ["modern", "advanced", "latest"],
  "game-changing": ["important", "far-reaching"],
  groundbreaking: ["pioneering", "original", "new"],
  revolutionary: ["radical", "new"],
  unparalleled: ["exceptional", "unequalled"],
  transformative: ["far-reaching", "powerful"],
  exquisite: ["fine", "delicate"],
  empowering: ["enabling", "helping"],
  empower: ["enable", "help"],
  empowers: ["enables", "helps"],
  "state of the art": ["modern", "advanced"],
  "best-in-class": ["leading", "top"],
  "in the heart of": ["in the centre of", "in central"],
  "old-world charm": ["traditional charm"],
  "rich history": ["long history"],
  "rich cultural heritage": ["cultural heritage", "long cultural history"],
  "rich tapestry": ["mix", "wide mix"],
  effortlessly: ["easily"],
  "user-friendly": ["easy to use", "simple"],
  "hidden gem": ["find", "little-known place"],
  "innovative solution": ["new solution"],
  "next-generation": ["new", "newer"],
  unmatched: ["exceptional"],
  unrivaled: ["exceptional"],
  unrivalled: ["exceptional"],
  captivating: ["gripping", "absorbing", "engaging"],
  "awe-inspiring": ["impressive"],
  enchanting: ["charming", "delightful"],
  picturesque: ["pretty", "scenic"],
  bustling: ["busy", "lively"],
  "treasure trove": ["rich source", "storehouse"],
  "like never before": [""],
  "one-stop": ["single"],
  // padding and fixed phrases
  "due to the fact that": ["because"],
  "owing to the fact that": ["because"],
  "in light of the fact that": ["because"],
  "despite the fact that": ["although"],
  "at this point in time": ["now"],
  "in the event that": ["if"],
  "with regard to": ["about", "on"],
  "with regards to": ["about", "on"],
  "in regard to": ["about", "on"],
  "a wide range of": ["many", "all kinds of"],
  "a wide variety of": ["many", "all kinds of"],
  "a broad range of": ["many"],
  "a diverse range of": ["many", "varied"],
  "a vast array of": ["many"],
  "a plethora of": ["many"],
  "in order to": ["to"],
  "in order for": ["for"],
  "first and foremost": ["first"],
  "for all intents and purposes": ["in effect", "practically"],
  "all things considered": [""],
  // The duration is a claim ("will be felt for generations"): only the padding "to come" goes.
  "for years to come": ["for years"],
  "for generations to come": ["for generations"],
  "a step in the right direction": ["progress", "an improvement"],
  "continue to inspire": ["inspire"],
  "continues to inspire": ["inspires"],
  "continue to thrive": ["thrive"],
  "continues to thrive": ["thrives"],
  "continue to shape": ["shape"],
  "continues to shape": ["shapes"],
  "paving the way for": ["opening the way for", "leading to"],
  "pave the way for": ["open the way for", "lead to"],
  "paves the way for": ["opens the way for", "leads to"],
  "a lasting legacy": ["a legacy"],
  "a beacon of hope": ["a source of hope"],
  "stands as a beacon": ["is an example"],
  "exciting new chapter": ["new stage", "new phase"],
  "an exciting new chapter": ["a new stage", "a new phase"],
  "a brighter future": ["a better future"],
  "bright future": ["good future", "good prospects"],
  "a bright future": ["good prospects", "a good future"],
  "endless possibilities": ["many possibilities"],
  "limitless potential": ["great potential"],
  "exciting opportunities": ["new opportunities", "opportunities"],
  "is here to stay": ["will last"],
  "a win-win": ["good for both sides"],
  // challenges and prospects
  "poised to": ["likely to", "set to"],
  "poised for": ["set for", "ready for"],
  "it remains to be seen": ["it is unclear", "nobody knows yet"],
  "remains to be seen": ["is unclear", "is not yet known"],
  "in the years to come": ["in future", "later"],
  "looking ahead": [""],
  "going forward": [""],
  "moving forward": [""],
  "the road ahead": ["the future"],
  "ever-evolving": ["changing"],
  "ever-changing": ["changing"],
  "rapidly evolving": ["fast-changing", "changing"],
  "continues to evolve": ["is changing", "keeps changing"],
  "continue to evolve": ["keep changing"],
  "at a crossroads": ["at a turning point"],
  "challenges remain": ["problems remain"],
  "challenges and opportunities": ["problems and chances"],
  // definitional metaphor
  "the cornerstone of": ["the basis of", "the foundation of"],
  cornerstone: ["basis", "foundation"],
  cornerstones: ["bases", "foundations"],
  bedrock: ["basis", "foundation"],
  lifeblood: ["life", "mainstay"],
  linchpin: ["mainstay", "central part"],
  "north star": ["guide"],
  "a catalyst for": ["a spur to", "a driver of"],
  "the very fabric": ["the fabric"],
  "the fabric of": ["the structure of"],
  "the backbone of": ["the core of", "the mainstay of"],
  "a critical foundation": ["a foundation", "a basis"],
  "a solid foundation": ["a foundation", "a firm basis"],
  "the foundation upon which": ["the foundation on which", "the basis on which"],
  "upon which": ["on which"],
  "the heart of the matter": ["the core of the issue", "the main point"],
  // elegant variation: the plain name
  "the metropolis": ["the city"],
  "the urban center": ["the city"],
  "the urban centre": ["the city"],
  "the urban hub": ["the city"],
  "the bustling city": ["the city"],
  "the tech giant": ["the company"],
  "the search giant": ["the company"],
  "the retail giant": ["the company", "the retailer"],
  "the software giant": ["the company"],
  "the streaming giant": ["the company", "the service"],
  "the social media giant": ["the company", "the platform"],
  "the e-commerce giant": ["the company", "the retailer"],
  "the automaker": ["the company", "the carmaker"],
  "the island nation": ["the country"],
  "the coastal city": ["the city"],
  "the coastal town": ["the town"],
  "the iconic landmark": ["the landmark", "the building"],
  "the acclaimed author": ["the author"],
  "the talented artist": ["the artist"],
  "the aforementioned": ["this", "the"],
  // false ranges and comparisons
  "and beyond": [""],
  "and everything in between": [""],
  "and everything in-between": [""],
  "ever-increasing": ["growing", "rising"],
  "ever-growing": ["growing"],
  "more than ever": ["more"],
  "now more than ever": ["now"],
  "more important than ever": ["more important"],
  "more crucial than ever": ["more important"],
  "more than just": ["more than"],
  // No entry for "goes beyond": "exceeds" fits a quantity, not "goes beyond the surface level",
  // and "is more than" only a category ("goes beyond mere talk"); the card leaves it to the writer.
  // hedges that stand alone
  "it is possible that": ["perhaps", "possibly"],
  "it's possible that": ["perhaps", "possibly"],
  "it could be argued": ["arguably"],
  "it could potentially be argued": ["arguably", "it could be argued"],
  "generally speaking": ["generally", "usually"],
  // chat residue inside a sentence
  "based on the provided": ["based on the", "from the"],
  "the headline you provided": ["the headline"],
  "the title you provided": ["the title"],
  "the information you provided": ["the information", "this information"],
  "as requested": [""],
  "as you requested": [""],
};

/** Phrases that start a sentence lose their article with a capital ("Boasting a pool…"). */
export const plainPhrase = rule({
  id: "en.plain-phrase",
  lang: "en",
  kind: "replace",
  patterns: [
    "en-copula-avoidance",
    "en-undue-significance",
    "en-undue-notability",
    "en-promotional-language",
    "en-filler-phrases",
    "en-generic-positive-conclusion",
    "en-challenges-and-prospects",
    "en-definitional-metaphor",
    "en-elegant-variation",
    "en-false-ranges",
    "en-comparison-adverbs",
    "en-negative-parallelism",
    "en-excessive-hedging",
    "en-collaborative-artifacts",
    "en-ai-vocabulary",
  ],
  examples: [
    { before: "The old chapel ⟦serves as⟧ a concert hall.", after: "The old chapel is a concert hall." },
    { before: "Basto is a ⟦renowned⟧ dressage horse.", after: "Basto is a well-known dressage horse." },
    { before: "The town is ⟦renowned⟧ for its wine.", after: "The town is known for its wine." },
    { before: "Gela21 is a ⟦prominent⟧ rapper, known for his lyrics.", after: "Gela21 is a leading rapper, known for his lyrics." },
    { before: "The song is read as ⟦empowering⟧ women to leave.", after: null },
    { before: "She has become a ⟦household name⟧ in fashion.", after: "She has become a well-known name in fashion." },
    { before: "The study ⟦highlights the importance⟧ of sleep.", after: "The study stresses the importance of sleep." },
    { before: "The film ⟦goes beyond⟧ the surface level and shows daily life.", after: null },
    { before: "The results have ⟦far-reaching implications⟧ for physics.", after: "The results have broad implications for physics." },
    { before: "The villa ⟦boasts a⟧ pool.", after: "The villa has a pool." },
    { before: "Feedback ⟦serves as a catalyst⟧ for growth.", after: "Feedback is a catalyst for growth." },
    { before: "The bridge is a ⟦testament to⟧ their skill.", after: "The bridge is a sign of their skill." },
    { before: "⟦Due to the fact that⟧ it rained, we stayed in.", after: "Because it rained, we stayed in." },
    { before: "The park will be enjoyed ⟦for years to come⟧.", after: "The park will be enjoyed for years." },
    { before: "His influence will be felt ⟦for generations to come⟧.", after: "His influence will be felt for generations." },
    { before: "The town is ⟦nestled in⟧ a valley.", after: "The town is in a valley." },
    { before: "It was a ⟦watershed moment⟧ for the city.", after: "It was a turning point for the city." },
    { before: "⟦The metropolis⟧ also has good trams.", after: "The city also has good trams." },
    { before: "The firm is ⟦poised to⟧ grow.", after: "The firm is likely to grow." },
    { before: "They were ⟦more than just⟧ neighbours.", after: "They were more than neighbours." },
    { before: "Gase will coach for the 2016 season ⟦and beyond⟧.", after: null },
    { before: "It serves fans in Europe ⟦and beyond⟧.", after: "It serves fans in Europe." },
  ],
  propose(site, id) {
    const alts = PHRASES[site.key];
    if (!alts) return null;
    // "for the 2016 season and beyond", "through 2030 and beyond": after a date or a season the
    // range is the content (a contract, a forecast), not a flourish; cutting it changes the claim.
    if (site.key === "and beyond" && /(?:\d|\b(?:season|seasons|year|years|decade|century|term|quarter|semester|202\d|20\d\ds))\s*$/i.test(site.before(24))) return [];
    const out: (Proposal | null)[] = [];
    const beforeNoun = /^\s+[a-z]/.test(site.after(3)) && !/^\s+(?:and|or|to|for|of|in|on|with|as|by|is|are|was|were)\b/.test(site.after(8));
    for (const t of alts) {
      // Before a noun a phrase takes its hyphens: "an easy-to-use design".
      if (site.key === "user-friendly" && t === "easy to use" && beforeNoun) {
        out.push(site.replace("easy-to-use", id));
        continue;
      }
      // "The old chapel serves as a concert hall" needs a singular subject for "is": "serve as" → "are" only after a plural.
      if (site.key === "serves as" || site.key === "serve as") {
        const prev = wordsBefore(site.text, site.start, 1)[0];
        if (prev === "to" || prev === "will" || prev === "can" || prev === "could" || prev === "would" || prev === "may" || prev === "might" || prev === "must" || prev === "should") {
          out.push(site.replace("be", id));
          break;
        }
      }
      // "renowned for its wines" → "known for its wines"; "a renowned horse" → "a well-known horse".
      if (site.key === "renowned" && /^\s+for\b/i.test(site.after(5))) {
        out.push(site.replace("known", id));
        break;
      }
      // "a prominent rapper, known for…": "well-known" would say "known" twice.
      if (t === "well-known" && /\bknown\b/i.test(site.after(60))) continue;
      // "empowering women": the term of art for gaining rights and standing, which "enabling" does not say.
      if (/^empower/.test(site.key) && /^\s+(?:women|girls|communities|minorities|workers|citizens|patients|marginali[sz]ed)\b/i.test(site.after(16))) return [];
      // A verb said for "serves as a catalyst/bridge" takes the object itself: "spurs growth", not "spurs for growth".
      const takes = VERB_FOR_NOUN[t];
      if (takes) {
        const m = /^\s+([a-z]+)\s/i.exec(site.after(12));
        if (m && m[1].toLowerCase() === takes) {
          out.push(site.replace(t, id, "replace", site.start, site.end + m[0].length - 1));
          continue;
        }
        if (m && /^(?:for|between|to|of|in|on|with|from)$/i.test(m[1])) continue;
      }
      out.push(t === "" ? site.delete(id) : site.replace(t, id));
    }
    return out;
  },
});

/** "a testament to" reads better as a verb: "is a testament to X" → "shows X". */
export const testamentToShows = rule({
  id: "en.testament-shows",
  // Reads up to 40 characters from the span (its longest look-ahead or look-behind).
  reach: 40,
  lang: "en",
  kind: "restructure",
  patterns: ["en-undue-significance", "en-promotional-language", "en-copula-avoidance"],
  examples: [
    { before: "The bridge is a ⟦testament to⟧ their skill.", after: "The bridge shows their skill." },
    { before: "Her career ⟦stands as a⟧ testament to hard work.", after: "Her career shows hard work." },
  ],
  propose(site, id) {
    const from = Math.max(site.sentence.start, site.start - 20);
    const window = site.text.slice(from, site.end + 40);
    const m = /\b(is|was|are|were|stands as|stood as|serves as|served as|remains)\s+(?:a|an|the)\s+(?:true\s+|living\s+|lasting\s+)?testament\s+to(?:\s+the)?\s/i.exec(window);
    if (!m) return null;
    const start = from + m.index;
    const end = start + m[0].length;
    if (end < site.end || start > site.start) return null;
    const verb = m[1].toLowerCase();
    const past = verb === "was" || verb === "were" || verb === "stood as" || verb === "served as";
    const plural = verb === "are" || verb === "were";
    const tail = /\sthe\s$/i.test(m[0]) ? " the " : " ";
    const shows = past ? "showed" : plural ? "show" : "shows";
    return site.edit(start, end, `${shows}${tail}`, id, "restructure", m[0], `${shows}${tail}`);
  },
});

/** Adverbs that stand before a full verb but after a finite "be" ("also plays" → "is also"). */
const MID_ADVERBS = new Set(["also", "often", "still", "now", "always", "usually", "increasingly", "further", "thus", "therefore", "likewise", "similarly", "clearly", "certainly", "surely", "undoubtedly"]);

/** Singular words that end in -s. */
const SINGULAR_IN_S = new Set(["news", "series", "species", "means", "physics", "mathematics", "economics", "politics", "ethics", "this", "its", "his", "hers", "yours", "ours", "theirs", "was", "has", "is", "does", "us", "bus", "gas", "lens", "analysis", "basis", "crisis", "thesis", "status", "campus", "virus", "census", "bonus", "focus", "process"]);

/** A plural noun head by its spelling ("ports", "cities"), not -ss/-us/-is or a possessive. */
function looksPlural(word: string): boolean {
  if (!word || SINGULAR_IN_S.has(word) || /(?:ss|us|is|'s|’s)$/.test(word)) return false;
  return /[a-z]s$/.test(word) || word === "people" || word === "children";
}

/** "plays a crucial role in" → "is central to"; the tense and person of "play" stay. */
export const roleInflation = rule({
  id: "en.role-inflation",
  // Reads up to 64 characters from the span (its longest look-ahead or look-behind).
  reach: 64,
  lang: "en",
  kind: "restructure",
  patterns: ["en-undue-significance", "en-filler-phrases"],
  examples: [
    { before: "Water ⟦plays a crucial role⟧ in farming.", after: "Water is central to farming." },
    { before: "The port ⟦played a pivotal role⟧ in the war.", after: "The port was central to the war." },
    { before: "Parents ⟦play a key role⟧ in learning.", after: "Parents are central to learning." },
    { before: "Small decisions ⟦play a significant role⟧ in happiness.", after: "Small decisions are important to happiness." },
    { before: "It ⟦plays an important role⟧ in keeping you healthy.", after: "It is important for keeping you healthy." },
    { before: "Marxism also ⟦plays an important role⟧ in theory.", after: "Marxism is also important to theory." },
    { before: "Ports often ⟦played a key role⟧ in trade.", after: "Ports were often central to trade." },
    { before: "Parents can also ⟦play a key role⟧ in learning.", after: "Parents can also be central to learning." },
    { before: "Ports ⟦played a key role⟧ in trade.", after: "Ports were central to trade." },
    { before: "The news ⟦played a key role⟧ in the vote.", after: "The news was central to the vote." },
  ],
  propose(site, id) {
    const m = /^(play|plays|played|playing)\s+(?:a|an)\s+(pivotal|crucial|vital|key|central|significant|important|major|instrumental|critical|fundamental)\s+role\s+in\b/i.exec(site.text.slice(site.start, site.start + 60));
    if (!m) return null;
    const verb = m[1].toLowerCase();
    const prev = wordsBefore(site.text, site.start, 2);
    if (verb === "playing") return null;
    let be: string;
    if (verb === "plays") be = "is";
    else if (verb === "played") be = prev.some((w) => w === "have" || w === "has" || w === "had") ? "been" : "was";
    else be = prev.some((w) => ["to", "will", "can", "could", "would", "may", "might", "must", "should"].includes(w)) ? "be" : "are";
    // The subject's number, read past a mid-position adverb ("Ports often played" → "were").
    const words = wordsBefore(site.text, site.start, 3).filter((w) => !MID_ADVERBS.has(w));
    const subject = words[words.length - 1] ?? "";
    if (verb === "played" && be === "was" && (/^(?:they|we|you|these|those)$/.test(subject) || looksPlural(subject))) be = "were";
    const end = site.start + m[0].length;
    // "Marxism also plays a role in" → "is also important to": a mid-position adverb goes after
    // the finite "be" ("also is important" is not the order English uses).
    const before = /^(is|are|was|were)$/.test(be) ? /\b([a-z]+)\s+$/i.exec(site.text.slice(Math.max(0, site.start - 20), site.start)) : null;
    const adverb = before && MID_ADVERBS.has(before[1].toLowerCase()) ? before : null;
    const from = adverb ? site.start - adverb[0].length : site.start;
    const lead = adverb ? `${be} ${adverb[1]}` : be;
    const said = site.text.slice(from, end);
    const as = (words: string) => site.edit(from, end, `${lead} ${words}`, id, "restructure", said, `${lead} ${words}`);
    // An important or significant role is importance, not centrality: "central to" only for the strong adjectives.
    const strong = /^(?:pivotal|crucial|vital|key|central|critical|fundamental|instrumental)$/i.test(m[2]);
    // Before a gerund "important for" ("is important for keeping it clean"); "important to keeping" reads as an infinitive gone wrong.
    const prep = /^\s+\w+ing\b/i.test(site.text.slice(end, end + 20)) ? "for" : "to";
    return strong ? [as("central to"), as(`important ${prep}`)] : [as(`important ${prep}`)];
  },
});

/** Support verb + action noun → the verb ("make a decision on" → "decide on"). */
const ZOMBIE: Record<string, { verb: string; preps: Record<string, string> }> = {
  decision: { verb: "decide", preps: { on: "on", about: "about", to: "to", regarding: "on", for: "for", that: "that" } },
  investigation: { verb: "investigate", preps: { into: "", of: "", on: "" } },
  recommendation: { verb: "recommend", preps: { on: "on", to: "to", that: "that", regarding: "on", for: "for" } },
  assessment: { verb: "assess", preps: { of: "", on: "" } },
  evaluation: { verb: "evaluate", preps: { of: "", on: "" } },
  conclusion: { verb: "conclude", preps: { that: "that" } },
  consideration: { verb: "consider", preps: { to: "", of: "" } },
  determination: { verb: "determine", preps: { of: "", that: "that" } },
  examination: { verb: "examine", preps: { of: "", into: "" } },
  improvement: { verb: "improve", preps: { to: "", in: "", on: "" } },
  reduction: { verb: "reduce", preps: { in: "", of: "", to: "" } },
  implementation: { verb: "implement", preps: { of: "" } },
  adjustment: { verb: "adjust", preps: { to: "" } },
  modification: { verb: "modify", preps: { to: "", of: "" } },
  selection: { verb: "select", preps: { of: "" } },
  allocation: { verb: "allocate", preps: { of: "" } },
  inspection: { verb: "inspect", preps: { of: "" } },
  analysis: { verb: "analyze", preps: { of: "", on: "" } },
  contribution: { verb: "contribute", preps: { to: "to" } },
  impact: { verb: "affect", preps: { on: "" } },
  effect: { verb: "affect", preps: { on: "" } },
};
const SUPPORT = ["make", "conduct", "provide", "carry out", "perform", "reach", "give", "take", "undertake", "have"];
const ADVERB_OF: Record<string, string> = { significant: "greatly", profound: "deeply", major: "greatly", large: "greatly", great: "greatly", big: "greatly", thorough: "thoroughly", careful: "carefully", detailed: "closely", final: "finally", positive: "positively", negative: "negatively", lasting: "lastingly", substantial: "substantially", considerable: "considerably", huge: "hugely", important: "", real: "really", direct: "directly", informed: "" };

function supportForm(word: string): { base: string; form: VerbForm } | null {
  const w = word.toLowerCase();
  for (const base of SUPPORT) {
    const head = base.split(" ")[0];
    const forms = formsOf(w, head);
    if (forms.length) return { base, form: forms.includes("past") ? "past" : forms[0] };
  }
  return null;
}

export const zombieNoun = rule({
  id: "en.zombie-noun",
  // Reads up to 90 characters from the span (its longest look-ahead or look-behind).
  reach: 90,
  lang: "en",
  kind: "restructure",
  patterns: ["en-zombie-nouns", "en-undue-significance", "en-undue-notability"],
  examples: [
    { before: "The board ⟦made a decision on⟧ the budget.", after: "The board decided on the budget." },
    { before: "They face ⟦making a decision that⟧ will shape the league.", after: null },
    { before: "The court ⟦reached a conclusion that⟧ the law was void.", after: "The court concluded that the law was void." },
    { before: "The storm ⟦had a significant impact on⟧ the harvest.", after: "The storm greatly affected the harvest." },
    { before: "Police will ⟦conduct an investigation into⟧ the fire.", after: "Police will investigate the fire." },
    { before: "She ⟦made significant contributions⟧ to physics.", after: "She contributed greatly to physics." },
  ],
  propose(site, id) {
    const m = /^(make|makes|made|making|conduct|conducts|conducted|conducting|provide|provides|provided|providing|carry out|carries out|carried out|carrying out|perform|performs|performed|performing|reach|reached|reaches|reaching|give|gives|gave|given|giving|take|takes|took|taken|taking|undertake|undertakes|undertook|undertaken|have|has|had|having)\s+(?:(a|an|the)\s+)?(?:(\w+)\s+)?(decision|investigation|recommendation|assessment|evaluation|conclusion|consideration|determination|examination|improvement|reduction|implementation|adjustment|modification|selection|allocation|inspection|analysis|contribution|impact|effect)s?\s+(on|of|to|into|regarding|for|that|about|in)\b/i.exec(
      site.text.slice(site.start, site.start + 90),
    );
    const match = m;
    // "made significant contributions" (notability) has no preposition inside the span: read one past it.
    if (!match) return null;
    const [all, supportWord, , adjective, noun, prep] = match;
    const support = supportForm(supportWord.split(/\s+/)[0]);
    const entry = ZOMBIE[noun.toLowerCase()];
    if (!support || !entry) return null;
    const keep = entry.preps[prep.toLowerCase()];
    if (keep === undefined) return null;
    // "the" marks a particular act ("made the decision to") that the bare verb would lose.
    if (match[2] && match[2].toLowerCase() === "the") return null;
    // "a decision that will impact X" is a relative clause on the noun, not what was decided: "deciding that will" breaks.
    if (prep.toLowerCase() === "that" && /^\s+(?:will|would|could|can|may|might|must|should|shall|is|was|are|were|has|had|have|affects?|affected|changed?|shapes?|shaped)\b/i.test(site.text.slice(site.start + all.length, site.start + all.length + 12))) return null;
    let adverb = "";
    if (adjective) {
      const a = ADVERB_OF[adjective.toLowerCase()];
      if (a === undefined) return null;
      adverb = a;
    }
    const before = wordsBefore(site.text, site.start, 2);
    let form = support.form;
    if (form === "past" && before.some((w) => w === "has" || w === "have" || w === "had")) form = "participle";
    const verb = verbForms(entry.verb)[form];
    // "contributed greatly to", "greatly affected": the adverb after the verb when a preposition follows.
    const phrase = keep && adverb ? `${verb} ${adverb} ${keep}` : `${adverb ? `${adverb} ` : ""}${verb}${keep ? ` ${keep}` : ""}`;
    return site.edit(site.start, site.start + all.length, phrase, id, "restructure", all, phrase);
  },
});

/** The second hedge of a stack goes: "could potentially" → "could". */
export const stackedHedge = rule({
  id: "en.stacked-hedge",
  lang: "en",
  kind: "delete",
  patterns: ["en-excessive-hedging"],
  examples: [
    { before: "The change ⟦could potentially⟧ help.", after: "The change could help." },
    { before: "It ⟦may, to some extent,⟧ slow growth.", after: "It may slow growth." },
  ],
  propose(site, id) {
    const m = /^(may|might|could|can|would)\b(,?)\s(?:\w+\s){0,3}?(potentially|possibly|perhaps|arguably|conceivably|to some extent|to a certain extent|in some cases|in certain cases|somewhat)\b/i.exec(site.span);
    if (!m) return null;
    const hedgeStart = site.start + m[0].length - m[3].length;
    const hedgeEnd = site.start + m[0].length;
    // "may, to some extent, slow": the commas around the hedge go too.
    if (m[2] === "," && site.text[hedgeEnd] === ",") return site.edit(site.start + m[1].length, hedgeEnd + 1, "", id, "delete", site.text.slice(site.start + m[1].length, hedgeEnd + 1), "");
    return site.delete(id, hedgeStart, hedgeEnd);
  },
});

/** "not just X but (also) Y" → "X and Y"; "It's not X — it's Y" → "It's Y". */
export const negativeParallelism = rule({
  id: "en.negative-parallelism",
  lang: "en",
  kind: "restructure",
  patterns: ["en-negative-parallelism"],
  examples: [
    { before: "The plan is ⟦not just cheap but⟧ fast.", after: "The plan is cheap and fast." },
    { before: "This initiative ⟦is not just⟧ a policy change but a cultural shift.", after: "This initiative is a policy change and a cultural shift." },
    { before: "For many, rest ⟦is not a luxury but⟧ a necessity.", after: "For many, rest is a necessity, not a luxury." },
    // lib/meaning reads this "not" as a denial (it frames "not just", not "it's not X; it's Y"): no fix passes.
    { before: "⟦It's not a service; it's⟧ a way of life.", after: null },
    { before: "⟦It's not just a service; it's⟧ a way of life.", after: "It's a way of life." },
  ],
  propose(site, id) {
    const sentence = site.text.slice(site.start, site.sentence.end);
    const both = /^((?:is|are|was|were) )?not (?:just|merely|simply|only) ([^,;.!?—–]{1,60}?),? but (?:also )?(?=\S)/i.exec(sentence);
    if (both) {
      const to = `${both[1] ?? ""}${both[2]} and `;
      return site.edit(site.start, site.start + both[0].length, to, id, "restructure", both[0], to.trim());
    }
    // "is not a luxury but a necessity" → "is a necessity, not a luxury": the claim first, the denial kept.
    const contrast = /^((?:is|are|was|were) )not ((?:a|an|the) [^,;.!?—–]{1,40}?) but ((?:a|an|the) [^,;.!?—–]{1,40}?)(?=[.!?])/i.exec(sentence);
    if (contrast) {
      const to = `${contrast[1]}${contrast[3]}, not ${contrast[2]}`;
      return site.edit(site.start, site.start + contrast[0].length, to, id, "restructure", contrast[0], to);
    }
    const itsNot = /^(it|this|that)('s| is|’s) not (?:just |merely |simply |only )?[^.!?\n]{1,60}?(?:[—–;]|\.|,)\s*(?:it|this|that)('s| is|’s) /i.exec(sentence);
    if (itsNot) {
      const head = `${itsNot[1]}${itsNot[2]} `;
      return site.edit(site.start, site.start + itsNot[0].length, head, id, "restructure", itsNot[0], head.trim());
    }
    return null;
  },
});

/**
 * ", highlighting the importance of X." at a sentence's end: the evaluative participle clause
 * goes and the sentence ends at its fact ("The library opens on Sundays, underscoring its
 * commitment to parents." → "The library opens on Sundays."). Only the participles that judge
 * (highlighting, underscoring, showcasing…), not those that say what happened next (ensuring,
 * fostering, contributing to, paving the way) nor those that describe how (emphasizing the
 * light, illustrating the method): cutting those would cut a claim. Only where the
 * clause runs to the sentence's end and is the last of the sentence's commas' clauses.
 */
const EVALUATIVE_ING = /^(?:highlighting|underscoring|showcasing|reflecting|signal(?:l)?ing|symboli[sz]ing|cementing|solidifying|underlining)\b/i;

export const dropEvaluativeIng = rule({
  id: "en.drop-evaluative-ing",
  lang: "en",
  kind: "delete",
  patterns: ["en-superficial-ing"],
  examples: [
    { before: "The library now opens on Sundays, ⟦underscoring its commitment to working parents⟧.", after: "The library now opens on Sundays." },
    { before: "Sales rose in May, ⟦reflecting a broader trend⟧.", after: "Sales rose in May." },
    // A claim of its own, not a judgement: kept.
    { before: "The city added bus lanes, ⟦ensuring faster trips for riders⟧.", after: null },
    { before: "He painted the figures in red, ⟦emphasizing the heat of the scene⟧.", after: null },
    // Not at the sentence's end: the clause holds the sentence together.
    { before: "The vote, ⟦reflecting a broader trend⟧, surprised no one.", after: null },
    { before: "The vote, ⟦reflecting a broader trend, surprised no one⟧.", after: null },
  ],
  propose(site, id) {
    if (!EVALUATIVE_ING.test(site.span) || /[,;:—–]/u.test(site.span)) return null;
    const t = site.text;
    let c = site.start;
    while (c > 0 && t[c - 1] === " ") c--;
    if (t[c - 1] !== ",") return null;
    // Nothing but the sentence's stop (and a closing quote or bracket) after the clause.
    if (!/^["”’)\]]*[.!?]/u.test(t.slice(site.end, site.end + 3))) return null;
    // Something must be left to end on: at least a few words before the comma.
    if (t.slice(site.sentence.start, c - 1).trim().split(/\s+/).length < 4) return null;
    return site.edit(c - 1, site.end, "", id, "delete", t.slice(c - 1, site.end), "");
  },
});

/**
 * The participle tail that claims a consequence (", ensuring that X.", ", fostering trust.") keeps
 * its claim as a sentence of its own with the subject it implied: ". This ensures that X." The
 * verb takes the main clause's tense (past when it has was/were/had/did or, with no present
 * auxiliary, an -ed verb). Only a tail with no comma of its own that runs to the sentence's end.
 */
const TAIL_VERB: Readonly<Record<string, string>> = {
  ensuring: "ensure", fostering: "foster", reinforcing: "reinforce", demonstrating: "demonstrate", illustrating: "illustrate",
  emphasizing: "emphasize", emphasising: "emphasise", "contributing to": "contribute to", "paving the way": "pave the way",
  highlighting: "highlight", underscoring: "underscore", showcasing: "showcase", reflecting: "reflect", underlining: "underline",
  // The consequence tails of the pattern's advice matcher (", making it easier to …").
  making: "make", allowing: "allow", enabling: "enable", "leading to": "lead to", "resulting in": "result in",
};

/** Common irregular past forms (not participles too, where "has" would have said present). */
const IRREGULAR_PAST = new Set(["saw", "made", "took", "came", "went", "became", "began", "fell", "gave", "grew", "led", "left", "ran", "rose", "sent", "won", "wrote", "brought", "built", "found", "got", "held", "kept", "knew", "lost", "met", "paid", "sold", "spent", "stood", "thought", "told", "drew", "flew", "threw", "broke", "chose", "spoke", "struck", "caught", "taught", "fought", "sought", "bought"]);

function mainClausePast(clause: string): boolean {
  if (/\b(?:was|were|had|did)\b/i.test(clause)) return true;
  // "need to be smashed": an -ed after "be" is a participle, and the clause is present.
  if (/\b(?:is|are|am|has|have|will|can|may|must|should|does|do|be|need|needs)\b/i.test(clause)) return false;
  // The main verb comes early; an -ed word later, or after an article, is an adjective ("to advanced analytics").
  const words = clause.trim().split(/\s+/).slice(0, 7);
  return words.some((w, i) => (/^[a-z]{2,}ed$/i.test(w) || IRREGULAR_PAST.has(w.toLowerCase())) && !/^(?:a|an|the|more|most|very|so|too|well|to)$/i.test(words[i - 1] ?? ""));
}

/** "making" says a consequence only with an object and what it is made ("making it easy", "making us late"). */
const CAUSATIVE_MAKING = /^making (?:(?:it|them|him|her|us|me|you|this|that|everything|things|life)\b|.*\b(?:easy|easier|hard|harder|difficult|possible|impossible|more|less|likely|unlikely|suitable|ideal|perfect|feel|look|seem|available|accessible|vulnerable|susceptible|popular|useful|faster|slower|cheaper|safer|better|worse|quicker|simpler|clearer)\b)/i;

export const splitParticipleTail = rule({
  id: "en.split-participle-tail",
  // Reads up to 120 characters from the span (its longest look-ahead or look-behind).
  reach: 120,
  lang: "en",
  kind: "restructure",
  patterns: ["en-superficial-ing"],
  examples: [
    { before: "The board reviewed its policies, ⟦ensuring that they align with local needs⟧.", after: "The board reviewed its policies. This ensured that they align with local needs." },
    { before: "Managers share goals with their teams, ⟦fostering trust and openness⟧.", after: "Managers share goals with their teams. This fosters trust and openness." },
    { before: "Doctors listen to their patients, thereby ⟦reinforcing justice in healthcare⟧.", after: "Doctors listen to their patients. This reinforces justice in healthcare." },
    { before: "The app syncs notes across devices, ⟦making it easy to work on the train⟧.", after: "The app syncs notes across devices. This makes it easy to work on the train." },
    { before: "The dam failed in the night, ⟦leading to floods in three villages⟧.", after: "The dam failed in the night. This led to floods in three villages." },
    { before: "The club lowered its fees, ⟦allowing more children to join⟧.", after: "The club lowered its fees. This allowed more children to join." },
    { before: "Cut out a square of drywall, ⟦making sure to cut evenly on all sides⟧.", after: null },
    { before: "The defender fouls him, ⟦leading to a free kick and resulting in a goal⟧.", after: null },
    { before: "The nuclei need to be smashed together, ⟦resulting in new elements⟧.", after: "The nuclei need to be smashed together. This results in new elements." },
    { before: "I was reciting it in the corner, ⟦making faces as I did so⟧.", after: null },
    { before: "The features range from lists to advanced analytics, ⟦making it suitable for teams⟧.", after: "The features range from lists to advanced analytics. This makes it suitable for teams." },
    // A tail with commas of its own, or one that does not end the sentence, stays.
    { before: "The firm hired staff, ⟦fostering growth, trust, and openness⟧.", after: null },
    { before: "The vote, ⟦ensuring a quorum⟧, passed.", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const verb = Object.keys(TAIL_VERB).find((v) => site.key.startsWith(`${v} `));
    if (!verb || /[,;:—–]/u.test(site.span)) return null;
    // "making sure to cut evenly" is the subject's own care, not a consequence; a second
    // participle joined on ("leading to a foul and resulting in …") would be left dangling.
    if (site.key.startsWith("making sure ") || /\b(?:and|or)\s+[a-z]+ing\b/i.test(site.span)) return null;
    // "…, making facial expressions as I did so": the subject's own act.
    if (verb === "making" && !CAUSATIVE_MAKING.test(site.span)) return null;
    // The tail runs to the sentence's stop.
    const stop = /^[^,;:.!?\n]*[.!?]/u.exec(t.slice(site.end, site.end + 120));
    if (!stop) return null;
    let c = site.start;
    const thereby = /,\s+thereby\s+$/i.exec(t.slice(Math.max(0, c - 12), c));
    if (thereby) c -= thereby[0].length;
    else {
      while (c > 0 && t[c - 1] === " ") c--;
      if (t[c - 1] !== ",") return null;
      c--;
    }
    const main = t.slice(site.sentence.start, c);
    if (main.trim().split(/\s+/).length < 4) return null;
    const form = mainClausePast(main) ? "past" : "s";
    const head = `. This ${inflectPhrase(TAIL_VERB[verb], form)}`;
    const to = head + site.span.slice(verb.length);
    return site.edit(c, site.end, to, id, "restructure", t.slice(c, site.end), to.slice(2));
  },
});

/** "when it comes to X": "as for X" where it opens a clause (it names the topic), "in X" inside one. */
export const whenItComesTo = rule({
  id: "en.when-it-comes-to",
  lang: "en",
  kind: "replace",
  patterns: ["en-filler-phrases"],
  examples: [
    { before: "It is hard, especially ⟦when it comes to⟧ ensuring efficiency.", after: "It is hard, especially in ensuring efficiency." },
    { before: "Now, ⟦when it comes to⟧ historians, opinions differ.", after: "Now, as for historians, opinions differ." },
    { before: "⟦When it comes to⟧ urban planning, the city lags.", after: "As for urban planning, the city lags." },
    { before: "It is hard to know what's normal and what's not ⟦when it comes to⟧ sleep.", after: null },
  ],
  propose(site, id) {
    if (site.key !== "when it comes to") return null;
    const opens = site.atStart() || /,\s*$/u.test(site.before(3));
    // After a "not" the "in" would be read with it ("what's not in discharge"): left to the writer.
    if (!opens && /\b(?:not|n't|n’t)\s*$/iu.test(site.before(8))) return null;
    return site.replace(opens ? "as for" : "in", id);
  },
});

/** "Whether you're a beginner or an expert, …" and the like are kept for the writer; nothing here. */

export const EN_PHRASE_RULES = [dropEvaluativeIng, splitParticipleTail, whenItComesTo, testamentToShows, roleInflation, zombieNoun, stackedHedge, negativeParallelism, plainPhrase];

/** Every base the rules inflect, for the inflection table's test. */
export const INFLECTED_BASES = [...new Set([...Object.keys(ZOMBIE).map((k) => ZOMBIE[k].verb), ...SUPPORT.map((s) => s.split(" ")[0])])];
export { inflectPhrase };
