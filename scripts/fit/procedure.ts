// The whole fit of one language's model from labelled rows, as the fit script ships it and as
// the benchmark re-runs it on every held-out split: the n-gram table (stacked: the logistic
// model learns from out-of-fold n-gram scores, so it does not trust a table on the rows the
// table was counted from), λ and shape rounds chosen by grouped inner folds, the calibration
// fitted on out-of-fold logits, and the typicality limit of the training rows.
//
// Measured under leave-one-source-out and leave-one-generator-out on dev + dev-modern and not
// kept: source-balanced row weights (each source the same total weight) and inner folds that
// hold out whole sources for choosing λ and rounds. Both lowered every held-out figure (en
// leave-one-source-out 0.807 → 0.790 and 0.779, leave-one-generator-out 0.862 → 0.845 and
// 0.792): the hand-made fixture sources of a dozen rows weigh as much as a 288-row dataset, and
// source-held-out inner folds pick settings for the smallest sources. Character n-grams in
// Chinese and Korean were measured too and left out: they lowered leave-one-source-out
// (zh 0.789 → 0.750, ko 0.941 → 0.865) while raising the generator protocol, i.e. they learn
// the source; English is below (NGRAM_LANGS).
//
// Also measured under both protocols and not kept, each against the fit as it stands (figures:
// pooled held-out AUROC and the worst held-out group of 20+ rows):
// - a fixed-effects fit (each training source its own intercept, dropped from the model, so the
//   weights learn from contrasts within sources): en worst 0.779 → 0.746, zh worst held-out
//   generator 0.882 → 0.862;
// - keeping only features whose direction agrees in every training source that has both
//   classes (decided inside each training split, so nested), sign-constrained to it: en
//   leave-one-source-out 0.813 → 0.773, its worst held-out generator 0.779 → 0.749, zh
//   DeepSeek-R1 0.882 → 0.804;
// - every feature clipped to the training rows' 1% / 99% (or 5% / 95%) quantiles: en
//   leave-one-source-out 0.813 → 0.801 (0.795), worst 0.779 → 0.756 (0.725);
// - the mean of fits each without one training source: en 0.813 → 0.808, zh 0.793 → 0.787;
// - a plain logistic model (no shapes): en worst 0.779 → 0.800 but leave-one-generator-out
//   0.867 → 0.849, zh 0.793 → 0.764, ko 0.941 → 0.923;
// - λ ≥ 1 in every language: zh leave-one-source-out 0.824, but en worst 0.779 → 0.747.
//
// Round 3 (issue 18), measured the same way against the fit of that round (en leave-one-source-out
// 0.813, worst 0.800; human student essays at 51+ 25/35 with their source held out, 17/35 with
// their generator; zh 0.815, worst 0.878), and not kept:
// - the whole calibration fitted on readings of fits without each training source (not only its
//   71 edge, below): human at 71+ en 3.2% → 0.2%, but human at 30 or below fell (en 73% → 69%,
//   zh 86% → 62%, zh with the generator held out 87% → 60%) and ko's worst source 0.899 → 0.827;
// - the 71 edge above every such human reading (quantile 1 instead of 0.99): ko and ja human at
//   71+ unchanged (2.4%, 3.0%: hand-made false-positive traps), en catch 35% → 34%;
// - a stricter typicality limit (95% or 90% of training rows inside): zh AI texts told "human"
//   with their source held out 38% → 38% / 36%, human texts told "human" 58% → 53% / 42%;
// - English stance and hedging words (may, might, perhaps, seems, …): worst 0.800 → 0.801,
//   student essays 25/35 unchanged; a profile of 12 function-word rates (the, of, and, that,
//   which, …): student essays 25 → 29 of 35; sentence openings (distinct first words, The/This/
//   These share): worst 0.800 → 0.809 but catch with the generator held out 47% → 43% and
//   student essays 25 → 29; author-year citations: student essays 25 → 29; type-token ratio of
//   the first 200 words: leave-one-source-out 0.813 → 0.803; openings with doc_tells left out:
//   worst 0.802 → 0.796; en_mid_capital_share left out with doc_tells (it moves held-out essays
//   most when their generator is held out): worst 0.802 → 0.781;
// - Chinese punctuation profile (、；：“”), function characters (是 在 和 这 不) and stance words
//   (可能 应该 其实 …): leave-one-source-out 0.815 → 0.812 / 0.808 / 0.809, DeepSeek-R1 held out
//   0.873 → 0.874 / 0.868 / 0.877; none moved cred-composition's AI texts (11% at 51+).
//
// Round 4 (issue 18), English, against the fit as it stands (leave-one-source-out 0.817 / 37%,
// worst lorenz-news 0.802; leave-one-generator-out 0.862 / 48%; human student essays at 51+ 25/35
// with their source held out, 15/35 with their generator), not kept. What lifts the held-out
// human essays above the model's human training texts (bench:quality now prints it): with their
// source held out lexicon_density, tells_density, en_mid_capital_share, en_word_len, hot_share and
// en_connective_rate, +0.33 to +0.42 logit each. Within ghostbuster-essay the model still ranks
// (0.877): the essays' register sits where only AI text sits in the other sources.
// - APT-Eval's case-folded human side: measured here on the stored casing, now adopted (round 5);
// - rows weighted so each source's AI and human halves weigh alike (source totals kept): 0.817 →
//   0.811, worst 0.802 → 0.799, essays 25 → 26 (19 with the generator held out);
// - negations per 1,000 words (not, no, never, n't, …; human-leaning in every dev source): 0.815,
//   worst 0.802, essays 26/35;
// - spread across sentences of commas per sentence and of mean word length (both human-leaning in
//   every source, alone): worst 0.802 → 0.790, essays 25 → 26 (17 with the generator held out);
// - the 51 edge also above 90% of human readings from fits without each training source: essays
//   25 → 11 (15 → 8), but AI at 51+ 72% → 45%; capped so 80% of out-of-fold AI readings stay at
//   51+: essays 25 → 24, AI at 51+ 72% → 70%;
// - "unfamiliar register" as the distance to the nearest training source's centre (99% of
//   training rows inside): no held-out human essay flagged (0/35), so no band to withhold.
// - register-robust feature selection, nested in every training split: a feature (not one of
//   the NON_NEGATIVE tells) is left out when its human means move between training sources by
//   more than 1/r times its mean within-source class separation (both in within-source SDs). At
//   r = 0.5 (it drops para_len_cv, exclaim_rate, markup_rate, en_first_person,
//   en_function_variety, en_lowercase_i): leave-one-source-out 0.817 → 0.824, worst lorenz-news
//   0.802 → 0.819 (catch 52% → 46%) under both protocols, pooled CV 0.909 → 0.901, but
//   leave-one-generator-out 0.862 → 0.858 and human essays 25 → 27 / 15 → 22 of 35 (para_len_cv,
//   a layout feature, had been reading them human). Not robust to r: at 0.33 leave-one-source-
//   out 0.811, worst 0.803; at 0.75 0.836, worst 0.803, leave-one-generator-out 0.845, pooled 0.873.
//
// Round 5 (issue 18). Every figure is now read on comparable casing (corpus.ts
// withComparableCasing): APT-Eval's human side is case-folded by its source (MixSet: lowercased,
// then capitals only at the start and after ". "; none of its 144 human rows has a capital after
// a lowercase word, and folding them again leaves all 144 unchanged), while its AI polishes keep
// names and "I", so the figures above that include apt-polish leaned on the artifact (apt-polish
// held out read 0.822; on comparable text 0.759, whatever the fit). Adopted: fitting on the
// folded casing too. Against fitting on the stored casing, both scored comparably (bench:quality
// --train-as-stored): leave-one-source-out 0.801 / 34% → 0.801 / 32%, worst apt-polish 0.759
// unchanged; leave-one-generator-out 0.826 / 43% → 0.828 / 39%, worst deepseek-v3 0.765 → gpt-3.5
// 0.780 (deepseek-v3 0.799); dev-modern rows 0.809 → 0.844 and 0.842 → 0.873; but lorenz-news
// 0.802 → 0.780 and human student essays at 51+ 25 → 28 of 35 (15 → 16 with the generator
// held out). Other languages are untouched (no case-folded source).
// Then, against that fit, not kept:
// - a trailing participle clause after a comma (", making it …", per 1,000 words) and
//   intensifiers (very, really, just, actually, …): the only word-level candidates that leaned
//   the same way in every English dev source with both classes (within-source AUROC 0.50–0.73
//   AI-leaning, and 0.31–0.58 human-leaning). Leave-one-source-out 0.801 → 0.807, worst
//   apt-polish 0.759 → 0.763, essays 28 → 26 of 35; but leave-one-generator-out's worst gpt-3.5
//   0.780 → 0.778 and its catch 39% → 36% (pooled 0.828 → 0.832, essays 16 → 15).
//
// Round 6 (issue 18), English, against the shipped fit (leave-one-source-out 0.801 / 32%, worst
// apt-polish 0.759; leave-one-generator-out 0.828 / 39%, worst gpt-3.5 0.780; human student
// essays at 51+ 28/35 with their source held out, 16/35 with their generator), one feature added
// at a time, not kept:
// - typing slips a model does not make (a doubled word, a sentence starting lower-case after
//   ". ", no space after a comma or semicolon), per 1,000 words: each is in 0–6% of the human
//   texts of any dev source and in no AI text, but in only 6% of the human essays (doubled words;
//   none of the others). 0.801 → 0.799, worst 0.759 → 0.750, essays 28 and 16 unchanged. A space
//   before a comma or full stop, in 29% of the human essays, is left out: every one read is a
//   title whose italics the source cut out ("the Bhagavad Gita , one of").
// - non-words (lower-case words of 3+ letters missing from the 275k-word an-array-of-english-
//   words list, contractions read by their stem), per 1,000 words: human-leaning in every source,
//   but the human essays have fewer (median 0) than the other sources' AI texts, being edited
//   prose. 0.801 → 0.793, worst 0.756, essays 28 → 29 and 16 → 17. So no word list ships.
// - years written out (1600–2099, per 1,000 words; human-leaning in every source, essays the
//   most): essays 28 → 27 and 16 → 15, leave-one-generator-out worst 0.780 → 0.781, but
//   leave-one-source-out worst 0.759 → 0.753.
// - the sentence-to-sentence coefficient of variation of mean word length: no figure moved by
//   more than 0.005 and the generator protocol's worst fell 0.780 → 0.775.
// - with years: en_mid_capital_share left out (human-leaning within every source, AI-weighted
//   only through the sources' mix): essays 28 → 26 but 16 → 18, worst 0.759 → 0.750; comma_rate
//   left out: essays 25 and 15, worst 0.759 → 0.746.
// - AI vocabulary (en-language#7) left out of the tells features: essays 28 and 16 → 15, worst
//   0.759 → 0.755.
// Why no additive feature reaches the essays: 19 of the 28 held-out human essays at 51+ sit at
// 51–59, but they carry a median of 12 catalogued findings (AI vocabulary, phrase and hot-
// paragraph patterns), against 0 for the other held-out human texts (bench:quality prints
// both), and the AI-lexicon entries they use (essential, significant, as a result, numerous,
// moreover: 17–26% of the essays each) appear in 0–2% of any other human source's texts. With
// the essays held out, no training text shows that register written by a person.
//
// Round 7 (issue 18), the English catalogue's precision, chosen on dev + dev-modern without the
// student-writing sources (scripts/precision-review.ts) and only then measured with the essays
// held out, against the shipped fit above (leave-one-source-out 0.801 / 32%, worst apt-polish
// 0.759 / 33%; leave-one-generator-out 0.828 / 39%, worst gpt-3.5 0.780 / 37%; essays 28/35 and
// 16/35). Kept (packs, lexicon, english-words.ts): cues formal human prose (news, Wikipedia and
// arXiv, paper abstracts, speeches) carries as often as AI text dropped, and the sentence-length
// rule of en-structure#25 read on eight sentences, not five: 0.812 / 36%, worst apt-polish 0.767
// / 33%; 0.834 / 38%, worst gpt-3.5 0.790 / 47%; essays 27/35 and 18/35. Measured, not kept:
// - an English lexicon-hot paragraph needing two entries (lexicon.minHits.en 1 → 2, as ko/zh/ja;
//   formal human texts with one 26% → 11%, formal AI 65% → 43%): worst 0.759 → 0.755 and 0.780
//   → 0.770, essays 28 and 16 unchanged;
// - the bound on the hypothesis: every catalogue feature (tells_*, hot_share, lexicon_density)
//   left out of the fit: essays 28 → 26 and 16 → 15 while the worst group fell (0.759 →
//   patina-examples 0.703, lorenz-news 0.780 → 0.715). So no precision fix of the catalogue can
//   bring the essays to 10%: what puts them at 51+ is read by the stylometric features;
// - en_word_len and en_long_word_share left out (en_word_len is the largest push on the essays):
//   essays 28 → 23 (16 → 15), but worst apt-polish 0.759 → 0.743, deepseek-v3 0.799 → 0.747.
// Round 8 (issue 18), the ko, zh and ja catalogues' precision (scripts/precision-review.ts: its S1
// table, and --terms, the pack terms a source with both classes on the same prompts carries in its
// human texts at >= 0.9x the AI rate, in 2+ texts). bench:quality, default seed, before → after.
// Kept (zh; chosen on hc3-zh + cred-paper, cred-composition and m4-baike held out): #32 越来越,
// 不断; #1 重要作用; #5 研究显示; #22 可以说; #31 综上所述; #7 一系列; #26 作为一个, 是由于; #13
// 与此同时. Leave-one-source-out 0.815 / 46% → 0.847 / 49%, worst cred-composition 0.878 / 42% →
// worst cred-paper 0.915 / 57% (cred-composition 0.915 / 61%, hc3-zh 0.918 → 0.927, m4-baike 0.932
// → 0.941); leave-one-generator-out 0.946 / 73% → 0.952 / 76%, worst deepseek-r1 0.873 / 42% →
// 0.886 / 63%; 2024–25 rows (source protocol) 0.791 / 38% → 0.829 / 46%; bands (source) AI≥51
// 49 → 48%, human≤30 86 → 88%, human≥71 1 → 1%; human no-S1 95 → 97% (cred-composition 94 → 96%,
// cred-paper 95 → 97%). weights.json and feature-reference.json refitted: zh only (ko, en, ja
// byte-identical). Measured, not kept (each lowered a worst held-out group; the commits are on
// branch precision-cjk-measured):
// - ko, chosen on katfish-essay (its only real human source): #9 without the adnominal 이/가 아닌,
//   #32 F-1 without 매우, 정말, 굉장히, 아주, #12 without 에 대하여 / 에 관하여 / 에 관한, #26 without
//   가지고 있는 / 갖고 있는, #23 without 수 있을 것이다, #8 without 적 차원에서: human no-S1 96 → 99%
//   (katfish 97 → 100%), source protocol 0.943 / 71% → 0.948 / 77%, worst im-not-ai 0.903 / 38% →
//   0.910 / 46%, but generator protocol worst patina-examples 0.931 / 44% → 0.924 / 41% (seeds 2
//   and 3: 0.926 / 37% and 0.931 / 44% → 0.924 / 41% both). Every ko variant that changed what
//   the katfish human texts carry moved that hand-made group down through the refit: #9 alone
//   0.926 / 37%, #32 alone 0.921 / 37%, the four term drops alone 0.924 / 37% (no S1 gain), and
//   severity only (s1-per-1000 20 on #9, 70 on #32, just above the katfish human rates) 0.919 / 37%;
// - a bold code identifier (**userId:**, **timeout:**) not counted by the boldface check: ko
//   source protocol worst im-not-ai 0.903 / 38% → 0.857 / 27%; ja catch 96 → 89% (worst
//   synthetic-assignments);
// - ja いかがでしたか moved from #19 (strong) to VH2 (with the boldface change): ja no-S1 97 → 100%,
//   but source protocol 0.970 / 94% → 0.953 / 69%, worst synthetic-assignments 0.968 / 96% →
//   0.966 / 66%.
// Round 9 (issue 18), English, against the fit as it stood (leave-one-source-out 0.812 / 36%,
// worst apt-polish 0.767 / 33%; leave-one-generator-out 0.834 / 38%, worst gpt-3.5 0.790 / 47%;
// dev-modern with its generator held out 0.875 / 52%; human student essays at 51+ 27/35 with
// their source held out, 18/35 with their generator). Kept: student writing's human rows weigh
// 3 (ENGLISH_STUDENT_HUMAN_WEIGHT, figures there). Measured, not kept:
// - (source, label) groups weighted by size^-0.5 (groups under 20 rows as 20): 0.803 / 32%,
//   worst 0.766; generator protocol worst deepseek-v3 0.794, dev-modern 0.863; essays 28 and 18;
// - group DRO, one pass: each (source, label) group weighted by exp(mean log loss of a linear fit
//   without its source − the mean over groups), clipped to 0.25–4: 0.801 / 33%, worst 0.767;
//   generator protocol 0.822, worst 0.786; essays 27 and 20;
// - punctuation entropy (nats over mark kinds; typographic quotes and dashes as their plain
//   forms, in-word hyphens not marks): human-leaning within every English dev source (AUROC
//   0.13–0.42) and the held-out human essays sit on the human side of the other sources' AI
//   texts (0.80), but with the other punctuation rates already in the model: 0.812, worst
//   0.767 → 0.763, generator protocol worst deepseek-v3 0.778, essays 27 → 28 and 18 → 17;
// - the linear weights kept orthogonal to the k principal axes of the training sources' human
//   feature means (standardized; the catalogue's sign-constrained tells left out of the axes),
//   so the register a source's people write in cannot read as AI: k = 1: 0.805, worst 0.773,
//   essays 24; generator protocol worst 0.787 / 37% (catch 47%), essays 16, dev-modern 0.868.
//   k = 2: 0.816 / 39%, worst 0.774 / 42%, essays 25; generator protocol 0.836, worst
//   deepseek-v3 0.786, essays 20, dev-modern 0.867. k = 3: worst lorenz-news 0.718. Axes from
//   both classes' source means (k = 1, 2): worst 0.761 / 0.760. Half-strength (the axes' part of
//   the rows shrunk to half, k = 1, 2): worst 0.770 / 0.770, generator protocol 0.790 / 0.787,
//   essays 28 / 27 and 19 / 18. Each lowered one protocol's worst group or dev-modern.
// - with the student weight: -ly words of 5+ letters per word (en_ly_share; AI-leaning within
//   ada-yelp 0.80 and apt-polish 0.65, neutral on the essays). Seeds 20260702 / 2 / 3 against the
//   student weight alone: leave-one-source-out worst apt-polish 0.769 → 0.773 / 0.769 → 0.784 /
//   0.767 → 0.772, leave-one-generator-out pooled 0.834 → 0.840 / 0.832 → 0.837 / 0.831 → 0.835,
//   dev-modern there 0.871 → 0.875 / 0.868 → 0.874 / 0.876 → 0.881, essays unchanged; but its
//   worst group at seed 3 llama-3-8b-instruct 0.796 → 0.787, under the unweighted fit's 0.790
//   (branch detect-en-ly-measured).
// Round 9 (issue 18), Chinese, against the fit of round 8 (leave-one-source-out 0.847 / 49%,
// worst cred-paper 0.915 / 57%, cred-composition 0.915 but its AI texts at 51+ 11%;
// leave-one-generator-out 0.952 / 76%, worst deepseek-r1 0.886 / 63%; bands with the source
// held out AI≥51 48%, human≤30 88%, human≥71 1%). The compositions' AUROC held when held out;
// their AI texts read human as a whole: against the training AI texts, lexicon_density -1.5
// logit and zh_first_person -0.5 (a fit without the compositions learns the AI lexicon of
// papers and Q&A, and 我 as human from hc3-zh). Kept: zh_first_person left out
// (CHINESE_LEFT_OUT), and the 51 edge also under 85% of the AI readings from fits without each
// training source, but not into the human bands (unseenAiEdge; a calibration, so no group's AUROC
// moves): 0.873 / 51%, worst cred-paper 0.914 / 58% (cred-composition 0.947 / 71%); 0.952 / 76%,
// worst deepseek-r1 0.885 / 58%; 2024-25 rows with the source held out 0.829 / 46% → 0.860 /
// 45%, with the generator 0.955 / 74% → 0.955 / 75%; bands with the source held out 48 / 88 / 1%
// → 57 / 88 / 1%, with the generator 82 / 87 / 0% → 88 / 88 / 0%; the price, human texts at
// 51-70 3% → 8% (source) and 6% → 8% (generator), human student writing at 51+ 5 → 9 of 152
// with the generator held out. Seed 7: leave-one-source-out 0.834 → 0.871, worst 0.914 →
// 0.912, AI≥51 49 → 58%; deepseek-r1 0.886 → 0.885 (catch 63% → 58% at both seeds). With it, a Chinese human
// band is contradicted by three dense findings (lib/shadow/document-scores.ts): AI texts told
// "human" with the source held out 25% → 17% (generator 5% → 6%). Measured, not kept (seed
// 20260702, each against the kept fit or as named):
// - lexicon_density left out too (with zh_first_person): 0.916 / 60%, 2024-25 rows 0.913 / 58%,
//   AI≥51 71% (compositions 15% → 55%), but worst cred-paper 0.914 → 0.907 and deepseek-r1 0.885
//   → 0.871 (at seed 7, cred-paper 0.884 and human at 71+ 7% with log1p(tells_density) added).
//   The lexicon carries papers and DeepSeek-R1; a lexicon of literary AI prose would be needed
//   for the compositions;
// - lexicon_density as log1p, as min(x, 5), as presence, as sqrt (zh_first_person out,
//   log1p(tells_density) in): compositions' AI at 51+ 13-14% (log1p, sqrt), 38% (cap) and 58%
//   (presence), each lowering deepseek-r1 to 0.866-0.876;
// - log1p(tells_density) added, or in place of tells_density: deepseek-r1 0.882 / 0.880,
//   cred-paper 0.912;
// - clause-length CV and short-clause share (clauses between ，。！？；：、): deepseek-r1 0.886 →
//   0.897 but cred-paper 0.915 → 0.897; the rate of 。; 并; 并/通过/一种/不仅; successive clauses
//   with the same first character; mattr, zh_le_rate, question_rate, zh_de_rate, colon_rate left
//   out (directions that differ between sources): none raised a worst group, mattr out lowered
//   deepseek-r1 to 0.839;
// - the calibration fitted on pooled and source-held-out readings together: AI≥51 65%, but
//   human≤30 73% (generator protocol 77%); on source-held-out readings alone 71% / 64%.
// Round 10 (issue 18), English, against the fit as it stands (default seed: leave-one-source-out
// 0.806 / 32%, worst apt-polish 0.769 / 38%, lorenz-news 0.805; leave-one-generator-out 0.834 /
// 35%, worst deepseek-v3 0.792 / 45%; dev-modern rows 0.849 / 45% and 0.871 / 47%; human student
// essays at 51+ 27/35 with their source held out, 10/35 with their generator). Kept: no change to
// the fit; the English confidence rule of lib/shadow/document-scores.ts (a 16-30 reading with a
// catalogued finding is "not enough evidence"). Measured, not kept:
// - the n-gram feature in English (the word-shape tokenization of lib/shadow/ngrams.ts, stacked
//   as for Japanese): 0.779 / 28%, lorenz-news 0.805 → 0.775, worst apt-polish 0.768;
//   leave-one-generator-out 0.808, worst deepseek-v3 0.757; essays 26 and 9;
// - the same with a table read within sources (one table per training source with 5+ texts of
//   each class, the per-bucket mean of their log-ratios, so a bucket frequent in one source's AI
//   texts only does not read AI): 0.793 / 28%, worst apt-polish 0.765; leave-one-generator-out
//   0.824, worst deepseek-v3 0.786; essays 28 and 11. Better than the pooled table, worse than
//   none;
// - the share of sentences whose first comma follows 1-5 words (introductory phrases; AI-leaning
//   within all six English dev sources, AUROC 0.51-0.71, and the human essays below the other
//   sources' AI texts, 0.43) and series closed by ", and" / ", or" per sentence (0.50-0.70, 0.36),
//   screened that way and then fitted: both 0.804 / 30%, worst apt-polish 0.770, leave-one-
//   generator-out worst 0.791, essays 27 and 9; the first alone 0.805, 0.770, 0.791, essays 26 and
//   10. No worst group moved by more than 0.002;
// - English shape rounds chosen with slack 0.02 (fewer rounds): worst apt-polish 0.769, essays
//   27 → 22 (10 unchanged), but texts of 1,000+ characters 0.780 → 0.777 and leave-one-generator-
//   out 0.834 → 0.830 (llama-3-8b-instruct catch 48% → 43%);
// - a stronger English λ (slack 0.04 / 0.06 instead of 0.02; 0.03 lowered deepseek-v3 to 0.786):
//   at 0.06 leave-one-source-out 0.817 / 37%, worst apt-polish 0.769 → 0.786, essays 27 → 21,
//   leave-one-generator-out 0.841 / 38%, worst 0.794 (0.04: 0.814, 0.786; 0.840, 0.794). But at
//   seeds 2 and 3 the generator protocol's worst fell (deepseek-v3 0.805 → 0.786, llama-3-8b-
//   instruct 0.796 → 0.782) and gpt-3.5 / lorenz-news fell 0.805 → 0.794 at every seed, while
//   apt-polish rose at every seed (0.769 → 0.785, 0.767 → 0.785): a stronger λ trades the
//   polished rewrites for the generators the fit has not seen.
// Round 10 (issue 18), Chinese (the same stop, beside the English round above), against the fit of round 9 (leave-one-source-out 0.873 / 51%, worst
// cred-paper 0.914 / 58%, 2024-25 rows 0.860 / 45%, bands 57 / 88 / 1%, AI texts told "human"
// 17%; leave-one-generator-out 0.952 / 76%, worst deepseek-r1 0.885 / 58%, bands 88 / 88 / 0%,
// told "human" 6%). Why the source protocol's AI≥51 stays low: the held-out compositions rank
// (0.947) but read low as a whole, AI texts at a mean logit of -0.71 against 2.39 for the
// training AI texts (lexicon_density alone 1.5 of the 3.1, the rest spread thinly), so no map
// fitted without them can place them. Kept: the human bands are told only below humanBandMax,
// the score of the 5% quantile of AI readings from fits without each training source
// (CHINESE_HUMAN_BAND_QUANTILE; "overlap", lib/shadow/document-scores.ts); scores and every
// AUROC unchanged. Source protocol: AI told "human" 17% → 4%, "human (0-30)" right 78% → 93%,
// deepseek-r1 told "human" 11 → 4 of 38; human texts told "human" 57% → 43%. Generator
// protocol: 6% → 1%, right 92% → 96%, deepseek-r1 5 → 3 of 38; human told "human" 57% → 34%.
// The quantile, measured (source protocol: human told ≤30 / AI told human / deepseek-r1 told
// human; generator protocol the same): 0.02 33% / 1% / 3, 24% / 1% / 1; 0.05 43% / 4% / 4, 34% /
// 1% / 3; 0.10 45% / 6% / 5, 39% / 1% / 3; 0.20 52% / 11% / 9, 46% / 2% / 4; none 57% / 17% /
// 11, 57% / 6% / 5. Placed on out-of-fold readings instead (every source seen): it withheld
// nothing under the source protocol (the 5% quantile sits below the 30 edge there).
// Measured, not kept:
// - the 30 edge lower (CALIBRATION_TARGETS.humanAt30 0.88 → 0.84 / 0.82 / 0.80, so the 51 edge,
//   which sits on it, comes down too): bands with the source held out 57 / 88 / 1% → 61 / 84 / 1%,
//   63 / 83 / 1%, 67 / 79 / 1%, with the generator 88 / 88 / 0% → 90 / 83 / 0%, 91 / 82 / 0%, 93 /
//   79 / 0%; but human texts at 51+ 11% → 15% / 16% (source protocol), human student writing at
//   51+ with the generator held out 9 → 11 / 14 of 152, human texts under 400 characters at 30 or
//   below 76% → 68% (source protocol): about one human text put at "AI-like" for each AI text
//   gained. The compositions' AI at 51+ 19% → 22 / 25 / 32%.
// - word and character profiles, one at a time, chosen on within-source AUROC in cred-paper and
//   hc3-zh (the compositions not read): the share of single-character words (Intl.Segmenter, 0.27
//   and 0.20 there), mean word length (0.70, 0.72), characters outside GB2312 level 1 (0.49, 0.41),
//   negations 不/没 (0.50, 0.22), the adverbs 都也就还又再 (0.50, 0.17). Source protocol / worst /
//   2024-25 rows / generator protocol's deepseek-r1: single 0.870 / 0.913 / 0.854 / 0.876; word
//   length 0.869 / 0.909 / 0.856 / 0.879; GB2312 0.874 / 0.914 (catch 58 → 61%) / 0.860 / 0.879
//   (catch 58 → 55%); negations 0.851 / 0.905 / 0.827 / 0.889; adverbs 0.864 / 0.913 / 0.846 /
//   0.886; single + GB2312 0.870 / 0.914 / 0.854 / 0.875. None moved the compositions' AI at 51+
//   (17-20%). Each lowered a worst group or the 2024-25 rows; the segmenter would also have cost
//   the scorer a second pass over every Chinese text.
// - word-shape n-grams as the ngram_llr feature (Intl.Segmenter words; about 180 function words,
//   pronouns and connectives kept as themselves, every other word as its length 1/2/3/4+, digits,
//   Latin and each punctuation mark as classes; the English scheme's idea). Smoothing 0.02 / 0.1 /
//   0.3: source protocol 0.873 / 49%, 0.880 / 52%, 0.879 / 54%; its worst 0.916, hc3-zh 0.917,
//   0.917; 2024-25 rows 0.867 / 43%, 0.872 / 46%, 0.871 / 45%; compositions 0.938, 0.943, 0.944;
//   but deepseek-r1 with its generator held out 0.885 / 58% → 0.892 / 47%, 0.885 / 45%, 0.880 /
//   45%, and Intl.Segmenter alone reads 0.4M chars/s here, a tenth of the scorer's whole budget.
// Round 10 (issue 18), Korean and Japanese. No modern-generator data exists for them, so
// bench:quality reads their newest generators in dev off the held-out protocols ("newest
// generators in dev": ko im-not-ai's 2025-26 signature examples and KatFish's GPT-4o, ja o1 and
// o3-mini-high, each scored by a fit that never saw it, against every held-out human text).
// Kept: the Korean catalogue's S1 precision (packs/ko-language.md #9, #32; ko-style.md #14,
// #15): leave-one-source-out 0.943 / 71% → 0.956 / 83%, worst (im-not-ai) 0.903 / 38% → 0.923 /
// 68%, bands 85 / 72 / 2% → 81 / 70 / 0%, student writing at 51+ 12% → 5%; generator protocol
// 0.960 / 88% → 0.973 / 82%, bands 82 / 77 / 2% → 79 / 83 / 0%. The ko weights refitted on the
// new findings; en, zh and ja weights come out identical. Measured, not kept (calibration
// targets or the unseen-AI 51 edge, ko / ja, source protocol unless said):
// - the unseen-AI 51 edge (as Chinese): ko bands 86 / 70 / 5%, students 17%, worst 0.864; ja AI≥51
//   63 → 83%, generator protocol 80 → 89%, but worst source 0.968 / 96% → 0.958 / 77%;
// - ko humanAt30 0.90 / 0.92 / 0.95 (with humanBelow71 0.99 / 0.995 / 1): bands 80 / 70 / 0%, 79 / 72 / 0%,
//   78 / 77 / 0% (generator protocol 79 / 83, 78 / 87, 78 / 92): each point of human≤30 gained
//   costs a point of AI≥51; ko aiAt51 0.88: 86 / 70 / 19%, students 27%, worst 0.830 / 19%;
// - ja aiAt51 0.90 / 0.93 / 0.95: AI≥51 69 / 69 / 72% (generator 84 / 86 / 91%), worst source
//   0.965 / 91%, 0.963 / 89%, 0.961 / 89% against 0.968 / 96%, pooled CV human≥71 1 → 3%. The
//   ja human≥71 3% is two designed traps of patina-examples, which no calibration fitted without
//   them moves (humanBelow71 1: still 3%).
import type { Lang } from "../../lib/engine/types";
import { FEATURE_NAMES, type FeatureName, type Features } from "../../lib/shadow/features";
import { typicality, type LanguageModel } from "../../lib/shadow/model";
import type { NgramTable } from "../../lib/shadow/ngrams";
import { STUDENT_SOURCES } from "./corpus";
import { groupedStratifiedFolds } from "./folds";
import { encodeNgramTable, fitNgramTable, scoreBuckets, DEFAULT_NGRAM_FIT, type NgramBuckets, type NgramFitOptions } from "./ngrams";
import { quantile, type CalibrationTargets } from "./calibration";
import { chooseComplexity, DEFAULT_COMPLEXITY_SLACK, fitCalibratedModel, type Complexity, type ComplexitySlack, type TrainingSet } from "./train";

