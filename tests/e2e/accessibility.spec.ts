/**
 * Issue 20 "Accessibility": every page of the app, opened by every role that may open it with real records on it,
 * at desktop and phone size, has no serious or critical axe-core violation; and on a list, a form and a chat page
 * every element the Tab key reaches shows a focus indicator and the main action works from the keyboard alone.
 */
import type { Locator, Page } from "@playwright/test";
import { canOpen } from "../../src/lib/routes";
import type { SessionUser } from "../../src/lib/session-user";
import { db } from "../../src/server/db";
import { seriousAxeViolations } from "./a11y";
import { expect, PASSWORD, RUN, signIn, test } from "./support";

/** The records the detail pages show: the demo organisation's, and a chat and a prompt template made here. */
interface Ids {
  academy: string;
  masterOrg: string;
  track: string;
  athlete: string;
  agent: string;
  instructionSet: string;
  instruction: string;
  template: string;
  goal: string;
  journal: string;
  note: string;
  chat: string;
}

/** Every page under src/app (not-found and the anonymous pages are visited on their own). */
function everyPage(i: Ids): string[] {
  return [
    "/dashboard",
    "/dashboard/account-settings",
    "/dashboard/user-preferences",
    "/dashboard/settings",
    "/dashboard/profile",
    `/dashboard/profile/${i.athlete}`,
    "/dashboard/intake-form",
    "/dashboard/athlete-form",
    "/dashboard/what-my-coach-knows",
    "/dashboard/feedbacks",
    "/dashboard/ai-config",
    "/dashboard/ai-config/chat",
    "/dashboard/ai-config/agents",
    "/dashboard/ai-config/agents/create",
    `/dashboard/ai-config/agents/${i.agent}`,
    `/dashboard/ai-config/agents/edit/${i.agent}`,
    "/dashboard/ai-config/instruction-sets",
    "/dashboard/ai-config/instruction-sets/create",
    `/dashboard/ai-config/instruction-sets/view/${i.instructionSet}`,
    `/dashboard/ai-config/instruction-sets/edit/${i.instructionSet}`,
    "/dashboard/ai-config/instructions",
    "/dashboard/ai-config/instructions/create",
    `/dashboard/ai-config/instructions/view/${i.instruction}`,
    `/dashboard/ai-config/instructions/edit/${i.instruction}`,
    "/dashboard/assessments",
    `/dashboard/assessments/user/${i.athlete}`,
    "/dashboard/chats",
    `/dashboard/chats/${i.chat}`,
    `/dashboard/chats/user/${i.athlete}`,
    "/dashboard/chats/with-agent",
    "/dashboard/chats/with-agent/coaching",
    "/dashboard/chats/with-agent/generalist",
    "/dashboard/coaching-notes",
    `/dashboard/coaching-notes/create/for-team/${i.track}`,
    `/dashboard/coaching-notes/create/for-user/${i.athlete}`,
    `/dashboard/coaching-notes/edit/${i.note}`,
    `/dashboard/coaching-notes/view/${i.note}`,
    `/dashboard/coaching-notes/team/${i.track}`,
    `/dashboard/coaching-notes/user/${i.athlete}`,
    "/dashboard/goals",
    "/dashboard/goals/create",
    `/dashboard/goals/edit/${i.goal}`,
    `/dashboard/goals/view/${i.goal}`,
    `/dashboard/goals/organization/${i.academy}`,
    `/dashboard/goals/team/${i.track}`,
    `/dashboard/goals/user/${i.athlete}`,
    "/dashboard/journals",
    "/dashboard/journals/create",
    `/dashboard/journals/edit/${i.journal}`,
    "/dashboard/organization/view",
    "/dashboard/organization/edit",
    "/dashboard/organizations",
    "/dashboard/organizations/create",
    `/dashboard/organizations/view/${i.academy}`,
    `/dashboard/organizations/edit/${i.masterOrg}`,
    "/dashboard/prompt-templates",
    "/dashboard/prompt-templates/create",
    `/dashboard/prompt-templates/view/${i.template}`,
    `/dashboard/prompt-templates/edit/${i.template}`,
    "/dashboard/teams",
    "/dashboard/teams/create",
    "/dashboard/teams/current/view",
    "/dashboard/teams/current/edit",
    `/dashboard/teams/view/${i.track}`,
    `/dashboard/teams/edit/${i.track}`,
    "/dashboard/users",
    "/dashboard/users/create",
    `/dashboard/users/view/${i.athlete}`,
    `/dashboard/users/edit/${i.athlete}`,
    `/dashboard/users/metrics/${i.athlete}`,
    `/dashboard/users/annotations/${i.athlete}`,
    `/dashboard/users/brief/${i.athlete}`,
  ];
}

interface Role {
  email: string;
  /** What they pick on /select-dashboard, for those who choose first. */
  choice?: RegExp;
  access: Pick<SessionUser, "role" | "isAdminMaster">;
}

