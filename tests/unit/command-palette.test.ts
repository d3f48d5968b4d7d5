import { describe, expect, it } from "vitest";
import { splitMatches } from "@/components/command-palette/highlight";
import { type KeyPress, matchShortcut } from "@/components/command-palette/shortcuts";
import { pageName } from "@/components/shell/page-name";
import type { MenuEntry } from "@/lib/menu";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("matchShortcut", () => {
  it("opens the palette with Ctrl-K or ⌘K, also while typing", () => {
    expect(matchShortcut(press("k", { ctrlKey: true }), false)).toBe("palette");
    expect(matchShortcut(press("k", { metaKey: true }), true)).toBe("palette");
    expect(matchShortcut(press("K", { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it("starts a new chat with Ctrl/⌘-Shift-O", () => {
    expect(matchShortcut(press("O", { ctrlKey: true, shiftKey: true }), true)).toBe("newChat");
    expect(matchShortcut(press("o", { metaKey: true, shiftKey: true }), false)).toBe("newChat");
    expect(matchShortcut(press("o", { ctrlKey: true }), false)).toBeNull();
  });

  it("takes / and ? only when the focus is not in a field", () => {
    expect(matchShortcut(press("/"), false)).toBe("composer");
    expect(matchShortcut(press("?", { shiftKey: true }), false)).toBe("shortcuts");
    expect(matchShortcut(press("/"), true)).toBeNull();
    expect(matchShortcut(press("?", { shiftKey: true }), true)).toBeNull();
    expect(matchShortcut(press("/", { ctrlKey: true }), false)).toBeNull();
    expect(matchShortcut(press("/", { isComposing: true }), false)).toBeNull();
  });
});

describe("splitMatches", () => {
  it("marks every case-insensitive occurrence of the typed text", () => {
    expect(splitMatches("Run run RUN!", " run ")).toEqual([
      { text: "Run", match: true },
      { text: " ", match: false },
      { text: "run", match: true },
      { text: " ", match: false },
      { text: "RUN", match: true },
      { text: "!", match: false },
    ]);
  });

  it("marks nothing without a query, or when lower-casing changes the text's length", () => {
    expect(splitMatches("Tempo run", "")).toEqual([{ text: "Tempo run", match: false }]);
    expect(splitMatches("İstanbul run", "run")).toEqual([{ text: "İstanbul run", match: false }]);
  });
});

describe("pageName", () => {
  const entries: MenuEntry[] = [
    { key: "home", label: "Home", href: "/dashboard", group: "main" },
    { key: "chats", label: "Chats", href: "/dashboard/chats", group: "main" },
    { key: "teams", label: "Teams", href: "/dashboard/teams", group: "administration" },
    { key: "team", label: "Team", href: "/dashboard/teams/current/view", group: "main" },
  ];

  it("names the page after its side-menu entry, the longest match winning", () => {
    expect(pageName("/dashboard", entries)).toEqual({ entry: "home" });
    expect(pageName("/dashboard/chats/abc", entries)).toEqual({ entry: "chats" });
    expect(pageName("/dashboard/teams/current/view", entries)).toEqual({ entry: "team" });
    expect(pageName("/dashboard/teams/view/abc", entries)).toEqual({ entry: "teams" });
  });

  it("names pages outside the menu, and nothing it does not know", () => {
    expect(pageName("/dashboard/chats/with-agent/coaching", entries)).toEqual({ page: "newChat" });
    expect(pageName("/dashboard/assessments/user/abc", entries)).toEqual({ page: "assessments" });
    expect(pageName("/dashboard/unknown", entries)).toBeNull();
  });
});
