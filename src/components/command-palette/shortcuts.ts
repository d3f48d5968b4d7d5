/**
 * The app's keyboard shortcuts as data: the key handler and the "?" sheet read the same list, so the sheet
 * cannot describe a shortcut that does not exist.
 */

export type ShortcutId = "palette" | "newChat" | "composer" | "shortcuts";

/** The names of the keys as the reader's keyboard prints them: `mod` is ⌘ on Apple devices and Ctrl elsewhere. */
export interface KeyNames {
  mod: string;
  shift: string;
  enter: string;
  esc: string;
}

export interface ShortcutRow {
  /** Its description in the catalogue (commandPalette.shortcuts). */
  id: "palette" | "newChat" | "composer" | "shortcuts" | "move" | "open" | "close";
  /** Keys pressed together. */
  keys: (names: KeyNames) => string[];
}

export const SHORTCUT_ROWS: readonly ShortcutRow[] = [
  { id: "palette", keys: ({ mod }) => [mod, "K"] },
  { id: "newChat", keys: ({ mod, shift }) => [mod, shift, "O"] },
  { id: "composer", keys: () => ["/"] },
  { id: "shortcuts", keys: () => ["?"] },
  { id: "move", keys: () => ["↑", "↓"] },
  { id: "open", keys: ({ enter }) => [enter] },
  { id: "close", keys: ({ esc }) => [esc] },
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

/**
 * Which shortcut a key press is. The modifier shortcuts work everywhere, even while typing; single keys ("/",
 * "?") only when the focus is not in a field, so they can still be typed.
 */
export function matchShortcut(press: KeyPress, typing: boolean): ShortcutId | null {
  if (press.isComposing) return null;
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.toLowerCase();
  if (mod && !press.altKey && !press.shiftKey && key === "k") return "palette";
  if (mod && !press.altKey && press.shiftKey && key === "o") return "newChat";
  if (typing || mod || press.altKey) return null;
  if (press.key === "/") return "composer";
  if (press.key === "?") return "shortcuts";
  return null;
}

const NOT_TYPED_IN = new Set([
  "button",
  "checkbox",
  "radio",
  "submit",
  "reset",
  "file",
  "color",
  "range",
  "image",
]);

/** Whether the key press goes into something one types in (where "/" and "?" are text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_IN.has(target.type);
}
