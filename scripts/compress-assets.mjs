// After `next build` (package.json "build", scripts/test.mjs, the benchmarks' builds): a brotli and a gzip copy of
// every compressible file of the build's static assets (<distDir>/static: the scripts, styles and fonts every page
// loads), written once at the highest levels, so that the production server (scripts/serve.mjs) sends them
// compressed without spending CPU on each request. A copy that would not be smaller is not written.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const root = join(distDir, "static");
// Text formats: images and woff2 fonts are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map|ttf|otf)$/;
// Below this the headers outweigh any saving.
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Writes file.br and file.gz; answers the bytes before and after (brotli). */
async function compress(file) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return { before: data.length, after: data.length };
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return { before: data.length, after: Math.min(br.length, data.length) };
}

try {
  await stat(root);
} catch {
  console.error(`compress-assets: ${root} is missing — run \`next build\` first`);
  process.exit(1);
}
const files = await filesUnder(root);
let before = 0;
let after = 0;
// A few at a time: brotli at its highest level is CPU-bound, one file per core.
const queue = [...files];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compress(file);
      before += sizes.before;
      after += sizes.after;
    }
  }),
);
const kib = (n) => `${Math.round(n / 1024).toLocaleString("en")} KiB`;
console.log(`compress-assets: ${files.length} files in ${root}, ${kib(before)} → ${kib(after)} with brotli`);