export interface FitRow {
  features: Features;
  label: boolean;
  /** Near-duplicate / prompt-pair group. */
  group: number;
  ngrams: NgramBuckets;
  /** The row's source (corpus.ts sourceName): the calibration's inner folds hold out whole sources. */
  source?: string;
}

export interface FitSettings {
  /** The n-gram table's smoothing, or null for a model without the ngram_llr feature. */
  ngram: NgramFitOptions | null;
  names: readonly FeatureName[];
  seed: number;
  /** How much inner-CV AUROC a stronger λ or fewer shape rounds may give up and still be chosen. */
  slack: ComplexitySlack;
  /** Row weight of human texts from a student-writing source (STUDENT_SOURCES) against 1 for every other row; absent: 1. */
  studentHumanWeight?: number;
  /** The calibration's 51 edge also below source-held-out AI readings (train.ts fitCalibratedModel); Chinese only. */
  unseenAiEdge?: boolean;
  /** Where the calibration's knots aim (scripts/fit/calibration.ts CALIBRATION_TARGETS when absent). */
  calibrationTargets?: CalibrationTargets;
  /** The model's humanBandMax at this quantile of source-held-out AI readings (train.ts fitCalibratedModel); Chinese only. */
  humanBandQuantile?: number;
}

/**
 * λ slack 0.02 (was 0.01): λ is still chosen inside every training fold by its grouped inner
 * folds, but a stronger λ wins unless a weaker one ranks 0.02 better there. Measured under both
 * held-out protocols on dev + dev-modern against the 0.01 rule: Chinese leave-one-source-out
 * 0.793 → 0.815, its worst source (student compositions) 0.828 → 0.878; Korean's worst held-out
 * generator 0.903 → 0.931; English unchanged within 0.003. It cost Chinese DeepSeek-R1 held
 * out 0.882 → 0.873. Japanese keeps 0.01 (JAPANESE_LAMBDA_SLACK). Inner CV over sources the fit has seen rewards the small
 * λ that fits those sources; a source it has not seen is read better by the stronger one.
 */
