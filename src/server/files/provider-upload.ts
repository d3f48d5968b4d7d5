/**
 * Copies a file to the model provider's file store (OpenAI Files) when the openai provider serves the app. A
 * failure never loses the file: it is logged as a warning and the file simply has no provider id.
 */
import type { OpenAiFilePurpose } from "@/lib/contracts/files/schemas";
import { getProvider, providerName } from "@/server/ai";
import { describeError, log } from "@/server/log";

export async function uploadToProvider(file: {
  bytes: Uint8Array;
  name: string;
  type: string;
  purpose: OpenAiFilePurpose | null | undefined;
}): Promise<string | null> {
  if (!file.purpose || providerName() !== "openai") return null;
  try {
    return await getProvider().uploadFile({
      bytes: file.bytes,
      name: file.name,
      mimeType: file.type,
      purpose: file.purpose,
    });
  } catch (error) {
    log.warn("provider file upload failed; the file is kept without a provider id", {
      name: file.name,
      purpose: file.purpose,
      ...describeError(error),
    });
    return null;
  }
}
