// axe-core in the page: the serious and critical violations, as "rule: first targets" lines.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe on the page as it is now. The page must be opened with `bypassCSP: true`: axe is
 * injected by the test, which the site's Content-Security-Policy would otherwise refuse. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are checked as they end up, not halfway through a transition (a button turning
  // from disabled to enabled as the test reaches it, on a loaded machine).
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    type Axe = { run: (options: object) => Promise<Result> };
    // Only violations are read: axe skips collecting the details of every passing node.
    const result = await (window as unknown as { axe: Axe }).axe.run({
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
  });
}
