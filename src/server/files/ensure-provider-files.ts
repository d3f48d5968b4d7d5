/**
 * Files that the model reads through the provider (agent files with the openai provider): each one without a
 * provider id is read back from storage and uploaded with `purpose`. Failures are logged; the files stay.
 */
import type { OpenAiFilePurpose } from "@/lib/contracts/files/schemas";
import { providerName } from "@/server/ai";
import { db } from "@/server/db";
import { log } from "@/server/log";
import { uploadToProvider } from "./provider-upload";
import { toStoredPurpose } from "./purpose";
import { readBytes, storageOf } from "./storage";

export async function ensureProviderFiles(ids: string[], purpose: OpenAiFilePurpose): Promise<void> {
  if (ids.length === 0 || providerName() !== "openai") return;
  const rows = await db.file.findMany({ where: { id: { in: [...new Set(ids)] }, openAiFileId: null } });
  for (const row of rows) {
    const storage = storageOf(row);
    const bytes = storage && row.s3FileKey ? await readBytes(storage, row.s3FileKey).catch(() => null) : null;
    if (!bytes) {
      log.warn("file bytes not found for the provider upload", { fileId: row.id });
      continue;
    }
    const type = row.type ?? "application/octet-stream";
    const openAiFileId = await uploadToProvider({ bytes, name: row.name, type, purpose });
    if (openAiFileId) {
      await db.file.update({
        where: { id: row.id },
        data: { openAiFileId, openAiPurpose: toStoredPurpose(purpose) },
      });
    }
  }
}
