import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { fakeMicrophone } from "./fake-microphone";
import { createAgentForUser, expect, RUN, signIn, test, toast } from "./support";

/**
 * The fake microphone plays this file (looped): an athlete saying one sentence, then 2.5 s of silence (a pause
 * long enough to end a turn in the Talk panel).
 */
const WAV_DIR = path.join(tmpdir(), `voice-e2e-${RUN}`);
const WAV = path.join(WAV_DIR, "speech.wav");
const SENTENCE = "I feel tired after my long run today";

// Chromium with a fake microphone fed from the WAV, granted without a prompt: for this file only.
test.use(fakeMicrophone(WAV));

test.beforeAll(() => {
  mkdirSync(WAV_DIR, { recursive: true });
  const raw = path.join(WAV_DIR, "speech-raw.wav");
  execFileSync("espeak-ng", ["-v", "en-us", "-s", "140", "-w", raw, SENTENCE]);
  execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-i", raw, "-af", "apad=pad_dur=2.5", WAV]);
});

test.afterAll(() => {
  rmSync(WAV_DIR, { recursive: true, force: true });
});

/** The athlete starts a coaching chat with a new agent of theirs and waits for its greeting. */
async function startCoachingChat(page: Page, browser: Browser, agentName: string) {
  await createAgentForUser(browser, agentName);
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/chats/with-agent/coaching");
  await page.locator("label").filter({ hasText: agentName }).click();
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  const messages = page.getByRole("list", { name: "Messages" });
  const replies = messages.locator("[data-testid=message][data-role=assistant]");
  await expect(replies.first()).toContainText("Welcome to your session");
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  return { messages, replies };
}

test("an athlete records a voice message, sees its transcript with a player, and hears the spoken reply", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agentName = `E2E Voice Coach ${RUN}`;
  const { messages, replies } = await startCoachingChat(page, browser, agentName);

  // Speak replies, with a voice: remembered in this browser.
  await page.getByRole("switch", { name: "Speak replies" }).click();
  await expect(page.getByRole("switch", { name: "Speak replies" })).toBeChecked();
  await page.getByLabel("Voice", { exact: true }).selectOption("nova");

  // Record: the timer runs while the fake microphone speaks, then stop and send.
  await page.getByRole("button", { name: "Record a voice message" }).click();
  await expect(page.getByTestId("recording-elapsed")).toHaveText(/^0:0[5-9]$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Stop and send" }).click();

  // The transcript is the athlete's message, with the recording as a player.
  const mine = messages.locator("[data-testid=message][data-role=user]");
  await expect(mine).toHaveCount(1, { timeout: 30_000 });
  await expect(mine.first()).not.toHaveText(/^\s*$/);
  const recording = mine.first().locator("audio");
  await expect(recording).toHaveCount(1);
  const recordingSrc = await recording.getAttribute("src");
  expect(recordingSrc).toMatch(/^\/api\/files\/download\?key=/);

  // The reply streams in, is stored, and carries its spoken audio.
  await expect(replies).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  await expect(replies.last()).toContainText("You said:");
  const spoken = replies.last().locator("audio");
  await expect(spoken).toHaveCount(1);
  const src = await spoken.getAttribute("src");
  expect(src).toBeTruthy();
  const audio = await page.request.get(src ?? "");
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toMatch(/^audio\//);
  expect((await audio.body()).length).toBeGreaterThan(1000);
  // The browser can play it: its metadata loads.
  await expect
    .poll(() => spoken.evaluate((el) => (el as HTMLAudioElement).readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);

  // After a reload both players are still there (the files are part of the history).
  await page.reload();
  await expect(
    messages.locator("[data-testid=message][data-role=user]").first().locator("audio"),
  ).toHaveCount(1);
  await expect(replies.last().locator("audio")).toHaveCount(1);
  await expect(page.getByRole("switch", { name: "Speak replies" })).toBeChecked();
});

test("a recording the server refuses for what it holds says why and leaves nothing to retry", async ({
  page,
  browser,
}) => {
  await startCoachingChat(page, browser, `E2E Refused take ${RUN}`);
  await page.route("**/api/chats/send-audio", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          isAppError: true,
          code: "VALIDATION_ERROR",
          message: "Validation Error",
          fields: [{ path: "audio", message: "The recording could not be decoded" }],
        },
      }),
    }),
  );
  await page.getByRole("button", { name: "Record a voice message" }).click();
  await expect(page.getByTestId("recording-elapsed")).toHaveText(/^0:0[2-9]$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Stop and send" }).click();
  await expect(toast(page, "The recording could not be decoded")).toBeVisible();
  await expect(page.getByTestId("pending-message")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("an athlete talks with the coach: the Talk panel listens, sends the turn, and the spoken reply arrives", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agentName = `E2E Talk Coach ${RUN}`;
  const { messages, replies } = await startCoachingChat(page, browser, agentName);

  await page.getByRole("button", { name: "Talk" }).click();
  const panel = page.getByRole("dialog", { name: "Talk" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("voice-state")).toHaveText(/Listening|Thinking|Speaking/, {
    timeout: 15_000,
  });
  await expect(panel.getByRole("img", { name: "Microphone level" })).toBeVisible();

  // The pause after the sentence ends the turn: it is sent as a recording and answered aloud.
  const mine = messages.locator("[data-testid=message][data-role=user]");
  await expect(mine.first()).toBeAttached({ timeout: 60_000 });
  await expect(mine.first().locator("audio")).toHaveCount(1);
  await expect(replies.nth(1)).toContainText("You said:", { timeout: 60_000 });
  await expect(replies.nth(1).locator("audio")).toHaveCount(1);

  // Escape ends the conversation and closes the panel.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
});

test("the voice settings tab saves a value that shows after a reload, and resets to the default", async ({
  page,
}) => {
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/user-preferences?tab=voice");
  await expect(page.getByRole("tab", { name: "Voice" })).toHaveAttribute("aria-selected", "true");
  const sensitivity = page.getByLabel("Sensitivity");
  await expect(sensitivity).toHaveValue("low");
  await sensitivity.selectOption("high");
  await page.getByLabel("Realtime voice").selectOption("coral");
  await page.getByRole("button", { name: "Save voice settings" }).click();
  await expect(toast(page, "Voice settings updated successfully")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Sensitivity")).toHaveValue("high");
  await expect(page.getByLabel("Realtime voice")).toHaveValue("coral");

  await page.getByRole("button", { name: "Reset to default" }).click();
  await expect(page.getByLabel("Sensitivity")).toHaveValue("low");
  await page.reload();
  await expect(page.getByLabel("Sensitivity")).toHaveValue("low");
  await expect(page.getByLabel("Realtime voice")).toHaveValue("sage");
});
