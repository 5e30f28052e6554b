// axe-core in the page: the WCAG 2.1 A/AA rules, violations as "rule (impact): target — why"
// lines so a failing test says what to fix. Plain axe-core (pinned in package.json) injected
// through evaluate, which the page's CSP allows; @axe-core/playwright is not used because its
// current release asks for Node 22.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The rules whose outcome depends on colours alone: all that can change when only the colour scheme does. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type Scheme = "light" | "dark";

/** Every WCAG 2.1 A/AA violation in the page, or inside `selector`; `rules` narrows the run to those rules. */
export async function axeViolations(page: Page, selector?: string, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ sel, tags, only }) => {
      type Result = { violations: { id: string; impact?: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
      const runOnly = only ? { type: "rule", values: only } : { type: "tag", values: tags };
      const result = await axe.run(sel ? { include: [sel] } : document, { runOnly, resultTypes: ["violations"] });
      return result.violations.flatMap((v) =>
        v.nodes.slice(0, 5).map((n) => `${v.id} (${v.impact ?? "?"}): ${n.target.join(" ")} — ${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200)}`),
      );
    },
    { sel: selector, tags: WCAG_TAGS, only: rules ? [...rules] : undefined },
  );
}

async function schemeOf(page: Page): Promise<Scheme> {
  return (await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)) ? "dark" : "light";
}

/** Lets the page react to a colour-scheme change (CodeMirror's dark theme follows matchMedia's change event). */
async function settleFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * No WCAG 2.1 A/AA violation in this state, in the light and in the dark colour scheme: the
 * whole rule set in the scheme the page is in, the colour rules again in the other one (the
 * DOM is the same; only colours change). The page is left in the scheme it was in.
 */
export async function expectAccessible(page: Page, state: string, within?: string) {
  const first = await schemeOf(page);
  const other: Scheme = first === "dark" ? "light" : "dark";
  expect(await axeViolations(page, within), `axe, ${first}, in state "${state}"`).toEqual([]);
  await page.emulateMedia({ colorScheme: other });
  await settleFrames(page);
  expect(await axeViolations(page, within, COLOUR_RULES), `axe, ${other}, in state "${state}"`).toEqual([]);
  await page.emulateMedia({ colorScheme: first });
  await settleFrames(page);
}
