"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
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
import { assignmentSummary, INSTRUCTION_ROLE_LABELS, PLACEMENT_LABELS, refId, refName } from "./labels";

const INSTRUCTION_SET: RecordKind<InstructionSetDoc> = {
  pages: PAGES.instructionSets,
  remove: resources.remove,
  label: "Instruction set",
  nameOf: byName,
  deleteText: (set) => `“${set.name}” and its instructions will be deleted. This cannot be undone.`,
};

const INSTRUCTION: RecordKind<InstructionDoc> = {
  pages: PAGES.instructions,
  remove: resources.remove,
  label: "Instruction",
  nameOf: byName,
};

const PROMPT_TEMPLATE: RecordKind<CoachPromptTemplateDoc> = {
  pages: PAGES.promptTemplates,
  remove: resources.remove,
  label: "Prompt template",
  nameOf: (template) => template.title,
};

/** Instruction sets of the organisation (POST /resources/paginate {type: "instruction-set"}), optionally of one agent. */
export function InstructionSetsTable({ agentId }: { agentId?: string }) {
  const columns = React.useMemo<ColumnDef<InstructionSetDoc>[]>(
    () => [
      nameColumn(PAGES.instructionSets.view),
      countColumn("instructionsCount", "Instructions", "—"),
      { id: "triggers", header: "Triggers", cell: ({ row }) => row.original.triggers?.length ?? 0 },
      {
        id: "assignment",
        header: "Assigned to",
        cell: ({ row }) =>
          `${assignmentSummary({ ...row.original, toAgents: [] })}${
            row.original.toAgents?.length
              ? ` · ${row.original.toAgents.length} ${row.original.toAgents.length === 1 ? "agent" : "agents"}`
              : ""
          }`,
      },
      activeColumn(),
      createdColumn(),
    ],
    [],
  );
  const fixedFilters = React.useMemo(() => (agentId ? { toAgents: agentId } : undefined), [agentId]);
  return (
    <RecordTable<InstructionSetDoc>
      path={resources.paginate.path}
      label="Instruction sets"
      columns={columns}
      fixedFilters={{ type: "instruction-set", ...fixedFilters }}
      searchPlaceholder="Search instruction sets…"
      emptyText="No instruction sets found."
      kind={INSTRUCTION_SET}
    />
  );
}

/** Instructions of the organisation (POST /resources/paginate {type: "instruction"}). */
export function InstructionsTable() {
  const columns = React.useMemo<ColumnDef<InstructionDoc>[]>(
    () => [
      nameColumn(PAGES.instructions.view),
      {
        id: "instructionSet",
        header: "Set",
        cell: ({ row }) => {
          const id = refId(row.original.instructionSet);
          return id ? (
            <Link href={PAGES.instructionSets.view(id)} className="hover:underline">
              {refName(row.original.instructionSet) ?? "Open set"}
            </Link>
          ) : (
            "—"
          );
        },
      },
      {
        accessorKey: "placement",
        header: "Placement",
        enableSorting: true,
        cell: ({ row }) => <Badge variant="outline">{PLACEMENT_LABELS[row.original.placement]}</Badge>,
      },
      {
        accessorKey: "order",
        header: "Order",
        enableSorting: true,
        cell: ({ row }) => <span className="tabular-nums">{row.original.order ?? 0}</span>,
      },
      {
        accessorKey: "role",
        header: "Role",
        enableSorting: true,
        cell: ({ row }) => INSTRUCTION_ROLE_LABELS[row.original.role],
      },
      activeColumn(),
    ],
    [],
  );
  return (
    <RecordTable<InstructionDoc>
      path={resources.paginate.path}
      label="Instructions"
      columns={columns}
      fixedFilters={{ type: "instruction" }}
      searchPlaceholder="Search instructions…"
      emptyText="No instructions found."
      kind={INSTRUCTION}
    />
  );
}

/** Coach-prompt templates (POST /resources/paginate {type: "coach-prompt-template"}). */
export function PromptTemplatesTable({ canEdit }: { canEdit: boolean }) {
  const columns = React.useMemo<ColumnDef<CoachPromptTemplateDoc>[]>(
    () => [
      {
        accessorKey: "title",
        header: "Title",
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={PAGES.promptTemplates.view(row.original._id)} className="font-medium hover:underline">
            {row.original.title}
          </Link>
        ),
      },
      {
        id: "description",
        header: "Description",
        cell: ({ row }) => (
          <span className="line-clamp-1 max-w-md text-muted-foreground">
            {row.original.description || "—"}
          </span>
        ),
      },
      createdColumn(),
    ],
    [],
  );
  return (
    <RecordTable<CoachPromptTemplateDoc>
      path={resources.paginate.path}
      label="Prompt templates"
      columns={columns}
      fixedFilters={{ type: "coach-prompt-template" }}
      searchPlaceholder="Search prompt templates…"
      emptyText="No prompt templates found."
      kind={PROMPT_TEMPLATE}
      canEdit={canEdit}
      canRemove={canEdit}
    />
  );
}
