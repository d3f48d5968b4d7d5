import { describe, expect, it } from "vitest";
import { searchTerms, tsQueryText } from "@/server/chats/search/search-terms";
import { MARK_END, MARK_START, snippetParts } from "@/server/chats/search/snippet-parts";

describe("a chat search's words", () => {
  it("keeps letters and digits only, so typed query syntax cannot reach the tsquery", () => {
    expect(searchTerms(`Wrist&bands | !x:* 'a' "b" \\ % _`)).toEqual(["wrist", "bands", "x", "a", "b"]);
    expect(searchTerms("&|!:*'\"\\%")).toEqual([]);
    expect(tsQueryText([], [])).toBeNull();
  });

  it("requires every word as a prefix, and a word the parser splits as itself or as all its parts", () => {
    expect(tsQueryText(["wrist", "bands"], [["wrist"], ["bands"]])).toBe("'wrist':* & 'bands':*");
    expect(tsQueryText(["3e2d0cd8", "tag"], [["3e2", "d0cd8"], ["tag"]])).toBe(
      "('3e2d0cd8':* | ('3e2':* & 'd0cd8':*)) & 'tag':*",
    );
  });

  it("matches a typed number also as the negative number the parser reads after a hyphen", () => {
    expect(tsQueryText(["u", "17"], [["u"], ["17"]])).toBe("'u':* & ('17':* | '-17':*)");
  });

  it("reads words of every language, in one Unicode form, each once and at most eight", () => {
    expect(searchTerms("Entraînement ÉTÉ 5k")).toEqual(["entraînement", "été", "5k"]);
    expect(searchTerms("e\u0301te\u0301")).toEqual(["été"]);
    expect(searchTerms("a a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });
});

describe("a snippet's parts", () => {
  it("splits ts_headline's markers into marked and plain text", () => {
    const headline = `forgot my ${MARK_START}wristbands${MARK_END} at ${MARK_START}home${MARK_END}`;
    expect(snippetParts(headline)).toEqual([
      { text: "forgot my ", mark: false },
      { text: "wristbands", mark: true },
      { text: " at ", mark: false },
      { text: "home", mark: true },
    ]);
  });

  it("keeps markup as text and survives a stray marker", () => {
    expect(snippetParts(`<b>x</b> ${MARK_START}y`)).toEqual([
      { text: "<b>x</b> ", mark: false },
      { text: "y", mark: true },
    ]);
    expect(snippetParts(`a${MARK_END}b`)).toEqual([{ text: "ab", mark: false }]);
  });
});

describe("a search snippet's text", () => {
  it("shows the words of markdown without its marks, a cut link included", () => {
    const headline = `I keep ${MARK_START}waking${MARK_END} up. **What can I do** with \`tempo\`? See [the guide](https://ex`;
    expect(snippetParts(headline)).toEqual([
      { text: "I keep ", mark: false },
      { text: "waking", mark: true },
      { text: " up. What can I do with tempo? See the guide", mark: false },
    ]);
  });
});
