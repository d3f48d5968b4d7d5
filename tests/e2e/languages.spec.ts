/**
 * The interface in each language (docs/i18n.md): an athlete whose preferred language is not English walks home,
 * chats, goals, journals and the profile at desktop and phone size. Each page declares its language, shows no
 * text of the English catalogue that the language translates, cuts no interface text short, does not scroll
 * sideways, and has no serious axe violation. The sign-in page's switcher and the preference switch at once.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PREFERRED_LANGUAGES } from "../../src/lib/constants";
import { db } from "../../src/server/db";
import { expectNoHorizontalScroll, seriousAxeViolations } from "./a11y";
import { expect, RUN, signIn, test } from "./support";
import { makeTrackAthlete } from "./track-athlete";

const LANGUAGES = PREFERRED_LANGUAGES.filter((l) => l !== "en-US");
const PAGES = [
  "/dashboard",
  "/dashboard/chats",
  "/dashboard/goals",
  "/dashboard/journals",
  "/dashboard/profile",
];
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

type Tree = { [key: string]: string | Tree };

function catalogue(locale: string): Map<string, string> {
  const dir = path.resolve("src/i18n/messages", locale);
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") out.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(readFileSync(path.join(dir, file), "utf8")), `${file.slice(0, -5)}.`);
  }
  return out;
}

/**
 * The English texts a page in `locale` must not show: plain messages (no arguments) of the English catalogue that
 * are none of the language's own. Texts it shares with English ("Chat", "Coach") are no sign of English.
 */
function englishLeftovers(locale: string): string[] {
  const english = catalogue("en-US");
  const own = new Set([...catalogue(locale).values()].map((text) => text.trim()));
  return [...english.values()]
    .map((text) => text.trim())
    .filter((text) => !text.includes("{") && /[A-Za-z]{3}/.test(text) && !own.has(text));
}

/** Runs in the page: the text of each element that holds text of its own, as people read it. */
function visibleTexts(): string[] {
  const texts: string[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
    if (el.closest("[data-sonner-toaster], script, style, [aria-hidden=true]")) continue;
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? "")
      .join("")
      .trim();
    if (own && el.getClientRects().length > 0) texts.push(own);
    for (const attribute of ["aria-label", "placeholder", "title"]) {
      const value = el.getAttribute(attribute)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** Runs in the page: interface texts (those given) whose element cuts them short. */
function cutTexts(interfaceTexts: string[]): string[] {
  const known = new Set(interfaceTexts);
  const cut: string[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>("button, a, label, th, h1, h2, h3, span, p")) {
    const text = el.textContent?.trim() ?? "";
    if (!known.has(text) || el.getClientRects().length === 0) continue;
    // Text for screen readers only is clipped to a pixel on purpose.
    if (el.closest(".sr-only") || el.clientWidth <= 1) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") cut.push(text);
  }
  return cut;
}

async function checkPage(page: Page, locale: string, leftovers: string[], translated: string[]) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await page.locator("main").first().waitFor();
  await page.waitForLoadState("networkidle");
  const english = new Set(leftovers);
  const shown = await page.evaluate(visibleTexts);
  expect(
    shown.filter((text) => english.has(text)),
    `English on ${page.url()}`,
  ).toEqual([]);
  expect(await page.evaluate(cutTexts, translated), `cut short on ${page.url()}`).toEqual([]);
  await expectNoHorizontalScroll(page);
  expect(await seriousAxeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

for (const locale of LANGUAGES) {
  test.describe(`the interface in ${locale}`, () => {
    const email = `lang-${locale.toLowerCase()}-${RUN}@example.com`;

    test.beforeAll(async () => {
      const { id } = await makeTrackAthlete(email, `Lang ${locale} ${RUN}`);
      await db.userDetails.upsert({
        where: { userId: id },
        create: { userId: id, preferredLanguage: locale.replace("-", "_") as never },
        update: { preferredLanguage: locale.replace("-", "_") as never },
      });
    });

    for (const [size, viewport] of Object.entries(SIZES)) {
      test(`an athlete's pages, ${size}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await signIn(page, email);
        await page.request.post("/api/goals", { data: { title: `Goal ${RUN}`, target: "Run 5 km" } });
        await page.request.post("/api/journals", {
          data: { title: `Journal ${RUN}`, content: "Training went well.", date: "2026-11-20" },
        });
        const leftovers = englishLeftovers(locale);
        const translated = [...catalogue(locale).values()].filter((t) => !t.includes("{"));
        for (const path of PAGES) {
          await page.goto(path);
          await checkPage(page, locale, leftovers, translated);
        }
      });
    }
  });
}

test("the sign-in page speaks the chosen language at once, keeping what was typed", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("combobox", { name: "Language" }).selectOption("de-DE");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Sign in");
  await expect(page.locator("input[name=email]")).toHaveValue("someone@example.com");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});

test("a browser asking for Portuguese gets the sign-in page in Brazilian Portuguese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-PT" });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await context.close();
});

test("choosing another language in Preferences switches the page at once, without a reload", async ({
  page,
}) => {
  const email = `lang-switch-${RUN}@example.com`;
  await makeTrackAthlete(email, `Lang Switch ${RUN}`);
  await signIn(page, email);
  await page.goto("/dashboard/user-preferences?tab=preferences");
  await expect(page.getByRole("tab", { name: "Preferences" })).toHaveAttribute("aria-selected", "true");
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.getByLabel("Preferred language").selectOption("fr-FR");
  await page.getByRole("button", { name: "Save preferences" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByRole("tab", { name: "Préférences" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toContainText("Accueil");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