const ROLES: Role[] = [
  { email: "athlete@example.com", access: { role: "user", isAdminMaster: false } },
  { email: "coach@example.com", choice: /Track Team/, access: { role: "coach", isAdminMaster: false } },
  { email: "admin@example.com", access: { role: "admin", isAdminMaster: false } },
  { email: "master@example.com", choice: /Demo Academy/, access: { role: "admin", isAdminMaster: true } },
];

async function lookUpIds(): Promise<Omit<Ids, "chat">> {
  const academy = await db.organization.findUniqueOrThrow({ where: { slug: "demo-academy" } });
  const masterOrg = await db.organization.findUniqueOrThrow({ where: { slug: "master" } });
  const track = await db.team.findFirstOrThrow({ where: { organizationId: academy.id, slug: "track" } });
  const athlete = await db.user.findUniqueOrThrow({ where: { email: "athlete@example.com" } });
  const agent = await db.agent.findFirstOrThrow({
    where: { organizationId: academy.id, name: "Demo Coach" },
  });
  const instructionSet = await db.instructionSet.findFirstOrThrow({ where: { organizationId: academy.id } });
  const instruction = await db.instruction.findFirstOrThrow({
    where: { instructionSetId: instructionSet.id },
  });
  const template = await db.coachPromptTemplate.create({
    data: {
      title: `Weekly check-in ${RUN}`,
      content: "Ask how the week's training felt and what got in the way.",
      description: "A short prompt for Monday sessions.",
      organizationId: academy.id,
    },
  });
  const goal = await db.goal.findFirstOrThrow({ where: { userId: athlete.id } });
  const journal = await db.journalEntry.findFirstOrThrow({ where: { userId: athlete.id } });
  // Feedback: the one kind of note the athlete may read too.
  const note = await db.coachingNote.findFirstOrThrow({ where: { toUserId: athlete.id, type: "feedback" } });
  return {
    academy: academy.id,
    masterOrg: masterOrg.id,
    track: track.id,
    athlete: athlete.id,
    agent: agent.id,
    instructionSet: instructionSet.id,
    instruction: instruction.id,
    template: template.id,
    goal: goal.id,
    journal: journal.id,
    note: note.id,
  };
}

/** The athlete's chat with the demo coach agent, started through the screen (its greeting comes from the AI). */
async function startChat(page: Page): Promise<string> {
  // The suite's first sign-in: the freshly started server may take longer than the usual wait to answer it.
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("athlete@example.com");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.goto("/dashboard/chats/with-agent/coaching");
  await page.locator("label").filter({ hasText: "Demo Coach" }).first().click();
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  return new URL(page.url()).pathname.split("/").pop() as string;
}

let ids: Ids;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const chat = await startChat(await context.newPage());
  await context.close();
  ids = { ...(await lookUpIds()), chat };
});

test.afterAll(async () => {
  await db.$disconnect();
});

/** Waits until the page has loaded its data (no skeleton, nothing busy) and finite animations have ended. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator("[data-slot=skeleton], [aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Opens `path` and adds its serious or critical axe violations to `found`, prefixed with the page. */
async function check(page: Page, path: string, found: string[]) {
  await page.goto(path);
  await settle(page);
  for (const violation of await seriousAxeViolations(page)) found.push(`${path}: ${violation}`);
}

