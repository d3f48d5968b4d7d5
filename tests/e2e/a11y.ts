import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./support";

/**
 * axe-core on the page as it is now: its violations of impact serious or critical, one line each (rule: targets).
 * `include` narrows the check to one part (e.g. an open dialog, since axe reports the dimmed page behind a modal
 * as low contrast); `exclude` leaves one out (a third-party widget whose markup is not ours).
 */
export async function seriousAxeViolations(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<string[]> {
  // Only violations: working out every passing and undecided node as well is most of axe's time on a big page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** No serious or critical axe violation on the page (or in `include`). */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  expect(await seriousAxeViolations(page, include)).toEqual([]);
}

/** The page does not scroll sideways (nothing is wider than the viewport). */
export async function expectNoHorizontalScroll(page: Page) {
  // Polled: the layout may still settle once the page's data has arrived.
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}
