// V8's explicit compile hint (Chrome 136 and later): a script that begins with this comment has all its functions
// compiled while it streams in, on a background thread, instead of each on the main thread when first called.
// Other browsers read a comment.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the scripts every page runs as it starts (the build manifest's root main files: React DOM, Next's client
 * router, the bundler's runtime), whose functions are nearly all called while the page hydrates. Page chunks are
 * left lazy: much of their code waits for a click. Idempotent; answers the files it changed.
 */
export async function addCompileHints(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, "build-manifest.json"), "utf8"));
  const changed = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith(".js")) continue;
    const path = join(distDir, file);
    const text = await readFile(path, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    await writeFile(path, COMPILE_HINT + text);
    changed.push(file);
  }
  return changed;
}
