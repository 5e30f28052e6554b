// Check name (FORMAT.md's closed list) → implementation.
import type { CheckName } from "../../packs/checks";
import { boldface } from "./boldface";
import { curlyQuotes } from "./curly-quotes";
import { dashDensity } from "./dash-density";
import { emoji } from "./emoji";
import { endingRepetition } from "./ending-repetition";
import { headingBullets } from "./heading-bullets";
import { inlineHeaderList } from "./inline-header-list";
import { paragraphQuestionOpener } from "./paragraph-question-opener";
import { paragraphUniformity } from "./paragraph-uniformity";
import { sentenceInitialConnective } from "./sentence-initial-connective";
import { sentenceLengthUniformity } from "./sentence-length-uniformity";
import { shortLineStack } from "./short-line-stack";
import { stylometryHot } from "./stylometry-hot";
import { titleCaseHeading } from "./title-case-heading";
import { tripletLists } from "./triplet-lists";
import type { Check } from "./types";

export const CHECKS: Record<CheckName, Check> = {
  "sentence-length-uniformity": sentenceLengthUniformity,
  "paragraph-uniformity": paragraphUniformity,
  "ending-repetition": endingRepetition,
  "paragraph-question-opener": paragraphQuestionOpener,
  emoji,
  boldface,
  "inline-header-list": inlineHeaderList,
  "title-case-heading": titleCaseHeading,
  "heading-bullets": headingBullets,
  "dash-density": dashDensity,
  "curly-quotes": curlyQuotes,
  "triplet-lists": tripletLists,
  "short-line-stack": shortLineStack,
  "sentence-initial-connective": sentenceInitialConnective,
  "stylometry-hot": stylometryHot,
};

export type { Check, CheckContext, CheckOccurrence, CheckResult } from "./types";
