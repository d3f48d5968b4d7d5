const INLINE = /^(audio|image)\//;

/**
 * RFC 6266 content-disposition with an ASCII fallback name and the UTF-8 one. Audio and images open inline,
 * anything else (and anything of no known type) downloads.
 */
export function contentDisposition(type: string | null, name: string): string {
  const mode = type && INLINE.test(type) ? "inline" : "attachment";
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${mode}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
