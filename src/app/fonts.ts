import localFont from "next/font/local";

/**
 * The product's typefaces, cut down to the characters and weights its pages use by scripts/subset-fonts.mjs
 * (`npm run fonts`). Geist is preloaded by every page; until it arrives the text shows in a fallback sized to match
 * it (next/font's default), so nothing moves when it swaps in.
 */
export const sans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 600",
  display: "swap",
});

/** Geist Mono draws code, shortcuts and a few figures: fetched only by a page that shows some, never preloaded. */
export const mono = localFont({
  src: "./fonts/geist-mono-latin.woff2",
  variable: "--font-geist-mono",
  weight: "400 600",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});
