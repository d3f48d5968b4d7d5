/**
 * An agent's `files` and `filesAsRetrieval` (arrays of file ids in create, update): each must be a file of the
 * agent's organisation that the caller uploaded, or one already on the agent. Anything else is 'File not found'
 * on the list, whether it exists elsewhere or not. With the openai provider, the files are copied to OpenAI
 * with purpose "assistants" (once; a failure is logged and the file stays).
 */
import { FILE_MESSAGES } from "@/lib/contracts/files/schemas";
import { AppError } from "@/lib/errors";
import { filesForAgent } from "@/server/files/agent-file-choices";
import { ensureProviderFiles } from "@/server/files/ensure-provider-files";
import type { RequestContext } from "@/server/http/context";

export type AgentFiles = { files?: string[]; filesAsRetrieval?: string[] };
const FIELDS = ["files", "filesAsRetrieval"] as const;

export async function assertAgentFiles(
  ctx: RequestContext,
  organizationId: string,
  input: AgentFiles,
  onAgent: string[] = [],
) {
  for (const field of FIELDS) {
    const requested = input[field];
    if (!requested?.length) continue;
    const found = await filesForAgent(requested, organizationId, ctx.user._id, onAgent);
    const have = new Set(found.map((f) => f.id));
    if (requested.some((id) => !have.has(id)))
      throw new AppError("VALIDATION_ERROR", { fields: [{ path: field, message: FILE_MESSAGES.notFound }] });
  }
}

/** Prisma writes for the file lists that were sent (a sent list replaces the stored one). */
export function agentFileWrites(input: AgentFiles, mode: "set" | "connect") {
  const write = (list: string[] | undefined) =>
    list === undefined ? undefined : { [mode]: list.map((id) => ({ id })) };
  return { files: write(input.files), filesAsRetrieval: write(input.filesAsRetrieval) };
}

/** Copies the sent files to the provider (openai only) as "assistants" files. */
export async function syncAgentFiles(input: AgentFiles) {
  await ensureProviderFiles([...(input.files ?? []), ...(input.filesAsRetrieval ?? [])], "assistants");
}
