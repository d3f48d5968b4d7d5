// `npm run fonts`: the product's two typefaces (Geist and Geist Mono, variable, from the geist package) cut down to
// what its pages draw, written to src/app/fonts/ (committed; run again after a geist upgrade or a new weight):
// - characters: Latin, Latin-1, Latin Extended-A and the punctuation, currency and arrows the five languages'
//   texts and number formats use (French's narrow no-break space among them); anything else a person types
//   (a name in Cyrillic, an emoji) is drawn by the system's fallback font;
// - weights: 400 to 600, the only ones the interface uses (Tailwind's font-normal, -medium and -semibold).
// The full variable fonts are 69 and 71 KiB each; every page preloads the sans.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";

// The package exports only its font modules: find its folder from one of them (dist/sans.js).
const geist = dirname(dirname(createRequire(import.meta.url).resolve("geist/font/sans")));
const OUT = "src/app/fonts";
const FONTS = [
  { from: "dist/fonts/geist-sans/Geist-Variable.woff2", to: "geist-sans-latin.woff2" },
  { from: "dist/fonts/geist-mono/GeistMono-Variable.woff2", to: "geist-mono-latin.woff2" },
];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const TEXT = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1 Supplement: á é ñ ü ç ß ¿ ¡ « » …
  ...range(0x100, 0x17f), // Latin Extended-A: œ ő ł …
  ...range(0x2000, 0x206f), // General Punctuation: – — ‘ ’ “ ” „ • … ‹ › and the thin / narrow spaces
  "€£¥₹",
  "™←↑→↓↗↵⌘⌥⇧",
  "−×÷±≤≥≠∞",
].join("");

for (const font of FONTS) {
  const source = await readFile(join(geist, font.from));
  const subset = await subsetFont(source, TEXT, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 600, default: 400 } },
  });
  await writeFile(join(OUT, font.to), subset);
  console.log(
    `${font.to}: ${Math.round(source.length / 1024)} KiB → ${Math.round(subset.length / 1024)} KiB`,
  );
}
