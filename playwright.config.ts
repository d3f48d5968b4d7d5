// Browser tests against a production build served by scripts/test.mjs (scripts/serve.mjs on port 3100), hence no
// webServer block. Run them through `npm test` (or `npm test -- --only=e2e`).
import { defineConfig, devices } from "@playwright/test";

export default defineConfig({
  testDir: "tests/e2e",
  // One app, one database: tests share state, so run them one at a time and never retry (flakes must show).
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.PLAYWRIGHT_BASE_URL ?? "http://localhost:3100",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's Chromium: Playwright's own browser download cannot work offline.
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox", // we run as root in a container
            "--disable-gpu",
            "--disable-background-networking", // no calls home (no internet here)
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
});
