// Publishes the build manifest the page polls (§2): public/builds/latest.json = { buildId, builtAt }, where
// buildId is the id `next build` just wrote into its build directory (NEXT_DIST_DIR, default .next). Run right
// after `next build` (package.json "build", scripts/test.mjs): the production server serves the public folder as it is
// when the server starts.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const buildIdFile = join(distDir, "BUILD_ID");

let buildId;
try {
  buildId = (await readFile(buildIdFile, "utf8")).trim();
} catch (error) {
  console.error(
    `write-build-manifest: cannot read ${buildIdFile} — run \`next build\` first (${error.code})`,
  );
  process.exit(1);
}
if (!buildId) {
  console.error(`write-build-manifest: ${buildIdFile} is empty`);
  process.exit(1);
}

const dir = join("public", "builds");
await mkdir(dir, { recursive: true });
const manifest = { buildId, builtAt: new Date().toISOString() };
// Written next to it and renamed, so a poll never reads a half-written file.
const tmp = join(dir, `latest.json.${process.pid}.tmp`);
await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
await rename(tmp, join(dir, "latest.json"));
console.log(`write-build-manifest: ${join(dir, "latest.json")} → ${buildId}`);
