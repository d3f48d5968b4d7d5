import { describe, expect, it } from "vitest";
import { normalizeUrl } from "@/lib/url";

describe("URL normalisation (§5)", () => {
  it("collapses double slashes in paths", () => {
    expect(normalizeUrl("/dashboard//users///view")).toBe("/dashboard/users/view");
    expect(normalizeUrl("https://example.com//a//b")).toBe("https://example.com/a/b");
  });

  it("keeps the scheme's slashes and the query untouched", () => {
    expect(normalizeUrl("http://example.com/a?next=http://x//y")).toBe(
      "http://example.com/a?next=http://x//y",
    );
    expect(normalizeUrl("HTTPS://example.com")).toBe("https://example.com");
  });

  it("empties absolute URLs that are not http or https", () => {
    expect(normalizeUrl("javascript:alert(1)")).toBe("");
    expect(normalizeUrl("data:text/html,hi")).toBe("");
    expect(normalizeUrl("ftp://example.com/file")).toBe("");
  });

  it("treats nothing as empty", () => {
    expect(normalizeUrl("")).toBe("");
    expect(normalizeUrl(null)).toBe("");
    expect(normalizeUrl("  ")).toBe("");
  });
});
