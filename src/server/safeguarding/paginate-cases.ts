import type { ListQuery } from "@/lib/contracts/list-query";
import { caseFiltersSchema } from "@/lib/contracts/safeguarding/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { zodToAppError } from "@/server/http/respond";
import { type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { paginate } from "@/server/list/paginate";
import { caseDocument } from "./case-document";
import { type CaseRow, caseInclude, visibleCases } from "./case-scope";

const casesListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: { severity: { type: "string", sortable: true }, ...TIMESTAMP_FIELDS },
};

/**
 * POST /safeguarding/cases/paginate: the caller's cases (case-scope.ts), open ones (not resolved) by default or
 * the resolved ones, newest first; optionally one athlete's.
 */
export async function paginateCases(ctx: RequestContext, query: ListQuery) {
  const given = Object.entries(query.filters).filter(([, v]) => v !== undefined && v !== null && v !== "");
  const parsed = caseFiltersSchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw zodToAppError(parsed.error, "filters");
  const { state, athlete } = parsed.data;
  const scope = {
    AND: [
      await visibleCases(ctx),
      state === "resolved" ? { status: "resolved" } : { status: { not: "resolved" } },
      ...(athlete ? [{ athleteId: athlete.toLowerCase() }] : []),
    ],
  };
  return paginate(db.safeguardingCase, { ...query, filters: {} }, casesListSpec, {
    scope,
    include: caseInclude,
    toDoc: (row) => caseDocument(row as unknown as CaseRow),
  });
}
