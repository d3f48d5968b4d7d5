/**
 * What an agent's files add to its instructions: the text of its `files` in full (within a budget), and the
 * passages of its `filesAsRetrieval` that best match the user's message. null when the agent has none.
 */
import { db } from "@/server/db";
import { bestPassages } from "./passages";

/** Characters of the agent's `files` text sent with every turn. */
export const AGENT_FILES_BUDGET = 12_000;
export const RETRIEVED_PASSAGES = 3;

const textFile = { select: { name: true, content: true }, orderBy: { createdAt: "asc" } } as const;

function fullFiles(files: { name: string; content: string | null }[]): string | null {
  let left = AGENT_FILES_BUDGET;
  const parts: string[] = [];
  for (const file of files) {
    if (!file.content || left <= 0) continue;
    const text = file.content.length > left ? `${file.content.slice(0, left)}…` : file.content;
    left -= text.length;
    parts.push(`File ${file.name}:\n${text}`);
  }
  return parts.length ? `Files of this agent:\n\n${parts.join("\n\n")}` : null;
}

function retrieved(files: { name: string; content: string | null }[], userText: string): string | null {
  const sources = files.flatMap((f) => (f.content ? [{ name: f.name, text: f.content }] : []));
  const passages = bestPassages(sources, userText, RETRIEVED_PASSAGES);
  if (passages.length === 0) return null;
  const parts = passages.map((p) => `From ${p.source}:\n${p.text}`);
  return `Passages of this agent's reference files that match the user's message:\n\n${parts.join("\n\n")}`;
}

/**
 * Read from the files' side (files and filesAsRetrieval are the agent's relations of File): this domain owns File,
 * and the agents domain, which imports it, cannot be asked from here. An agent that does not exist has no files,
 * which answers null as it always did.
 */
export async function agentFileContext(agentId: string, userText: string): Promise<string | null> {
  const [files, filesAsRetrieval] = await Promise.all([
    db.file.findMany({ where: { agents: { some: { id: agentId } } }, ...textFile }),
    db.file.findMany({ where: { agentsRetrieval: { some: { id: agentId } } }, ...textFile }),
  ]);
  const parts = [fullFiles(files), retrieved(filesAsRetrieval, userText)].filter(Boolean);
  return parts.length ? parts.join("\n\n") : null;
}
