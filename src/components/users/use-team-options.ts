"use client";

import * as React from "react";

import { useList } from "@/components/data-table/use-list";
import type { Option } from "@/components/management/fields";
import { teams as teamEndpoints } from "@/lib/api/browser-endpoints";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";

const QUERY = { page: 1, limit: MAX_PAGE_SIZE, sortBy: "name", sortOrder: "asc" } as const;

/** The teams of the current organisation as choices (first 100 by name), for the users forms. */
export function useTeamOptions(): { options: Option[]; loading: boolean; error: Error | null } {
  const teams = useList<TeamDoc>(teamEndpoints.paginate.path, QUERY);
  const options = React.useMemo(
    () => (teams.data?.docs ?? []).map((team) => ({ value: team._id, label: team.name })),
    [teams.data],
  );
  return { options, loading: teams.loading, error: teams.error };
}