export const DEFAULT_FIT_SETTINGS: FitSettings = {
  ngram: DEFAULT_NGRAM_FIT,
  names: FEATURE_NAMES,
  seed: 20260702,
  slack: { lambda: 0.02, rounds: DEFAULT_COMPLEXITY_SLACK.rounds },
};

/**
 * English: fewer shape rounds unless more rank 0.01 better in inner CV (0.005 elsewhere). Its
 * worst held-out group (lorenz-news, which is also the gpt-3.5 generator) 0.779 → 0.800 under
 * both protocols, leave-one-source-out 0.813 → 0.817 and its dev-modern rows 0.835 → 0.841;
 * dev-modern with the generator held out 0.918 → 0.911. The same rule lowered Korean (worst
 * source 0.899 → 0.828) and Chinese (worst source 0.828 → 0.772), whose shapes carry.
 */
const ENGLISH_ROUNDS_SLACK = 0.01;

/**
 * Japanese: the 0.01 λ slack. At 0.02 its AUROC held (leave-one-source-out 0.970) but catch at
 * 5% FPR fell 94% → 91%, its worst source's 96% → 91%.
 */
const JAPANESE_LAMBDA_SLACK = 0.01;

/**
 * Languages whose model reads the n-gram feature: Japanese, where kana n-grams carry to held-out
 * sources and generators (leave-one-source-out 0.960 → 0.970, leave-one-generator-out 0.978 →
 * 0.986). English word-shape n-grams raised pooled CV (0.917 → 0.928) and the worst held-out
 * group (0.779 → 0.795) but lowered the pooled held-out figures (leave-one-source-out 0.813 →
 * 0.801, catch 37% → 34%; leave-one-generator-out catch 51% → 48%) and put more human student
 * essays at 51+ (24 → 27 of 35 with their source held out): a table counted on dev's sources
 * reads those sources. Chinese and Korean character n-grams learned the source (above).
 */
