/**
 * A production start on the development settings: `next start` refuses to serve, before answering anything, unless
 * DEMO_MODE=1 says it is a demonstration (the suite's other instances run so).
 */
import { describe, expect, it } from "vitest";
import { DEV_AUTH_SECRET } from "@/server/deployment-safety";
import { startInstance } from "./support/instances";

describe("a production start on development settings", () => {
  it("refuses the public secret and the Auth Emulator, naming both", async () => {
    const started = startInstance(5, { DEMO_MODE: "", AUTH_SECRET: DEV_AUTH_SECRET });
    const error = await started.then(
      async (instance) => {
        await instance.kill();
        return null;
      },
      (reason: Error) => reason,
    );
    expect(error?.message).toContain("exited");
    expect(error?.message).toContain("Refusing to start in production on development settings");
    expect(error?.message).toContain("AUTH_SECRET is the public development value");
    expect(error?.message).toContain("the identity provider is the Firebase Auth Emulator");
  }, 90_000);
});
