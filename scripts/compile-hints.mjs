// After `next build`, before scripts/compress-assets.mjs (whose copies must hold the hint): marks the scripts every
// page starts with for eager compilation off the main thread (scripts/lib/compile-hints.mjs). docs/benchmarks.md,
// "Pages on a phone", has the figures.
import { addCompileHints } from "./lib/compile-hints.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
try {
  const changed = await addCompileHints(distDir);
  console.log(`compile-hints: ${changed.length} start-up scripts marked for eager compilation`);
} catch (error) {
  console.error(`compile-hints: ${error.message} — run \`next build\` first`);
  process.exit(1);
}