export const NGRAM_LANGS: ReadonlySet<Lang> = new Set<Lang>(["ja"]);

/**
 * English leaves out doc_tells (the points of patterns with a document-scope finding): with it,
 * the held-out human student essays' largest push towards AI (+0.35 logit on average). Without
 * it, leave-one-source-out 0.813 → 0.817 (catch 35% → 37%), the worst group (lorenz-news, also
 * the gpt-3.5 generator) 0.800 → 0.802 under both protocols, leave-one-generator-out 0.861 →
 * 0.862 and its human student essays at 51+ 17 → 15 of 35. The same cut lowered Korean
 * (leave-one-source-out 0.943 → 0.939, its worst generator 0.931 → 0.919) and Japanese (0.970 →
 * 0.957), so they keep it. The patterns still count through the span-density features.
 */
const ENGLISH_LEFT_OUT: ReadonlySet<FeatureName> = new Set<FeatureName>(["doc_tells"]);

/**
 * English: human texts of a student-writing source (ghostbuster-essay) weigh 3 against 1 for
 * every other row, so the 35 human essays, 9% of the human rows, are not outvoted by sources
 * where formal wording is the model's. Measured on dev + dev-modern against weight 1 (round
 * 9): human essays at 51+ with their generator held out 18 → 10 of 35 (×2: 13, ×5: 6); the
 * worst held-out group held under both protocols (leave-one-source-out apt-polish 0.767 →
 * 0.769, leave-one-generator-out gpt-3.5 0.790 → deepseek-v3 0.792, gpt-3.5 0.805; at ×5
 * deepseek-v3 fell to 0.779). It costs pooled catch (leave-one-source-out 0.812 / 36% → 0.806 /
 * 32%, leave-one-generator-out 0.834 / 38% → 0.834 / 35%) and dev-modern with its generator
 * held out 0.875 / 52% → 0.871 / 47%. With the essays' source held out nothing changes (27 of
 * 35): no weight can speak for a register that is not in the training rows. ko (katfish-essay)
 * and zh (cred-composition) keep weight 1: not measured this round. Seeds 2 and 3, against weight
 * 1 at the same seed: essays (generator held out) 17 → 8 and 18 → 13 of 35; worst group
 * leave-one-source-out 0.767 → 0.769 and 0.767 → 0.767, leave-one-generator-out 0.790 → 0.797
 * and 0.790 → 0.796 (llama-3-8b-instruct); pooled catch down at every seed (source protocol 34 →
 * 30% and 34 → 29%); texts of 1,000+ characters, source protocol, 0.795 → 0.773 and 0.800 →
 * 0.774; dev-modern, generator protocol, 0.872 → 0.868 and 0.873 → 0.876.
 */
