// The chat's markdown renderer (src/components/chats/markdown.tsx) as the server renders a message into the page.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "@/components/chats/markdown";

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe("a message's markdown", () => {
  it("renders GitHub-flavoured markdown: emphasis, lists, tables, strikethrough, task lists, code", () => {
    const out = html(
      "**Pace** *easy*\n\n1. warm up\n2. run\n\n| day | km |\n|---|---|\n| Mon | 5 |\n\n~~rest~~\n\n- [x] done\n\n`x < 2`",
    );
    expect(out).toContain("<strong>Pace</strong> <em>easy</em>");
    expect(out).toMatch(/<ol[^>]*><li>warm up<\/li><li>run<\/li><\/ol>/);
    expect(out).toContain("<th>day</th>");
    expect(out).toContain("<td>Mon</td>");
    expect(out).toContain("<del>rest</del>");
    expect(out).toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
    expect(out).toContain("<code>x &lt; 2</code>");
  });

  it("makes a one-line message a paragraph, inside the message's own box only", () => {
    expect(html("Just one line")).toMatch(/^<div class="[^"]+"><p>Just one line<\/p><\/div>$/);
  });

  it("shows raw HTML as the text it is, never as elements", () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold</b>');
    expect(out).not.toMatch(/<(script|img|b)[\s>]/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  it("opens links in a new tab without handing over the window, and drops script and data targets", () => {
    const out = html(
      "[plan](https://example.com/plan) [x](javascript:alert(1)) [y](JaVaScRiPt:alert(2)) [z](data:text/html;base64,PGI+) and https://example.org",
    );
    expect(out).toContain(
      '<a href="https://example.com/plan" target="_blank" rel="noopener noreferrer nofollow">plan</a>',
    );
    expect(out.toLowerCase()).not.toContain("javascript:");
    expect(out).not.toContain("data:");
    expect(out).toContain('<a href="https://example.org" target="_blank"');
  });

  it("gives headings no id: two messages with the same heading must not share one", () => {
    expect(html("## Plan\n\nEasy run")).toContain("<h2>Plan</h2>");
  });
});
