/**
 * §5 URL normalisation: double slashes in the path are collapsed (not the one after the scheme, and not inside
 * the query or hash, where they may be data), and an absolute URL whose scheme is not http or https becomes the
 * empty string, so `javascript:` and `data:` links cannot slip through.
 */
export function normalizeUrl(input: string | null | undefined): string {
  const value = (input ?? "").trim();
  if (value === "") return "";
  const cut = value.search(/[?#]/);
  const head = cut === -1 ? value : value.slice(0, cut);
  const tail = cut === -1 ? "" : value.slice(cut);
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(head);
  if (!scheme) return head.replace(/\/{2,}/g, "/") + tail;
  const name = scheme[1].toLowerCase();
  if (name !== "http" && name !== "https") return "";
  const rest = head.slice(scheme[0].length).replace(/^\/+/, "");
  const slash = rest.indexOf("/");
  const authority = slash === -1 ? rest : rest.slice(0, slash);
  const path = slash === -1 ? "" : rest.slice(slash).replace(/\/{2,}/g, "/");
  return `${name}://${authority}${path}${tail}`;
}
