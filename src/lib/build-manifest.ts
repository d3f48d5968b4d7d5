/**
 * The build-manifest check of §2/§9 as pure functions: the page polls /builds/latest.json
 * ({ buildId, builtAt }, written by scripts/write-build-manifest.mjs after `next build`) and offers a reload
 * when another build is out. A reload guard (10 s, kept in sessionStorage) stops a bad manifest — one that
 * never matches what the server renders — from causing a reload loop.
 */
import { RELOAD_GUARD_MS } from "./constants";

export const BUILD_MANIFEST_PATH = "/builds/latest.json";
/** §2 leaves the interval open: once a minute is quick enough to notice a deploy and costs one tiny GET. */
export const BUILD_POLL_INTERVAL_MS = 60_000;
/** sessionStorage key of the time of the last reload the check caused. */
export const RELOAD_GUARD_KEY = "build-check:last-reload-at";

export interface BuildManifest {
  buildId: string;
  builtAt?: string;
}

/** The manifest from a response body, or null when it is not one (an HTML 404, a half-written file…). */
export function parseManifest(body: unknown): BuildManifest | null {
  if (typeof body !== "object" || body === null) return null;
  const { buildId, builtAt } = body as Record<string, unknown>;
  if (typeof buildId !== "string" || buildId.trim() === "") return null;
  return { buildId, ...(typeof builtAt === "string" ? { builtAt } : {}) };
}

/** Whether the guard allows a reload now: none in the last 10 s. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}

export interface BuildCheckInput {
  /** The build the page was rendered by; null when unknown (dev server): then nothing is ever offered. */
  loadedBuildId: string | null;
  /** What /builds/latest.json answered, parsed. */
  manifest: BuildManifest | null;
  /** A build already offered (the toast is up, or was dismissed): not offered again. */
  offeredBuildId: string | null;
  lastReloadAt: number | null;
  now: number;
}

export type BuildCheckDecision = { action: "none" } | { action: "offer-reload"; buildId: string };

/** What to do with one poll's answer. */
export function decideBuildCheck(input: BuildCheckInput): BuildCheckDecision {
  const { loadedBuildId, manifest, offeredBuildId, lastReloadAt, now } = input;
  if (!loadedBuildId || !manifest) return { action: "none" };
  if (manifest.buildId === loadedBuildId) return { action: "none" };
  if (manifest.buildId === offeredBuildId) return { action: "none" };
  // Reloaded moments ago and the manifest still disagrees: the manifest is wrong, not the page.
  if (!mayReload(lastReloadAt, now)) return { action: "none" };
  return { action: "offer-reload", buildId: manifest.buildId };
}

/** Reads the guard's timestamp from a Storage (sessionStorage in the browser). */
export function readLastReload(storage: Pick<Storage, "getItem"> | null): number | null {
  const raw = storage?.getItem(RELOAD_GUARD_KEY);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
