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
  // Polled: the layout may still settle once the page's data has arrived. What is polled names the elements that
  // stick out, so a failure says which part of the page is too wide instead of only by how much.
  await expect.poll(() => page.evaluate(overflowingElements)).toEqual([]);
}

/** Runs in the page: the innermost elements whose right edge passes the viewport's (empty when none does). */
function overflowingElements(): string[] {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return [];
  const width = root.clientWidth;
  const wide = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
    (el) => el.getBoundingClientRect().right > width + 0.5,
  );
  const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
  const describe = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    return `${name} right=${Math.round(box.right)} (viewport ${width}): ${(el.textContent ?? "").trim().slice(0, 60)}`;
  };
  const found = innermost.slice(0, 5).map(describe);
  return found.length > 0 ? found : [`page is ${root.scrollWidth - width}px too wide, no element found`];
}
