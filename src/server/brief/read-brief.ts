/**
 * Reads back from a model request what its brief says of the person (brief.ts writes it): how to call them, their
 * first active goal, and the language to answer in. For the offline provider, which has no model to read the
 * brief, so that a fresh install's coach still greets the athlete by name and refers to a goal.
 */
import { languageOfInstructions, type ReplyLanguage } from "@/lib/reply-language";
import { BRIEF_CLOSE, BRIEF_OPEN } from "./quote";

export interface BriefFacts {
  name: string | null;
  goal: { title: string; progress: number | null } | null;
  language: ReplyLanguage;
}

const unquote = (text: string): string | null => {
  try {
    const value = JSON.parse(text);
    return typeof value === "string" && value.trim() ? value : null;
  } catch {
    return null;
  }
};

export function readBrief(systemTexts: string[]): BriefFacts {
  const language = languageOfInstructions(systemTexts);
  const text = systemTexts.find((t) => t.includes(BRIEF_OPEN));
  if (!text) return { name: null, goal: null, language };
  const data = text.slice(text.indexOf(BRIEF_OPEN), text.lastIndexOf(BRIEF_CLOSE));
  const line = (label: string) => new RegExp(`^- ${label}: ("(?:[^"\\\\]|\\\\.)*")`, "m").exec(data)?.[1];
  const preferred = line("Preferred name");
  const full = line("Name");
  const name = (preferred && unquote(preferred)) ?? (full ? (unquote(full)?.split(" ")[0] ?? null) : null);
  const goals = data.split(/^## /m).find((section) => section.startsWith("Active goals"));
  const first = goals ? /^- ("(?:[^"\\]|\\.)*"): .*?progress (\d+)%/m.exec(goals) : null;
  const title = first ? unquote(first[1]) : null;
  return { name, goal: title ? { title, progress: Number(first?.[2]) } : null, language };
}
