"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { activeColumn, countColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { Badge } from "@/components/ui/badge";
import { resources } from "@/lib/api/browser-endpoints";
import type {
  CoachPromptTemplateDoc,
  InstructionDoc,
  InstructionSetDoc,
} from "@/lib/contracts/resources/schemas";
import { PAGES } from "@/lib/routes";
import { assignmentSummary, refId, refName } from "./labels";

/** Instruction sets of the organisation (POST /resources/paginate {type: "instruction-set"}), optionally of one agent. */
export function InstructionSetsTable({ agentId }: { agentId?: string }) {
  const t = useTranslations("aiConfig");
  const kind = React.useMemo<RecordKind<InstructionSetDoc>>(
    () => ({
      pages: PAGES.instructionSets,
      remove: resources.remove,
      label: t("entities.instructionSet"),
      nameOf: byName,
      deleteText: (set) => t("resourceTables.deleteSet", { name: set.name }),
    }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<InstructionSetDoc>[]>(
    () => [
      nameColumn(PAGES.instructionSets.view),
      countColumn("instructionsCount", t("fields.instructions"), "—"),
      { id: "triggers", header: t("fields.triggers"), cell: ({ row }) => row.original.triggers?.length ?? 0 },
      {
        id: "assignment",
        header: t("fields.assignedTo"),
        cell: ({ row }) => {
          const summary = assignmentSummary(t, { ...row.original, toAgents: [] });
          const agents = row.original.toAgents?.length ?? 0;
          return agents > 0 ? t("assignment.withAgents", { summary, count: agents }) : summary;
        },
      },
      activeColumn(),
      createdColumn(),
    ],
    [t],
  );
  const fixedFilters = React.useMemo(() => (agentId ? { toAgents: agentId } : undefined), [agentId]);
  return (
    <RecordTable<InstructionSetDoc>
      path={resources.paginate.path}
      label={t("resourceTables.instructionSetsLabel")}
      columns={columns}
      fixedFilters={{ type: "instruction-set", ...fixedFilters }}
      searchPlaceholder={t("resourceTables.instructionSetsSearch")}
      emptyText={t("resourceTables.instructionSetsEmpty")}
      kind={kind}
    />
  );
}

/** Instructions of the organisation (POST /resources/paginate {type: "instruction"}). */
export function InstructionsTable() {
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const kind = React.useMemo<RecordKind<InstructionDoc>>(
    () => ({
      pages: PAGES.instructions,
      remove: resources.remove,
      label: t("entities.instruction"),
      nameOf: byName,
    }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<InstructionDoc>[]>(
    () => [
      nameColumn(PAGES.instructions.view),
      {
        id: "instructionSet",
        header: t("fields.set"),
        cell: ({ row }) => {
          const id = refId(row.original.instructionSet);
          return id ? (
            <Link href={PAGES.instructionSets.view(id)} className="hover:underline">
              {refName(row.original.instructionSet) ?? t("openSet")}
            </Link>
          ) : (
            "—"
          );
        },
      },
      {
        accessorKey: "placement",
        header: t("fields.placement"),
        enableSorting: true,
        cell: ({ row }) => <Badge variant="outline">{te(`placements.${row.original.placement}`)}</Badge>,
      },
      {
        accessorKey: "order",
        header: t("fields.order"),
        enableSorting: true,
        cell: ({ row }) => <span className="tabular-nums">{row.original.order ?? 0}</span>,
      },
      {
        accessorKey: "role",
        header: t("fields.role"),
        enableSorting: true,
        cell: ({ row }) => te(`instructionRoles.${row.original.role}`),
      },
      activeColumn(),
    ],
    [t, te],
  );
  return (
    <RecordTable<InstructionDoc>
      path={resources.paginate.path}
      label={t("resourceTables.instructionsLabel")}
      columns={columns}
      fixedFilters={{ type: "instruction" }}
      searchPlaceholder={t("resourceTables.instructionsSearch")}
      emptyText={t("resourceTables.instructionsEmpty")}
      kind={kind}
    />
  );
}

/** Coach-prompt templates (POST /resources/paginate {type: "coach-prompt-template"}). */
export function PromptTemplatesTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("aiConfig");
  const kind = React.useMemo<RecordKind<CoachPromptTemplateDoc>>(
    () => ({
      pages: PAGES.promptTemplates,
      remove: resources.remove,
      label: t("entities.promptTemplate"),
      nameOf: (template) => template.title,
    }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<CoachPromptTemplateDoc>[]>(
    () => [
      {
        accessorKey: "title",
        header: t("fields.title"),
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={PAGES.promptTemplates.view(row.original._id)} className="font-medium hover:underline">
            {row.original.title}
          </Link>
        ),
      },
      {
        id: "description",
        header: t("fields.description"),
        cell: ({ row }) => (
          <span className="line-clamp-1 max-w-md text-muted-foreground">
            {row.original.description || "—"}
          </span>
        ),
      },
      createdColumn(),
    ],
    [t],
  );
  return (
    <RecordTable<CoachPromptTemplateDoc>
      path={resources.paginate.path}
      label={t("resourceTables.promptTemplatesLabel")}
      columns={columns}
      fixedFilters={{ type: "coach-prompt-template" }}
      searchPlaceholder={t("resourceTables.promptTemplatesSearch")}
      emptyText={t("resourceTables.promptTemplatesEmpty")}
      kind={kind}
      canEdit={canEdit}
      canRemove={canEdit}
    />
  );
}
