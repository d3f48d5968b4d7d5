// Two projects in one `vitest run`: fast pure `unit` tests and `api` tests that hit the real Postgres and
// Auth Emulator started by scripts/test.mjs (run them through `npm test`, which sets the env).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));
// `server-only` throws outside a React Server Components bundle; tests import server modules directly.
const emptyModule = fileURLToPath(new URL("./tests/support/empty.ts", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      { find: /^server-only$/, replacement: emptyModule },
      // As in next.config.ts: catalogues are compiled, and formatted without the ICU parser.
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
    ],
  },
  test: {
    testTimeout: 20_000,
    // Through Vite, so that the use-intl alias above applies inside it too.
    server: { deps: { inline: ["use-intl", "next-intl"] } },
    projects: [
      {
        extends: true,
        // jsdom/happy-dom are not installed: unit tests run in node, no DOM rendering.
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // One shared database and emulator: files must not run at the same time.
          fileParallelism: false,
          // Written by the lead; optional so the config also works before it exists.
          setupFiles: existsSync("tests/api/setup.ts") ? ["tests/api/setup.ts"] : [],
        },
      },
      {
        extends: true,
        test: {
          // The embedded default (PGlite over a socket, as `npm run dev` serves it), with the Auth Emulator of
          // the api project: runs with it under `npm test -- --only=api`.
          name: "embedded",
          include: ["tests/embedded/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          globalSetup: ["tests/embedded/global-setup.ts"],
          setupFiles: ["tests/embedded/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Two production servers (scripts/serve.mjs) of the production build on the api project's PostgreSQL and emulator
          // (tests/instances/support/instances.ts): scripts/test.mjs runs it after `next build`.
          name: "instances",
          include: ["tests/instances/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 30_000,
          setupFiles: ["tests/api/setup.ts"],
        },
      },
    ],
  },
});
