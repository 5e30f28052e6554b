import { expect, test } from "@playwright/test";

// The analyze API stays for other clients; the editor UI is covered by e2e/editor*.spec.ts.
test("the analyze API rejects bad input with clear errors", async ({ request }) => {
  const bad = await request.post("/api/analyze", { data: Buffer.from("{not json"), headers: { "content-type": "application/json" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toBe("bad-json");

  const empty = await request.post("/api/analyze", { data: { text: "  \n " } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error.code).toBe("empty-text");

  const binary = await request.post("/api/analyze", { data: { text: "PK\u0003\u0004\u0000\u0000binary" } });
  expect(binary.status()).toBe(400);
  expect((await binary.json()).error.code).toBe("binary");

  const lang = await request.post("/api/analyze", { data: { text: "hello there", lang: "fr" } });
  expect(lang.status()).toBe(422);

  const huge = await request.post("/api/analyze", { data: { text: "a".repeat(2_000_001) } });
  expect(huge.status()).toBe(413);

  // Just under the default limit of 200,000 characters (PATINA_MAX_ANALYZE_CHARS).
  const nearLimit = "The tool is useful. It works well for most people who try it.\n\n".repeat(3_000);
  const big = await request.post("/api/analyze", { data: { text: nearLimit } });
  expect(big.status()).toBe(200);
  expect((await big.json()).analysis.paragraphs.length).toBe(3_000);
});
