/**
 * Markdown as plain text, for a voice: realtime instructions (simplifyInstructions) and spoken replies. Capped at
 * 4 000 characters — what a realtime model follows well, and under the 4 096 a speech request takes.
 */
export const SPEAKABLE_TEXT_MAX = 4000;

export function speakableText(text: string, max = SPEAKABLE_TEXT_MAX): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s*/gm, "")
    .replace(/^\s*[-*+]\s+/gm, "")
    .replace(/(\*\*|__|\*|_|~~)(.*?)\1/g, "$2")
    .replace(/^\s*>\s?/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return plain.length > max ? plain.slice(0, max).trimEnd() : plain;
}
