/**
 * The id of the build this server runs (`next build` writes it into the build directory), handed to the
 * page so the build-manifest check knows which build it was loaded with. Null under `next dev`.
 */
import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

let cached: string | null | undefined;

export function currentBuildId(): string | null {
  if (cached !== undefined) return cached;
  if (process.env.NODE_ENV !== "production") {
    cached = null;
    return cached;
  }
  try {
    const id = readFileSync(
      join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"),
      "utf8",
    ).trim();
    cached = id || null;
  } catch {
    cached = null;
  }
  return cached;
}
