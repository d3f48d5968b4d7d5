/**
 * How an agent is told apart at a glance: initials and a colour for its avatar, and, where two agents offered
 * together share name and description, a short end of each id. Pure, so the rules are unit-tested.
 */

/**
 * Avatar backgrounds: Tailwind's 700 shades, each with white text above 4.5:1 contrast, in an order where
 * neighbours differ in hue (a collision moves an avatar to the next one).
 */
export const AVATAR_COLORS = [
  "#1d4ed8", // blue
  "#c2410c", // orange
  "#047857", // emerald
  "#a21caf", // fuchsia
  "#a16207", // yellow
  "#0e7490", // cyan
  "#be123c", // rose
  "#4d7c0f", // lime
  "#6d28d9", // violet
  "#0f766e", // teal
  "#b91c1c", // red
  "#4338ca", // indigo
] as const;

/** Direction marks and embeddings: invisible, and no part of anyone's initials. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** "Performance Coach" → "PC", "Coach" → "CO", "élan vital" → "ÉV"; "?" when the name has no letter or digit. */
export function agentInitials(name: string): string {
  const words = name
    .replace(BIDI_CONTROLS, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const chars =
    words.length === 1 ? Array.from(words[0]).slice(0, 2) : [words[0], words[1]].map((w) => Array.from(w)[0]);
  return chars.join("").toLocaleUpperCase();
}

/** A stable index into AVATAR_COLORS from an id (FNV-1a), so an agent keeps its colour everywhere. */
export function avatarColorIndex(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % AVATAR_COLORS.length;
}

type Identity = { _id: string; name: string; description?: string | null };

/** Names compared as a reader sees them: invisible controls, case and surrounding space do not count. */
function sameNameKey(agent: Identity): string {
  return agent.name.replace(BIDI_CONTROLS, "").trim().toLocaleLowerCase();
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/**
 * Each agent's colour index for a list shown together: its own (avatarColorIndex), except that agents sharing a
 * name never share a colour while colours remain (the one with the smaller id keeps its own).
 */
export function avatarColorIndexes(agents: Identity[]): Map<string, number> {
  const indexes = new Map<string, number>();
  for (const group of groupBy(agents, sameNameKey)) {
    const used = new Set<number>();
    for (const agent of [...group].sort((a, b) => a._id.localeCompare(b._id))) {
      let index = avatarColorIndex(agent._id);
      while (used.has(index) && used.size < AVATAR_COLORS.length) index = (index + 1) % AVATAR_COLORS.length;
      used.add(index);
      indexes.set(agent._id, index);
    }
  }
  return indexes;
}

/**
 * For agents whose name and description both equal another's in the list: the shortest end of each id, at least
 * 4 characters, that no other agent of that group shares ("#3f9c"). Others get none.
 */
export function disambiguators(agents: Identity[]): Map<string, string> {
  const tags = new Map<string, string>();
  const key = (a: Identity) => `${sameNameKey(a)}\n${(a.description ?? "").trim().toLocaleLowerCase()}`;
  for (const group of groupBy(agents, key)) {
    if (group.length < 2) continue;
    let length = 4;
    const ends = () => group.map((a) => a._id.slice(-length));
    while (new Set(ends()).size < group.length && length < Math.max(...group.map((a) => a._id.length)))
      length++;
    for (const agent of group) tags.set(agent._id, `#${agent._id.slice(-length)}`);
  }
  return tags;
}
