/** Storage keys: `<organizationId>/<yyyy>/<mm>/<24-hex id>-<safe name>`; the id is also the File record's id. */
import { randomBytes } from "node:crypto";

/** A 24-hex object id (4 bytes of seconds, 8 random bytes), like the database's object_id(). */
export function newObjectId(now = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
  return seconds + randomBytes(8).toString("hex");
}

/** The name with only letters, digits, dot, dash and underscore (others become "_"), at most 100 characters. */
export function safeName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-100);
  return cleaned || "file";
}

export function fileKey(organizationId: string, id: string, name: string, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${organizationId}/${yyyy}/${mm}/${id}-${safeName(name)}`;
}
