/**
 * A person's own edit of a field the AI may write is a correction, and the correction wins: the field loses its
 * "learned from" provenance, and the memory step never proposes the same again (a scalar field once corrected is
 * the person's; a list keeps the items they removed, which are never added back). Only a changed value counts:
 * saving the profile form unchanged confirms nothing and corrects nothing. Pure.
 */
import { MEMORY_FIELDS, ROUTINE_FIELDS } from "@/lib/contracts/brief/values";

export const LEARNABLE_FIELDS = [...Object.keys(MEMORY_FIELDS), ...Object.keys(ROUTINE_FIELDS)];

export interface Correction {
  at: string;
  /** List fields: the items the person removed. */
  removed?: string[];
}

/** An item or value as compared: text only, without the service's dates. */
function key(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value).trim();
  const v = value as Record<string, unknown>;
  if (Array.isArray(value)) return JSON.stringify(value.map(key));
  return JSON.stringify(["name", "title", "description", "value", "when"].map((k) => key(v[k])));
}

export function applyCorrections(
  before: Record<string, unknown>,
  input: Record<string, unknown>,
  facts: { learned: Record<string, unknown>; corrected: Record<string, Correction> },
  now: string,
): { learned: Record<string, unknown>; corrected: Record<string, Correction> } | null {
  const learned = { ...facts.learned };
  const corrected = { ...facts.corrected };
  let changed = false;
  for (const field of LEARNABLE_FIELDS) {
    if (input[field] === undefined || key(input[field]) === key(before[field])) continue;
    changed = true;
    delete learned[field];
    const correction: Correction = { at: now };
    if (Array.isArray(before[field])) {
      const kept = new Set((Array.isArray(input[field]) ? (input[field] as unknown[]) : []).map(key));
      const removed = (before[field] as unknown[]).map(key).filter((k) => !kept.has(k));
      correction.removed = [...new Set([...(corrected[field]?.removed ?? []), ...removed])];
    }
    corrected[field] = correction;
  }
  return changed ? { learned, corrected } : null;
}
