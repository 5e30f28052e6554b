// Categories come from pack frontmatter, never from a hard-coded list (seed 000 §3):
// category = `pack` minus its language prefix, pattern count = `patterns`, and packs
// that land on the same category (ko-content and custom/ko-content) add their counts.

/** Category → number of patterns it holds (the denominator of its score). */
export type CategoryCatalog = Record<string, number>;

export interface PackCount {
  pack: string;
  patterns: number;
}

const LANGUAGE_PREFIX = /^([a-z]{2})-(.+)$/;

/** "ko-content" → "content", "en-viral-hook" → "viral-hook"; a pack without a language prefix is its own category. */
export function categoryOfPack(pack: string): string {
  const m = LANGUAGE_PREFIX.exec(pack.trim());
  return m ? m[2] : pack.trim();
}

/** "ko-content" → "ko"; null when the pack has no language prefix. */
export function languageOfPack(pack: string): string | null {
  const m = LANGUAGE_PREFIX.exec(pack.trim());
  return m ? m[1] : null;
}

/**
 * Builds the catalog for one language (packs of other languages are ignored, and
 * so are packs without a language prefix unless no language is given).
 */
export function buildCategoryCatalog(packs: readonly PackCount[], lang?: string): CategoryCatalog {
  const catalog: CategoryCatalog = {};
  for (const { pack, patterns } of packs) {
    if (lang !== undefined && languageOfPack(pack) !== lang) continue;
    if (!Number.isFinite(patterns) || patterns < 0) continue;
    const category = categoryOfPack(pack);
    catalog[category] = (catalog[category] ?? 0) + patterns;
  }
  return catalog;
}

/** The shipped packs' counts (PATTERN-INDEX.md), used when no pack list is supplied. */
export const DEFAULT_CATEGORY_CATALOG: Readonly<CategoryCatalog> = Object.freeze({
  content: 6,
  language: 9,
  style: 7,
  communication: 4,
  filler: 6,
  structure: 5,
  "viral-hook": 9,
});
