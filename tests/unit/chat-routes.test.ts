import { describe, expect, it } from "vitest";

import { excerpt, isParticipant, unreadOf } from "@/components/chats/chat-helpers";
import { dateOut } from "@/lib/api/wire";
import { backTarget, canOpen, PAGES } from "@/lib/routes";
import { sessionUser } from "../support/session-user";

describe("chat routes", () => {
  it("builds the §2 chat paths", () => {
    expect(PAGES.chats.list).toBe("/dashboard/chats");
    expect(PAGES.chats.view("abc")).toBe("/dashboard/chats/abc");
    expect(PAGES.chats.byUser("u1")).toBe("/dashboard/chats/user/u1");
    expect(PAGES.chats.withAgent()).toBe("/dashboard/chats/with-agent");
    expect(PAGES.chats.withAgent("coaching")).toBe("/dashboard/chats/with-agent/coaching");
    expect(PAGES.chats.withAgent("generalist")).toBe("/dashboard/chats/with-agent/generalist");
    expect(PAGES.chats.withAgent("oracle")).toBe("/dashboard/chats/with-agent?mode=oracle");
  });

  it("lets everyone open chats, but another user's chats only to roles other than user", () => {
    const athlete = sessionUser({ role: "user" });
    const coach = sessionUser({ role: "coach", teams: ["t"] });
    const admin = sessionUser({ role: "admin" });
    for (const path of ["/dashboard/chats", "/dashboard/chats/abc", "/dashboard/chats/with-agent/coaching"]) {
      expect(canOpen(path, athlete)).toBe(true);
    }
    expect(canOpen("/dashboard/chats/user/u1", athlete)).toBe(false);
    expect(canOpen("/dashboard/chats/user/u1", coach)).toBe(true);
    expect(canOpen("/dashboard/chats/user/u1", admin)).toBe(true);
  });

  it("sends every chat page back to the chat list", () => {
    expect(backTarget("/dashboard/chats/abc")).toBe("/dashboard/chats");
    expect(backTarget("/dashboard/chats/user/u1")).toBe("/dashboard/chats");
    expect(backTarget("/dashboard/chats/with-agent/coaching")).toBe("/dashboard/chats");
    expect(backTarget("/dashboard/chats")).toBeNull();
  });
});

describe("chat document helpers", () => {
  const chat = {
    _id: "c1",
    createdAt: "",
    updatedAt: "",
    type: "agent-chat" as const,
    config: { mode: "coaching" as const },
    closed: false,
    isFavorite: false,
    isArchived: false,
    users: ["u1"],
    agents: ["a1"],
    unreadMessagesByUser: { u1: 3 },
  };

  it("reads the caller's unread count from the list's `unread`, else from unreadMessagesByUser", () => {
    expect(unreadOf(chat, "u1")).toBe(3);
    expect(unreadOf({ ...chat, unread: 0 }, "u1")).toBe(0);
    expect(unreadOf(chat, "u2")).toBe(0);
  });

  it("tells participants from overseers", () => {
    expect(isParticipant(chat, "u1")).toBe(true);
    expect(isParticipant(chat, "coach")).toBe(false);
    expect(isParticipant({ ...chat, admins: ["coach"] }, "coach")).toBe(true);
  });

  it("makes a one-line excerpt without markdown marks", () => {
    const message = {
      id: "m",
      chat: "c1",
      message: "**Hello**\n\n_there_ [link](https://x.test)",
      role: "assistant" as const,
      createdAt: dateOut.parse("2026-11-25T10:00:00.000Z"),
      justification: null,
      user: null,
      agent: "a1",
      senderId: "a1",
      number: 1,
      files: [],
      name: null,
    };
    expect(excerpt(message)).toBe("Hello there link");
    expect(excerpt({ ...message, message: "x".repeat(200) }, 10)).toBe(`${"x".repeat(9)}…`);
    expect(excerpt(null)).toBe("");
  });
});
