/**
 * Explicit embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI). A name that starts
 * with RIGHT-TO-LEFT OVERRIDE would otherwise show its letters backwards ("Coach" as "hcaoC"), the trick used to
 * pass one name off as another. The marks LRM, RLM and ALM stay: they only nudge neutral characters, and real
 * right-to-left text needs them.
 */
const BIDI_FORMATTING = /[\u202a-\u202e\u2066-\u2069]/g;

/** Text that people typed, ready to show: its characters in reading order, whatever controls it carried. */
export function withoutBidiFormatting(text: string): string {
  return text.replace(BIDI_FORMATTING, "");
}
