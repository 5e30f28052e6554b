// Stable version strings for what a report was scored with, so two reports can be
// told apart when the catalog, lexicon or scoring configuration changed between
// them. Pure: the caller passes the source files and the configuration objects.
import type { ReportVersions } from "./types";

/** 64-bit FNV-1a over UTF-16 code units, as 16 hex digits: a fingerprint, not a security hash. */
export function fingerprint(text: string): string {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * prime) & mask;
  }
  return h.toString(16).padStart(16, "0");
}

/** Files in name order, each as "name\0content\0", so renames and edits both change the hash. */
function filesFingerprint(files: Readonly<Record<string, string>>): string {
  return fingerprint(
    Object.keys(files)
      .sort()
      .map((name) => `${name}\u0000${files[name]}\u0000`)
      .join(""),
  );
}

/** JSON with sorted keys, so object key order never changes a fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The frontmatter `version:` of each pack; one value when they agree, else "mixed". */
export function packVersion(packs: Readonly<Record<string, string>>): string {
  const versions = new Set<string>();
  for (const text of Object.values(packs)) {
    const m = /^---\r?\n[\s\S]*?^version:\s*([^\s#]+)/m.exec(text);
    versions.add(m ? m[1].replace(/^["']|["']$/g, "") : "unversioned");
  }
  return versions.size === 1 ? [...versions][0] : versions.size === 0 ? "none" : "mixed";
}

export interface VersionSources {
  app: string;
  packs: Readonly<Record<string, string>>;
  lexicons: Readonly<Record<string, string>>;
  /** Every configuration object the scores depend on. */
  scoringConfig: unknown;
}

export function reportVersions(sources: VersionSources): ReportVersions {
  return {
    app: sources.app,
    catalog: `${packVersion(sources.packs)}+${filesFingerprint(sources.packs)}`,
    lexicon: filesFingerprint(sources.lexicons),
    scoring: fingerprint(canonicalJson(sources.scoringConfig)),
  };
}
