import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Chromium's own console report of a blocked load or script, ours of the page's violation event, and
 * Chromium's complaint about a Permissions-Policy it cannot read.
 */
const POLICY_COMPLAINT = /Content Security Policy|Refused to |Error with Permissions-Policy header/;
/** next-intl's report of a text a client component asked for and its provider lacks (src/i18n/page-areas.ts). */
const MISSING_TEXT = /MISSING_MESSAGE|INSUFFICIENT_PATH/;

/**
 * Every spec's `test`: fails a test whose pages report a Content Security Policy violation, in its `page` and in
 * any context it opens itself (browser.newContext / newPage), so the CSP is proven against every page the
 * suite visits. A test that provokes a violation on purpose names it with `test.use({ allowedCspViolations })`.
 * Fails one, too, whose pages lack a catalogue text a client component asked for: each page sends only the areas
 * it uses, so this proves the choice against every page the suite visits.
 */
export const test = base.extend<{ allowedCspViolations: RegExp | null; cspViolations: string[] }>({
  allowedCspViolations: [null, { option: true }],
  cspViolations: [
    async ({ browser, context, allowedCspViolations }, use) => {
      const seen: string[] = [];
      const missing: string[] = [];
      const watch = async (ctx: BrowserContext) => {
        // The event also reaches violations Chromium reports only to the page (e.g. in a worker or a frame).
        await ctx.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (e) => {
            console.error(
              `Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
            );
          });
        });
        ctx.on("console", (message) => {
          const text = message.text();
          if (POLICY_COMPLAINT.test(text) && !allowedCspViolations?.test(text)) {
            // The page's address: a violation our listener reports has no source location of its own.
            seen.push(`${message.page()?.url() ?? message.location().url}: ${text}`);
          }
          if (MISSING_TEXT.test(text)) missing.push(`${message.page()?.url()}: ${text.split("\n")[0]}`);
        });
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const ctx = await newContext.call(browser, options);
        await watch(ctx);
        return ctx;
      };
      try {
        await use(seen);
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, "the pages reported CSP violations (or a Permissions-Policy error)").toEqual([]);
      expect(missing, "the pages lacked texts of the catalogue").toEqual([]);
    },
    { auto: true },
  ],
});

/** The seeded demo accounts' password (src/server/seed/demo.ts); the test script seeds before starting the server. */
export const PASSWORD = "Demo-pass-2026";

/** Names and e-mails made by the tests carry the run's id, so a re-run against the same database cannot clash. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Signs in someone who chooses first (§2 guard step 3), then picks `choice` (a team or an organisation). */
export async function signInAndChoose(page: Page, email: string, choice: RegExp, password = PASSWORD) {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/select-dashboard$/);
  await page.getByRole("button", { name: choice }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The demo coach is in two teams: they choose the athletes' (Track Team) after signing in. */
export const signInCoach = (page: Page) => signInAndChoose(page, "coach@example.com", /Track Team/);

export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The id of the user with this email, as the signed-in page's user finds them (POST /users/paginate). */
export async function userIdOf(page: Page, email: string): Promise<string> {
  const users = await page.request.post("/api/users/paginate", { data: { searchQuery: email, limit: 10 } });
  expect(users.status(), await users.text()).toBe(200);
  const user = ((await users.json()).docs as { _id: string; email: string }[]).find((u) => u.email === email);
  expect(user).toBeTruthy();
  return user?._id as string;
}

/**
 * An agent of the test's own for `email` (an athlete), made by the seeded admin through the API in a separate
 * browser context, so a test does not depend on the seeded agents.
 */
export async function createAgentForUser(
  browser: Browser,
  name: string,
  email = "athlete@example.com",
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "admin@example.com");
  const userId = await userIdOf(page, email);
  const res = await page.request.post("/api/agents", {
    data: {
      name,
      description: "Helps you plan your training week.",
      coreInstruction: "You are a supportive running coach.",
      allowedModes: ["coaching", "generalist"],
      toUsers: [userId],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const agent = (await res.json()) as { _id: string };
  await context.close();
  return agent._id;
}
