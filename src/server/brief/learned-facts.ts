/**
 * The profile fields the AI may write (the memory step and the routine assessment), how each is shown, and the
 * provenance kept with each (UserDetails.learnedFacts: field → where it came from). Pure.
 */

import type { LearnedFact } from "@/lib/contracts/brief/schemas";
import { MEMORY_FIELDS, ROUTINE_FIELDS } from "@/lib/contracts/brief/values";
import type { ProfileData } from "./brief-data";
import { traitText } from "./quote";

export interface Provenance {
  source: "chat" | "journal" | "routine";
  sourceId: string | null;
  messageId: string | null;
  at: string;
}

const LABELS: Record<string, string> = { ...MEMORY_FIELDS, ...ROUTINE_FIELDS };

function shown(field: string, profile: ProfileData): string | null {
  const value = (profile as unknown as Record<string, unknown>)[field];
  if (field === "injuryStatus") {
    const status = profile.injuryStatus;
    if (!status) return null;
    return profile.injuryDescription ? `${status}: ${profile.injuryDescription}` : status;
  }
  if (field === "lifeEvents") {
    const events = Array.isArray(value) ? (value as { title?: string; when?: string }[]) : [];
    const titles = events.map((e) => (e?.when ? `${e.title} (${e.when})` : e?.title)).filter(Boolean);
    return titles.length ? titles.join("; ") : null;
  }
  if (Array.isArray(value)) return value.length ? value.join(", ") : null;
  if (typeof value === "string") return value.trim() || null;
  return traitText(value);
}

/** The facts the AI learned that the profile still holds, newest first. */
export function learnedFacts(profile: ProfileData | null): LearnedFact[] {
  if (!profile?.learnedFacts) return [];
  const facts: LearnedFact[] = [];
  for (const [field, raw] of Object.entries(profile.learnedFacts)) {
    const p = raw as Partial<Provenance> | null;
    const value = shown(field, profile);
    if (!p?.at || !p.source || value === null || !LABELS[field]) continue;
    facts.push({
      field,
      label: LABELS[field],
      value,
      source: p.source,
      sourceId: p.sourceId ?? null,
      messageId: p.messageId ?? null,
      at: p.at,
    });
  }
  return facts.sort((a, b) => b.at.localeCompare(a.at));
}
