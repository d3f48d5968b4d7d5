import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/i18n/catalogue";
import { LOCALES } from "@/i18n/locales";

const ROOT = path.resolve(__dirname, "../../src/i18n/messages");

type Tree = { [key: string]: string | Tree };

function read(locale: string): Record<string, Tree> {
  const files = readdirSync(path.join(ROOT, locale)).filter((f) => f.endsWith(".json"));
  return Object.fromEntries(
    files.map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(ROOT, locale, f), "utf8"))]),
  );
}

/** Every message as "area.key.path" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments (and of its rich-text tags), which every translation must use alike. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
  }
  return into;
}

/** The words of a message, without its arguments and syntax. */
function wordsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options)
          .map((o) => wordsOf(o.value))
          .join(" ");
      if (el.type === TYPE.tag) return wordsOf(el.children);
      return "";
    })
    .join("");
}

const catalogues = Object.fromEntries(LOCALES.map((l) => [l, flatten(read(l) as Tree)]));
const english = catalogues["en-US"];

describe("message catalogues", () => {
  it("has one folder per language, each with the areas English has", () => {
    const areas = (l: string) =>
      readdirSync(path.join(ROOT, l))
        .filter((f) => f.endsWith(".json"))
        .sort();
    for (const locale of LOCALES) expect(areas(locale), locale).toEqual(areas("en-US"));
  });

  it.each(LOCALES.filter((l) => l !== "en-US"))("%s has exactly the keys English has", (locale) => {
    const keys = [...catalogues[locale].keys()];
    expect(
      keys.filter((k) => !english.has(k)),
      "keys English lacks",
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !catalogues[locale].has(k)),
      "keys missing",
    ).toEqual([]);
  });

  it.each(LOCALES)("every %s message is valid ICU, with English's arguments", (locale) => {
    const problems: string[] = [];
    for (const [key, text] of catalogues[locale]) {
      try {
        const args = [...argumentsOf(parse(text))].sort();
        const expected = [...argumentsOf(parse(english.get(key) ?? ""))].sort();
        if (args.join() !== expected.join()) problems.push(`${key}: {${args}} but English has {${expected}}`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has English's index.ts of the areas up to date", () => {
    expect(() =>
      execFileSync(process.execPath, [path.resolve(__dirname, "../../scripts/i18n-index.mjs"), "--check"], {
        stdio: "pipe",
      }),
    ).not.toThrow();
  });

  it("has the areas each dashboard page sends to the browser up to date, and every page asking for its own", () => {
    expect(() =>
      execFileSync(
        process.execPath,
        [path.resolve(__dirname, "../../scripts/i18n-page-areas.mjs"), "--check"],
        {
          stdio: "pipe",
        },
      ),
    ).not.toThrow();
  });

  it.each(LOCALES.filter((l) => l !== "en-US"))("%s is translated, not a copy of English", (locale) => {
    // Short words may be the same in two languages ("Chat", "Coach", "Total"); long sentences never are.
    const copied = [...english].filter(
      ([key, text]) => wordsOf(parse(text)).trim().length > 30 && catalogues[locale].get(key) === text,
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

describe("compiled catalogues", () => {
  it.each(LOCALES)("%s formats its messages compiled, without the ICU parser", async (locale) => {
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "shell" });
    const one = t("teamsLabel", { count: 1 });
    const two = t("teamsLabel", { count: 2 });
    expect(one).not.toBe(two);
    expect(`${one}${two}`).not.toMatch(/[{}]/);
    expect(t("backTo", { label: "X" })).toContain("X");
  });

  it("formats English exactly as written", async () => {
    const t = createTranslator({
      locale: "en-US",
      messages: await loadMessages("en-US"),
      namespace: "shell",
    });
    expect([
      t("teamsLabel", { count: 1 }),
      t("teamsLabel", { count: 3 }),
      t("backTo", { label: "Teams" }),
    ]).toEqual(["Team:", "Teams:", "Back to Teams"]);
  });
});

describe("compiled messages", () => {
  it("are plain JSON, which server components can pass to client components", async () => {
    const messages = await loadMessages("de-DE");
    const prototypes = new Set<unknown>();
    const walk = (value: unknown) => {
      if (typeof value !== "object" || value === null) return;
      if (!Array.isArray(value)) prototypes.add(Object.getPrototypeOf(value));
      for (const child of Object.values(value)) walk(child);
    };
    walk(messages);
    expect([...prototypes]).toEqual([Object.prototype]);
  });
});