const ENGLISH_STUDENT_HUMAN_WEIGHT = 3;

/**
 * Chinese (round 9, issue 18) leaves out zh_first_person: 我 leans human within hc3-zh (AUROC
 * 0.18) but AI within the student compositions (0.57), whose AI and human texts both use it
 * most, so a fit without them read the compositions human through it.
 */
const CHINESE_LEFT_OUT: ReadonlySet<FeatureName> = new Set<FeatureName>(["zh_first_person"]);

/**
 * Chinese (round 10, issue 18): a human band is told only below the score where 5% of the AI
 * readings from fits without each training source fall (the model's humanBandMax); between it
 * and 30 the table says "not enough evidence" (overlap). The held-out student compositions read
 * low as a whole (within-source AUROC 0.947, but a third of their AI texts in the human bands):
 * no calibration fitted without them can tell their AI texts from human ones there.
 */
const CHINESE_HUMAN_BAND_QUANTILE = 0.05;

export function settingsFor(lang: Lang): FitSettings {
  if (lang === "zh") {
    return {
      ...DEFAULT_FIT_SETTINGS,
      ngram: null,
      names: DEFAULT_FIT_SETTINGS.names.filter((n) => !CHINESE_LEFT_OUT.has(n)),
      unseenAiEdge: true,
      humanBandQuantile: CHINESE_HUMAN_BAND_QUANTILE,
    };
  }
  const settings = NGRAM_LANGS.has(lang) ? DEFAULT_FIT_SETTINGS : { ...DEFAULT_FIT_SETTINGS, ngram: null };
  if (lang === "en") {
    return {
      ...settings,
      names: settings.names.filter((n) => !ENGLISH_LEFT_OUT.has(n)),
      slack: { ...settings.slack, rounds: ENGLISH_ROUNDS_SLACK },
      studentHumanWeight: ENGLISH_STUDENT_HUMAN_WEIGHT,
    };
  }
  if (lang === "ja") return { ...settings, slack: { ...settings.slack, lambda: JAPANESE_LAMBDA_SLACK } };
  return settings;
}

