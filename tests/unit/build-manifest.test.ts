import { describe, expect, it } from "vitest";
import {
  BUILD_POLL_INTERVAL_MS,
  decideBuildCheck,
  mayReload,
  parseManifest,
  RELOAD_GUARD_KEY,
  readLastReload,
} from "@/lib/build-manifest";
import { RELOAD_GUARD_MS } from "@/lib/constants";

const NOW = 1_700_000_000_000;
const base = { loadedBuildId: "a", offeredBuildId: null, lastReloadAt: null, now: NOW };

describe("build manifest check (§2, §9)", () => {
  it("polls once a minute", () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(60_000);
  });

  it("parses { buildId, builtAt } and rejects anything else", () => {
    expect(parseManifest({ buildId: "b", builtAt: "2026-01-01T00:00:00.000Z" })).toEqual({
      buildId: "b",
      builtAt: "2026-01-01T00:00:00.000Z",
    });
    expect(parseManifest({ buildId: "b", builtAt: 5 })).toEqual({ buildId: "b" });
    for (const bad of [null, "b", 42, {}, { buildId: "" }, { buildId: "  " }, { buildId: 3 }])
      expect(parseManifest(bad)).toBeNull();
  });

  it("does nothing while the manifest names the build the page runs", () => {
    expect(decideBuildCheck({ ...base, manifest: { buildId: "a" } })).toEqual({ action: "none" });
  });

  it("offers a reload when another build is out", () => {
    expect(decideBuildCheck({ ...base, manifest: { buildId: "b" } })).toEqual({
      action: "offer-reload",
      buildId: "b",
    });
  });

  it("offers each new build once", () => {
    expect(decideBuildCheck({ ...base, manifest: { buildId: "b" }, offeredBuildId: "b" })).toEqual({
      action: "none",
    });
    expect(decideBuildCheck({ ...base, manifest: { buildId: "c" }, offeredBuildId: "b" })).toEqual({
      action: "offer-reload",
      buildId: "c",
    });
  });

  it("does nothing without a manifest or without knowing the page's build (dev server)", () => {
    expect(decideBuildCheck({ ...base, manifest: null })).toEqual({ action: "none" });
    expect(decideBuildCheck({ ...base, loadedBuildId: null, manifest: { buildId: "b" } })).toEqual({
      action: "none",
    });
  });

  it("offers nothing within 10 s of a reload, so a bad manifest cannot cause a reload loop", () => {
    const justReloaded = { ...base, manifest: { buildId: "b" }, lastReloadAt: NOW - 3_000 };
    expect(decideBuildCheck(justReloaded)).toEqual({ action: "none" });
    expect(decideBuildCheck({ ...justReloaded, lastReloadAt: NOW - RELOAD_GUARD_MS })).toEqual({
      action: "offer-reload",
      buildId: "b",
    });
  });

  it("reload guard: at most one reload per 10 s", () => {
    expect(mayReload(null, NOW)).toBe(true);
    expect(mayReload(NOW - 1, NOW)).toBe(false);
    expect(mayReload(NOW - RELOAD_GUARD_MS + 1, NOW)).toBe(false);
    expect(mayReload(NOW - RELOAD_GUARD_MS, NOW)).toBe(true);
    // A timestamp from the future (clock changed) does not block reloads forever.
    expect(mayReload(NOW + 60_000, NOW)).toBe(true);
    expect(mayReload(Number.NaN, NOW)).toBe(true);
  });

  it("reads the guard's timestamp from storage", () => {
    const storage = (value: string | null) => ({
      getItem: (k: string) => (k === RELOAD_GUARD_KEY ? value : null),
    });
    expect(readLastReload(storage(String(NOW)))).toBe(NOW);
    expect(readLastReload(storage(null))).toBeNull();
    expect(readLastReload(storage("garbage"))).toBeNull();
    expect(readLastReload(null)).toBeNull();
  });
});
