import { afterEach, describe, expect, it } from "vitest";
import { getProvider, providerName } from "@/server/ai";

const saved = { key: process.env.OPENAI_API_KEY, forced: process.env.AI_PROVIDER };

afterEach(() => {
  process.env.OPENAI_API_KEY = saved.key;
  process.env.AI_PROVIDER = saved.forced;
  if (saved.key === undefined) delete process.env.OPENAI_API_KEY;
  if (saved.forced === undefined) delete process.env.AI_PROVIDER;
});

function set(key: string | undefined, forced: string | undefined) {
  if (key === undefined) delete process.env.OPENAI_API_KEY;
  else process.env.OPENAI_API_KEY = key;
  if (forced === undefined) delete process.env.AI_PROVIDER;
  else process.env.AI_PROVIDER = forced;
}

describe("getProvider", () => {
  it("uses openai when OPENAI_API_KEY is set", () => {
    set("sk-test", undefined);
    expect(providerName()).toBe("openai");
    expect(getProvider().name).toBe("openai");
  });

  it("uses offline without a key, or with a blank one", () => {
    set(undefined, undefined);
    expect(getProvider().name).toBe("offline");
    set("  ", undefined);
    expect(getProvider().name).toBe("offline");
  });

  it("follows AI_PROVIDER when it forces one", () => {
    set("sk-test", "offline");
    expect(getProvider().name).toBe("offline");
    set(undefined, "openai");
    expect(getProvider().name).toBe("openai");
    set(undefined, "bogus");
    expect(getProvider().name).toBe("offline");
  });
});
