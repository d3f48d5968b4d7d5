// Takes the screenshots of the README and docs/ from a running app (default http://localhost:3000, i.e. `npm run dev` on the
// embedded defaults; BASE_URL to point elsewhere) with Debian's Chromium, as the demo athlete and admin:
// docs/screenshots/{chat-new,chat,chat-search,chat-versions,home-athlete,coach-knows,home-admin,palette,chat-phone,
// home-athlete-de}.png.
//   npm run dev   (in another terminal)   then   npm run screenshots
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const PASSWORD = "Demo-pass-2026";
const OUT = "docs/screenshots";

async function signIn(page, email) {
  await page.goto(`${BASE_URL}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}

/** A context whose pages hide `next dev`'s indicator, which would sit over the composer in the pictures. */
async function contextOf(browser, options) {
  const context = await browser.newContext({ colorScheme: "dark", ...options });
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = "nextjs-portal { display: none !important; }";
      document.head.append(style);
    });
  });
  return context;
}

async function send(page, text) {
  const replies = page.locator("[data-testid=message][data-role=assistant]");
  const before = await replies.count();
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("textbox", { name: "Message" }).press("Enter");
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll("[data-testid=message][data-role=assistant]").length > n &&
      !document.querySelector("[data-testid=streaming-reply]"),
    before,
  );
}

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const desktop = await contextOf(browser, { viewport: { width: 1440, height: 900 } });
  const page = await desktop.newPage();
  await signIn(page, "athlete@example.com");
  await page.goto(`${BASE_URL}/dashboard/chats/with-agent/coaching`);
  await page.getByRole("button", { name: "Start chat" }).click();
  await page.waitForURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  await page.locator("[data-testid=message][data-role=assistant]").first().waitFor();
  await page.getByRole("list", { name: "Conversation starters" }).waitFor();
  await page.waitForFunction(() => !document.querySelector("[data-testid=streaming-reply]"));
  await page.screenshot({ path: `${OUT}/chat-new.png` });
  await send(page, "I keep waking up at 3am before races. **What can I do** the night before?");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/chat.png` });

  // The history's search finds what was said in a chat, with the words marked.
  await page.getByRole("searchbox", { name: "Search chats" }).fill("waking");
  await page.locator("aside mark").first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/chat-search.png` });

  // Editing a message keeps the earlier version, and "‹ 2/2 ›" goes back to it.
  await page.getByRole("searchbox", { name: "Search chats" }).fill("");
  const mine = page.locator("[data-testid=message][data-role=user]").last();
  await mine.getByRole("button", { name: "Edit message" }).click();
  const edit = page.getByRole("textbox", { name: "Edit your message" });
  await edit.fill("I keep waking up at 3am before races. **What should I eat** the night before?");
  await edit.press("Enter");
  await mine.getByTestId("versions").waitFor();
  await page.waitForFunction(() => !document.querySelector("[data-testid=streaming-reply]"));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/chat-versions.png` });

  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/home-athlete.png` });

  await page.goto(`${BASE_URL}/dashboard/what-my-coach-knows`);
  await page.getByTestId("brief-text").waitFor();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/coach-knows.png` });

  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Control+K");
  // The palette's code loads on first use: type once its input is there, then wait for the search's answer.
  await page.getByRole("dialog", { name: "Command palette" }).getByRole("combobox").waitFor();
  await page.keyboard.type("sleep");
  await page.getByRole("option").filter({ hasText: /sleep/i }).first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/palette.png` });

  const phone = await contextOf(browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const phonePage = await phone.newPage();
  await signIn(phonePage, "athlete@example.com");
  await phonePage.goto(page.url().replace(/\/dashboard.*$/, "/dashboard/chats"));
  await phonePage
    .locator("a[href^='/dashboard/chats/']")
    .filter({ hasText: /3am|waking/i })
    .first()
    .click();
  await phonePage.locator("[data-testid=message]").first().waitFor();
  // Markdown renders once its parser has loaded, and Send is ready once the page has re-attached to the chat.
  await phonePage.locator("[data-testid=message][data-role=user] strong").first().waitFor();
  await phonePage.waitForFunction(
    () => !document.querySelector("button[aria-busy=true], [data-slot=spinner]"),
  );
  await phonePage.screenshot({ path: `${OUT}/chat-phone.png` });

  const admin = await contextOf(browser, { viewport: { width: 1440, height: 900 } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, "admin@example.com");
  await adminPage.waitForLoadState("networkidle");
  await adminPage.screenshot({ path: `${OUT}/home-admin.png` });

  // The athlete's home in German: their preference switched through the API for the picture, then put back.
  const german = await contextOf(browser, { viewport: { width: 1440, height: 900 } });
  const germanPage = await german.newPage();
  await signIn(germanPage, "athlete@example.com");
  const setLanguage = (preferredLanguage) =>
    germanPage.request.put(`${BASE_URL}/api/users/details`, { data: { preferredLanguage } });
  await setLanguage("de-DE");
  try {
    await germanPage.goto(`${BASE_URL}/dashboard`);
    await germanPage.waitForLoadState("networkidle");
    await germanPage.screenshot({ path: `${OUT}/home-athlete-de.png` });
  } finally {
    await setLanguage("en-US");
  }
  console.log(`screenshots written to ${OUT}/`);
} finally {
  await browser.close();
}