async function signInAs(page: Page, role: Role, found: string[]) {
  if (!role.choice) {
    await signIn(page, role.email);
    return;
  }
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(role.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/select-dashboard$/);
  await settle(page);
  for (const violation of await seriousAxeViolations(page)) found.push(`/select-dashboard: ${violation}`);
  await page.getByRole("button", { name: role.choice }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Tabs through the page from its start until focus leaves it or comes back round, and answers the elements whose
 * focus shows no indicator: neither an outline nor a box-shadow that differs from the element's unfocused one.
 */
async function elementsWithoutFocusIndicator(page: Page, maxTabs = 120): Promise<string[]> {
  // Tab starts after the focused element (the page may focus one on load): start from a mark at the very top.
  await page.evaluate(() => {
    const start = document.createElement("span");
    start.tabIndex = -1;
    start.dataset.walkStart = "";
    document.body.prepend(start);
    start.focus();
  });
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press("Tab");
    const step = await page.evaluate(async () => {
      const el = document.activeElement as HTMLElement | null;
      const w = window as unknown as { __walk?: { el: Element; outline: string; shadow: string }[] };
      w.__walk ??= [];
      if (!el || el === document.body) return "left";
      if (w.__walk.some((entry) => entry.el === el)) return "round";
      // Reading the style first makes the browser apply the focus styles and start their transitions, so the
      // transitions awaited below are there to be found (else the shadow could be read at its starting value).
      getComputedStyle(el).boxShadow;
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      w.__walk.push({ el, outline: outline ? style.outline : "none", shadow: style.boxShadow });
      return "next";
    });
    if (step !== "next") break;
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return page.evaluate(async () => {
    const w = window as unknown as { __walk: { el: Element; outline: string; shadow: string }[] };
    // As above: start the blur's transitions before awaiting them, so the resting shadow is read at its end.
    for (const { el } of w.__walk) getComputedStyle(el).boxShadow;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
    const out: string[] = [];
    for (const { el, outline, shadow } of w.__walk) {
      if (!el.isConnected) continue;
      const rest = getComputedStyle(el);
      const ring = shadow !== "none" && shadow !== rest.boxShadow;
      if (outline === "none" && !ring) {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
        out.push(`${el.tagName.toLowerCase()} "${name}"`);
      }
    }
    w.__walk = [];
    document.querySelector("[data-walk-start]")?.remove();
    return out;
  });
}

/** Presses Tab until `target` has the focus (the keyboard's way there). */
async function tabTo(page: Page, target: Locator, maxTabs = 120) {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ timeout: 180_000 });

  test("a list page: every stop shows its focus; New note opens with Enter, closes with Escape, focus returns", async ({
    page,
  }) => {
    await signInAs(page, ROLES[1], []);
    await page.goto("/dashboard/coaching-notes");
    await settle(page);
    expect(await elementsWithoutFocusIndicator(page)).toEqual([]);

    await page.reload();
    await settle(page);
    const newNote = page.getByRole("button", { name: "New note" });
    await tabTo(page, newNote);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New coaching note" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(newNote).toBeFocused();
  });

  test("a form page: every stop shows its focus; a journal entry is written and saved with the keyboard only", async ({
    page,
  }) => {
    await signIn(page, "athlete@example.com");
    await page.goto("/dashboard/journals/create");
    await settle(page);
    expect(await elementsWithoutFocusIndicator(page)).toEqual([]);

    await page.reload();
    await settle(page);
    const title = `Keyboard entry ${RUN}`;
    await tabTo(page, page.getByRole("textbox", { name: "Title" }));
    await page.keyboard.type(title);
    await tabTo(page, page.getByRole("textbox", { name: "Entry" }));
    await page.keyboard.type("Easy run, legs felt fresh.");
    await tabTo(page, page.getByRole("button", { name: "Save entry" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/journals$/);
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("a chat page: every stop shows its focus; a message is sent with the keyboard only", async ({
    page,
  }) => {
    await signIn(page, "athlete@example.com");
    await page.goto(`/dashboard/chats/${ids.chat}`);
    await settle(page);
    expect(await elementsWithoutFocusIndicator(page)).toEqual([]);

    await page.reload();
    await settle(page);
    const text = `Keyboard question ${RUN}`;
    await tabTo(page, page.getByRole("textbox", { name: "Message" }));
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
    const messages = page.getByRole("list", { name: "Messages" });
    await expect(
      messages.locator("[data-testid=message][data-role=user]").filter({ hasText: text }),
    ).toBeVisible();
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  });
});

/**
 * Every page as every role at desktop size (the master admin: the pages only they open, and their home page). At
 * phone size the pages without a session and every page of the athlete (whose pages are the ones used on phones
 * most); the coach's, admin's and master's phone layouts are checked by axe in home.spec.ts and tables.spec.ts
 * (home pages and lists). All of them at both sizes would take this suite from minutes to half an hour.
 */
const asUser = (role: Role) => ({ _id: ids.athlete, ...role.access }) as SessionUser;

/**
 * The pages `role` may open. A master admin in Demo Academy opens the admin's pages with the same records on them,
 * so of those only the home page (their own menu) is checked again; the rest are the pages only a master opens.
 */
function pagesToCheck(role: Role): string[] {
  const pages = everyPage(ids).filter((path) => canOpen(path, asUser(role)));
  if (!role.access.isAdminMaster) return pages;
  const admin = ROLES.find((r) => r.access.role === "admin" && !r.access.isAdminMaster) as Role;
  return pages.filter((path) => path === "/dashboard" || !canOpen(path, asUser(admin)));
}

const VIEWPORTS = [
  { name: "desktop", size: { width: 1440, height: 900 }, roles: (role: Role) => Boolean(role) },
  {
    name: "phone",
    size: { width: 390, height: 844 },
    roles: (role: Role) => role.email === "athlete@example.com",
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe on every page (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("the pages without a session: sign-in, 403, not found", async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of ["/sign-in", "/403", "/403?reason=ONLY_ATHLETE", `/no-such-page-${RUN}`]) {
        await check(page, path, found);
      }
      expect(found).toEqual([]);
    });

    for (const role of ROLES.filter(viewport.roles)) {
      test(`every page ${role.email} may open`, async ({ page }) => {
        test.setTimeout(15 * 60_000);
        const found: string[] = [];
        await signInAs(page, role, found);
        const paths = pagesToCheck(role);
        for (const path of [...paths, `/dashboard/no-such-page-${RUN}`, "/403"])
          await check(page, path, found);
        expect(found).toEqual([]);
      });
    }
  });
}
