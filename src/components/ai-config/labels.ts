/**
 * Small readers shared by the AI-configuration forms, tables and views: relations arrive as ids or as small
 * populated objects (`refId`/`refIds` read both), who a document is assigned to in words, and the form's field
 * errors in the reader's language. The labels of modes, placements, roles and triggers are the `enums`
 * catalogue's; the document types themselves are the contracts' (src/lib/contracts/agents/schemas.ts,
 * resources/schemas.ts).
 */
import { useTranslations } from "next-intl";
import * as React from "react";

import { messageText } from "@/i18n/message-text";

export type Ref = string | { _id: string; name?: string; title?: string; email?: string };

/** The `aiConfig` catalogue's translator (useTranslations("aiConfig")). */
export type AiConfigTranslator = ReturnType<typeof useTranslations<"aiConfig">>;

export function refId(ref: Ref | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref._id;
}

export function refIds(refs: Ref[] | null | undefined): string[] {
  return (refs ?? []).map((r) => (typeof r === "string" ? r : r._id));
}

export function refName(ref: Ref | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? null : (ref.name ?? ref.title ?? ref.email ?? null);
}

/** "2 teams, 1 user" — who an agent or set is assigned to, for tables and views. */
export function assignmentSummary(
  t: AiConfigTranslator,
  doc: {
    assignToEverybody?: boolean;
    toOrganizations?: Ref[];
    toTeams?: Ref[];
    toUsers?: Ref[];
    toAgents?: Ref[];
  },
): string {
  if (doc.assignToEverybody) return t("assignment.everybody");
  const parts: string[] = [];
  const organizations = doc.toOrganizations?.length ?? 0;
  const teams = doc.toTeams?.length ?? 0;
  const users = doc.toUsers?.length ?? 0;
  const agents = doc.toAgents?.length ?? 0;
  if (organizations > 0) parts.push(t("assignment.organizations", { count: organizations }));
  if (teams > 0) parts.push(t("assignment.teams", { count: teams }));
  if (users > 0) parts.push(t("assignment.users", { count: users }));
  // Agents narrow a set to chats with them; with no one assigned, nobody gets it whatever the agents.
  if (parts.length === 0) return t("assignment.nobody");
  if (agents > 0) parts.push(t("assignment.agents", { count: agents }));
  return parts.join(", ");
}

/**
 * A form's field errors as shown: validation messages arrive in English from the contracts and are put in the
 * reader's language (messageText); a message already translated, or one no rule knows, stays as it is.
 */
export function useErrorTexts(errors: Record<string, string>): Record<string, string> {
  const te = useTranslations("errors");
  return React.useMemo(
    () =>
      Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, messageText(te, message)])),
    [errors, te],
  );
}
