import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDocTypes, loadProjectConfig } from "../../lib/node/config";
import { defaultPatinaConfig } from "../../lib/config/defaults";
import { ConfigError } from "../../lib/config/errors";
import { SHIPPED_DOC_TYPES } from "../../lib/scoring/doc-types";

const PROJECT = join(__dirname, "../..");

function tempProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "patina-config-"));
  cpSync(join(PROJECT, "doc-types"), join(root, "doc-types"), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, ".."), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

test("without .patina.yaml the project gets the defaults", () => {
  const root = tempProject({});
  try {
    assert.deepEqual(loadProjectConfig(root), defaultPatinaConfig());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("shipped doc-type files on disk equal the embedded copies", () => {
  assert.deepEqual(loadDocTypes(PROJECT), SHIPPED_DOC_TYPES);
});

test("custom/doc-types/*.yaml add types and replace shipped ones by name; .patina.yaml may weight them", () => {
  const root = tempProject({
    "custom/doc-types/newsletter.yaml": "name: newsletter\nlabel: {ko: 뉴스레터, en: Newsletter}\ndescription: Weekly newsletters.\npattern-overrides:\n  VH2: reduce\n",
    "custom/doc-types/blog.yaml": "name: blog\nlabel: {ko: 블로그, en: Blog}\ndescription: Our blog.\npattern-overrides: {14: reduce}\ncombined-weights: {ai-likeness: 0.8, fidelity: 0.2}\n",
    ".patina.yaml": "scoring:\n  combined-weights:\n    newsletter: {ai-likeness: 0.55}\n",
  });
  try {
    const c = loadProjectConfig(root);
    assert.deepEqual(c.documentTypes.newsletter.patternOverrides.unscoped, { VH2: "reduce" });
    assert.equal(c.documentTypes.blog.patternOverrides.unscoped["14"], "reduce");
    assert.deepEqual(c.documentTypes.blog.combinedWeights, { aiLikeness: 0.8, fidelity: 0.2 });
    assert.equal(c.scoring.combinedWeights.newsletter.aiLikeness, 0.55);
    assert.ok(c.documentTypes.legal);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("errors name the file and the key", () => {
  const root = tempProject({ ".patina.yaml": "scoring:\n  category-weights:\n    ko: {style: 0.2}\n" });
  try {
    assert.throws(
      () => loadProjectConfig(root),
      (err: unknown) => err instanceof ConfigError && err.key === "scoring.category-weights.ko" && err.file === ".patina.yaml" && /sum to 1.02/.test(err.message),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const root2 = tempProject({ "custom/doc-types/memo.yaml": "name: memo\npattern-overrides: {8: loud}\n" });
  try {
    assert.throws(() => loadProjectConfig(root2), (err: unknown) => err instanceof ConfigError && err.file === "custom/doc-types/memo.yaml" && err.key === "pattern-overrides.8");
  } finally {
    rmSync(root2, { recursive: true, force: true });
  }
  const root3 = tempProject({ ".patina.yaml": "scoring:\n  combined-weights:\n    poetry: {ai-likeness: 0.5}\n" });
  try {
    assert.throws(() => loadProjectConfig(root3), (err: unknown) => err instanceof ConfigError && err.key === "scoring.combined-weights.poetry");
  } finally {
    rmSync(root3, { recursive: true, force: true });
  }
});

test("a doc-type file whose name disagrees with its file name is rejected", () => {
  const root = tempProject({ "custom/doc-types/memo.yaml": "name: note\n" });
  try {
    assert.throws(() => loadDocTypes(root), /does not match "memo"/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
