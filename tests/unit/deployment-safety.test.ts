import { describe, expect, it } from "vitest";
import {
  DEV_AUTH_SECRET,
  productionStartRefusal,
  showsDemoBanner,
  unsafeDefaults,
} from "@/server/deployment-safety";

const REAL = {
  NODE_ENV: "production",
  AUTH_SECRET: "k3x9-a-long-random-secret-of-forty-chars!!",
  FIREBASE_PROJECT_ID: "coach-prod",
};

describe("what a production start refuses", () => {
  it("nothing configured: no secret and the demo project", () => {
    expect(unsafeDefaults({})).toEqual(["AUTH_SECRET is not set", "FIREBASE_PROJECT_ID is a demo project"]);
  });

  it("the public development secret, a short one, and the Auth Emulator", () => {
    expect(unsafeDefaults({ ...REAL, AUTH_SECRET: DEV_AUTH_SECRET })).toEqual([
      "AUTH_SECRET is the public development value",
    ]);
    expect(unsafeDefaults({ ...REAL, AUTH_SECRET: "short" })).toEqual([
      "AUTH_SECRET is shorter than 32 characters",
    ]);
    expect(unsafeDefaults({ ...REAL, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toEqual([
      "the identity provider is the Firebase Auth Emulator, which accepts unsigned tokens",
    ]);
  });

  it("goes ahead on real settings, or on development ones with DEMO_MODE=1, which then shows the banner", () => {
    expect(productionStartRefusal(REAL)).toBeNull();
    expect(showsDemoBanner(REAL)).toBe(false);
    expect(productionStartRefusal({})).toContain("DEMO_MODE=1");
    const demo = { NODE_ENV: "production", DEMO_MODE: "1" };
    expect(productionStartRefusal(demo)).toBeNull();
    expect(showsDemoBanner(demo)).toBe(true);
    expect(showsDemoBanner({ ...demo, NODE_ENV: "development" })).toBe(false);
  });
});
