// What a UI language needs to say why a score is what it is.
import type { FeatureUnit } from "./units";

export interface CompareParams {
  /** "4", "1.8", "a third": already formatted. */
  ratio: string;
  basis: "median" | "mean";
  /** The text's language, named in the UI language. */
  lang: string;
  /** The typical value, formatted in the feature's unit ("" for relative features). */
  typical: string;
  /** Share of human texts with any of it. */
  share: number;
}

export interface FeatureWords {
  /** Every model feature, in plain words (the unit test checks each one the model uses). */
  labels: Record<string, string>;
  units: Record<FeatureUnit, (value: number) => string>;
  compare: {
    times(p: CompareParams): string;
    fraction(p: CompareParams): string;
    /** Twenty times or more: a plain "far above" instead of a number nobody can picture. */
    far(p: CompareParams): string;
    near(p: CompareParams): string;
    rare(p: CompareParams): string;
    none(p: CompareParams): string;
  };
  line(p: { label: string; value: string; comparison: string }): string;
  bare(p: { label: string; value: string }): string;
}
