/** The §3 openAiPurpose values as the API spells them and as the database enum stores them ("fine-tune"). */
import type { OpenAiFilePurpose as StoredPurpose } from "@/generated/prisma/client";
import type { OpenAiFilePurpose } from "@/lib/contracts/files/schemas";

export const toStoredPurpose = (purpose: OpenAiFilePurpose): StoredPurpose =>
  (purpose === "fine-tune" ? "fine_tune" : purpose) as StoredPurpose;

export const fromStoredPurpose = (purpose: StoredPurpose | null): OpenAiFilePurpose | null =>
  purpose === null ? null : ((purpose === "fine_tune" ? "fine-tune" : purpose) as OpenAiFilePurpose);