export interface FittedLanguage {
  model: LanguageModel;
  ngramTable: NgramTable | null;
  complexity: Complexity;
}

/** Inner folds for λ, rounds and calibration: grouped stratified 4-fold. */
export function innerFoldsOf(rows: readonly FitRow[], seed: number): number[] {
  return groupedStratifiedFolds(rows.map((r) => r.group), rows.map((r) => r.label), 4, seed + 1);
}

/** Fewest training sources for source-held-out readings of the "AI-generated" edge. */
const MIN_EDGE_SOURCES = 3;

/**
 * One fold per training source, or null when the rows name fewer than three. The "AI-generated"
 * edge (71) is placed above the human readings of these folds too: a source the model has not
 * seen reads higher or lower as a whole (student essays read higher), and inner folds that
 * share every source never show that shift.
 */
export function sourceFoldsOf(rows: readonly FitRow[]): number[] | null {
  const sources = [...new Set(rows.map((r) => r.source))];
  if (sources.length < MIN_EDGE_SOURCES || sources.includes(undefined)) return null;
  const index = new Map(sources.map((s, i) => [s, i]));
  return rows.map((r) => index.get(r.source)!);
}

/** The share of training rows whose typicality stays within the model's limit. */
export const TYPICALITY_QUANTILE = 0.99;

