import { expect, test } from "@playwright/test";

// The production server reads texts on its worker threads (started from the bundle `next
// build` wrote) and says so in health; a dense draft's answer stays small.
const DENSE = Array.from({ length: 12 }, () => "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적이고 체계적인 미래를 만들어 나갈 수 있을 것입니다.").join("\n\n");

test("health reports the analysis threads ready; /api/analyze answers a dense draft in under 30 KB", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  const pool = (await health.json()).checks.pool as { ok: boolean; mode: string; threads: number; ready: number; worker?: { packs: string } };
  expect(pool).toMatchObject({ ok: true, mode: "threads" });
  expect(pool.threads).toBeGreaterThanOrEqual(1);
  expect(pool.ready).toBeGreaterThanOrEqual(1);
  expect(pool.worker?.packs).toBe("precompiled");

  const res = await request.post("/api/analyze", { data: { text: DENSE } });
  expect(res.status()).toBe(200);
  const body = await res.body();
  expect(body.length).toBeLessThanOrEqual(30 * 1024);
  const json = JSON.parse(body.toString("utf8")) as { report: { groups: unknown[]; findings: { group: number }[] } };
  expect(json.report.findings.length).toBeGreaterThan(100);
  expect(json.report.groups.length).toBeLessThan(json.report.findings.length / 4);
});
