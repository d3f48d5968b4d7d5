import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoSeriousAxeViolations } from "./a11y";
import { fakeMicrophone } from "./fake-microphone";
import { createAgentForUser, expect, RUN, signIn, test } from "./support";

/** The fake microphone hears nothing: a muted mic, or one that is not plugged in. */
const WAV_DIR = path.join(tmpdir(), `voice-silent-e2e-${RUN}`);
const WAV = path.join(WAV_DIR, "silence.wav");
// Chromium with a fake microphone fed from the WAV, granted without a prompt: for this file only.
test.use(fakeMicrophone(WAV));

test.beforeAll(() => {
  mkdirSync(WAV_DIR, { recursive: true });
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "anullsrc=r=16000:cl=mono",
    "-t",
    "4",
    WAV,
  ]);
});

test.afterAll(() => {
  rmSync(WAV_DIR, { recursive: true, force: true });
});

for (const width of [1440, 390]) {
  test(`at ${width} px, a silent voice message is caught before it is sent, saying why, with nothing left to retry`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const agentName = `E2E Silent ${width} ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await page.goto("/dashboard/chats/with-agent/coaching");
    await page.locator("label").filter({ hasText: agentName }).click();
    await page.getByRole("button", { name: "Start chat" }).click();
    await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);

    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/chats/send-audio")) uploads.push(request.url());
    });
    await page.getByRole("button", { name: "Record a voice message" }).click();
    await expect(page.getByTestId("recording-elapsed")).toHaveText(/^0:0[2-9]$/, { timeout: 15_000 });
    await page.getByRole("button", { name: "Stop and send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not hear anything" })).toBeVisible();
    expect(uploads).toEqual([]);
    await expect(page.getByTestId("pending-message")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Record a voice message" })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
  });
}