const NGRAM_FEATURE: FeatureName = "ngram_llr";

/** n-gram scores of the rows, each from a table counted without the row's fold. */
function outOfFoldNgramScores(rows: readonly FitRow[], folds: readonly number[], options: NgramFitOptions): number[] {
  const out = new Array<number>(rows.length).fill(0);
  for (const f of new Set(folds)) {
    const train = rows.map((_, i) => i).filter((i) => folds[i] !== f);
    if (!train.some((i) => rows[i].label) || !train.some((i) => !rows[i].label)) continue;
    const table = fitNgramTable(train.map((i) => rows[i].ngrams), train.map((i) => rows[i].label), options);
    rows.forEach((r, i) => {
      if (folds[i] === f) out[i] = scoreBuckets(r.ngrams, table);
    });
  }
  return out;
}

export function fitLanguage(rows: readonly FitRow[], settings: FitSettings = DEFAULT_FIT_SETTINGS): FittedLanguage {
  const folds = innerFoldsOf(rows, settings.seed);
  let names = settings.names.filter((n) => n !== NGRAM_FEATURE);
  let features: Features[] = rows.map((r) => r.features);
  let ngramTable: NgramTable | null = null;
  if (settings.ngram) {
    // Stacking folds for the n-gram table: every row gets a score from a table that never counted it.
    const stackFolds = groupedStratifiedFolds(rows.map((r) => r.group), rows.map((r) => r.label), 5, settings.seed + 2);
    const oof = outOfFoldNgramScores(rows, stackFolds, settings.ngram);
    features = rows.map((r, i) => ({ ...r.features, [NGRAM_FEATURE]: oof[i] }));
    ngramTable = fitNgramTable(rows.map((r) => r.ngrams), rows.map((r) => r.label), settings.ngram);
    names = [...names, NGRAM_FEATURE];
  }
  const weights = studentWeights(rows, settings.studentHumanWeight);
  const set: TrainingSet = { features, labels: rows.map((r) => r.label), groups: rows.map((r) => r.group), ...(weights ? { weights } : {}) };
  const { complexity } = chooseComplexity(set, folds, names, undefined, undefined, settings.slack);
  const model = fitCalibratedModel(set, complexity, folds, names, sourceFoldsOf(rows), {
    unseenAiEdge: settings.unseenAiEdge ?? false,
    ...(settings.calibrationTargets ? { targets: settings.calibrationTargets } : {}),
    ...(settings.humanBandQuantile !== undefined ? { humanBandQuantile: settings.humanBandQuantile } : {}),
  });
  if (ngramTable) model.ngrams = encodeNgramTable(ngramTable);
  const spread = features.map((f) => typicality(model, f)).sort((a, b) => a - b);
  model.typicalityLimit = quantile(spread, TYPICALITY_QUANTILE);
  return { model, ngramTable, complexity };
}

/** Row weights with student writing's human rows at `weight` (mean 1), or null when every row weighs alike. */
export function studentWeights(rows: readonly FitRow[], weight: number | undefined): number[] | null {
  if (weight === undefined || weight === 1) return null;
  const w = rows.map((r) => (!r.label && r.source !== undefined && STUDENT_SOURCES.has(r.source) ? weight : 1));
  if (w.every((x) => x === 1)) return null;
  const mean = w.reduce((a, b) => a + b, 0) / w.length;
  return w.map((x) => x / mean);
}

/** The features a fitted language model reads for a row: its own, with the n-gram score from the fitted table. */
export function rowFeatures(fitted: FittedLanguage, row: Pick<FitRow, "features" | "ngrams">): Features {
  return fitted.ngramTable ? { ...row.features, [NGRAM_FEATURE]: scoreBuckets(row.ngrams, fitted.ngramTable) } : row.features;
}
