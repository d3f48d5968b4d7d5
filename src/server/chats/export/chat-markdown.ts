import type { ChatTranscript } from "./chat-transcript";

const MODE_NAMES: Record<string, string> = {
  coaching: "Coaching",
  generalist: "Generalist",
  oracle: "Oracle",
};

/** "27 Nov 2026, 14:05" in the reader's timezone: an export is read away from the app. */
export function exportTime(date: Date, timeZone: string): string {
  return date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** The line under the title: the agent, the mode, when it began and whether it is closed. */
export function transcriptFacts(chat: ChatTranscript, timeZone: string): string {
  return [
    chat.agentName ? `With ${chat.agentName}` : null,
    chat.mode ? (MODE_NAMES[chat.mode] ?? chat.mode) : null,
    `Started ${exportTime(chat.createdAt, timeZone)}`,
    chat.closed ? "Closed" : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A heading line cannot hold a line break or a leading '#': names and titles are someone's typing. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The chat as a Markdown document: title, facts, the summary when closed, then each message under its author and
 * time. Message text is the markdown it was written in; each message is fenced off by a rule.
 */
export function chatMarkdown(chat: ChatTranscript, timeZone: string): string {
  const parts = [`# ${oneLine(chat.title)}`, `_${transcriptFacts(chat, timeZone)}_`];
  if (chat.summary) parts.push(`## Summary\n\n${chat.summary.trim()}`);
  parts.push("## Messages");
  for (const entry of chat.entries) {
    parts.push(
      `**${oneLine(entry.author)}** · ${exportTime(entry.at, timeZone)}\n\n${entry.text.trim()}`,
      "---",
    );
  }
  if (chat.entries.length === 0) parts.push("_No messages._");
  return `${parts.join("\n\n")}\n`;
}
