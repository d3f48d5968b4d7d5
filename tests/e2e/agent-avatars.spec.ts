import type { Locator } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, test } from "./support";

// A 1×1 PNG, served for the agent's image URL: the test machine reaches no image host.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const IMAGE_URL = `https://images.example.test/agent-${RUN}.png`;

const avatarOf = (card: Locator) => card.locator("[data-slot=agent-avatar]");
const background = (avatar: Locator) => avatar.evaluate((el) => getComputedStyle(el).backgroundColor);

test("agents with equal names are told apart on the picker, by avatar colour and a short disambiguator", async ({
  page,
  browser,
}) => {
  // Three sign-ins in two browser contexts, then an accessibility scan.
  test.setTimeout(90_000);
  const twin = `Twin Coach ${RUN}`;
  const first = await createAgentForUser(browser, twin);
  const second = await createAgentForUser(browser, twin);

  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/chats/with-agent");
  const radios = page.getByRole("radio", { name: new RegExp(`^Twin Coach ${RUN}`) });
  await expect(radios).toHaveCount(2);
  const cards = page.locator("label").filter({ has: page.getByRole("radio", { name: new RegExp(twin) }) });
  await expect(cards).toHaveCount(2);

  // Both show generated initials on a colour of their own, the name isolated, and the description.
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(avatarOf(card)).toHaveText("TC");
    await expect(card.locator("bdi").filter({ hasText: twin })).toHaveCount(1);
    await expect(card.getByText("Helps you plan your training week.")).toBeVisible();
  }
  expect(await background(avatarOf(cards.nth(0)))).not.toBe(await background(avatarOf(cards.nth(1))));

  // Name and description are equal too: a short part of each id tells them apart, to the eye and to a screen
  // reader (the radios' names differ).
  const names = await radios.evaluateAll((inputs) => inputs.map((i) => i.getAttribute("aria-label")));
  expect(new Set(names).size).toBe(2);
  const tags = await cards.locator("[data-slot=agent-disambiguator]").allTextContents();
  expect(tags).toHaveLength(2);
  expect(tags[0]).not.toBe(tags[1]);
  for (const [i, id] of [first, second].entries()) {
    const card = cards.filter({ has: page.locator(`input[value="${id}"]`) });
    await expect(card.locator("[data-slot=agent-disambiguator]")).toHaveText(/^#[0-9a-f]{4,}$/);
    const tag = (await card.locator("[data-slot=agent-disambiguator]").textContent()) ?? "";
    expect(id.endsWith(tag.slice(1)), `agent ${i} shows the end of its id`).toBe(true);
  }
  await expectNoSeriousAxeViolations(page);
});

test("an agent's image is its avatar; the agents list shows avatars too", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const pictured = `Pictured Coach ${RUN}`;
  const id = await createAgentForUser(browser, pictured);
  const plain = `Plain Coach ${RUN}`;
  await createAgentForUser(browser, plain);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.route(IMAGE_URL, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
  await signIn(admin, "admin@example.com");
  const res = await admin.request.put(`/api/agents/${id}`, { data: { image: IMAGE_URL } });
  expect(res.status(), await res.text()).toBe(200);

  await admin.goto(`/dashboard/ai-config/agents?q=${encodeURIComponent(pictured)}`);
  const row = admin.getByRole("row").filter({ hasText: pictured });
  await expect(row.locator("[data-slot=agent-avatar] img")).toHaveAttribute("src", IMAGE_URL);
  // An agent without an image gets initials in the list as well.
  await admin.goto(`/dashboard/ai-config/agents?q=${encodeURIComponent(plain)}`);
  const plainRow = admin.getByRole("row").filter({ hasText: plain });
  await expect(plainRow.locator("[data-slot=agent-avatar]")).toHaveText("PC");
  // The description sits under the name, as on the picker, so equal names can be told apart here too.
  await expect(plainRow.getByText("Helps you plan your training week.")).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await context.close();

  await page.route(IMAGE_URL, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/chats/with-agent");
  const card = page.locator("label").filter({ has: page.locator(`input[value="${id}"]`) });
  const image = avatarOf(card).locator("img");
  await expect(image).toHaveAttribute("src", IMAGE_URL);
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
});
