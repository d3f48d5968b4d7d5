"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { activeColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { DataTable } from "@/components/data-table/data-table";
import { RecordActions } from "@/components/management/record-actions";
import { Badge } from "@/components/ui/badge";
import { resources } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type {
  CoachPromptTemplateDoc,
  InstructionDoc,
  InstructionSetDoc,
} from "@/lib/contracts/resources/schemas";
import { PAGES } from "@/lib/routes";
import { assignmentSummary, INSTRUCTION_ROLE_LABELS, PLACEMENT_LABELS, refId, refName } from "./labels";

/** Instruction sets of the organisation (POST /resources/paginate {type: "instruction-set"}), optionally of one agent. */
export function InstructionSetsTable({ agentId }: { agentId?: string }) {
  const columns = React.useMemo<ColumnDef<InstructionSetDoc>[]>(
    () => [
      nameColumn(PAGES.instructionSets.view),
      {
        id: "instructionsCount",
        header: "Instructions",
        cell: ({ row }) => <span className="tabular-nums">{row.original.instructionsCount ?? "—"}</span>,
      },
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
  const rowActions = React.useCallback(
    (set: InstructionSetDoc, reload: () => void) => (
      <RecordActions
        name={set.name}
        view={PAGES.instructionSets.view(set._id)}
        edit={PAGES.instructionSets.edit(set._id)}
        remove={{
          path: pathOf(resources.remove, { params: { id: set._id } }),
          label: "Instruction set",
          description: `“${set.name}” and its instructions will be deleted. This cannot be undone.`,
          onDeleted: reload,
        }}
      />
    ),
    [],
  );
  return (
    <DataTable<InstructionSetDoc>
      path={resources.paginate.path}
      label="Instruction sets"
      columns={columns}
      fixedFilters={{ type: "instruction-set", ...fixedFilters }}
      searchPlaceholder="Search instruction sets…"
      emptyText="No instruction sets found."
      rowActions={rowActions}
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
  const rowActions = React.useCallback(
    (instruction: InstructionDoc, reload: () => void) => (
      <RecordActions
        name={instruction.name}
        view={PAGES.instructions.view(instruction._id)}
        edit={PAGES.instructions.edit(instruction._id)}
        remove={{
          path: pathOf(resources.remove, { params: { id: instruction._id } }),
          label: "Instruction",
          onDeleted: reload,
        }}
      />
    ),
    [],
  );
  return (
    <DataTable<InstructionDoc>
      path={resources.paginate.path}
      label="Instructions"
      columns={columns}
      fixedFilters={{ type: "instruction" }}
      searchPlaceholder="Search instructions…"
      emptyText="No instructions found."
      rowActions={rowActions}
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
  const rowActions = React.useCallback(
    (template: CoachPromptTemplateDoc, reload: () => void) => (
      <RecordActions
        name={template.title}
        view={PAGES.promptTemplates.view(template._id)}
        edit={canEdit && PAGES.promptTemplates.edit(template._id)}
        remove={
          canEdit && {
            path: pathOf(resources.remove, { params: { id: template._id } }),
            label: "Prompt template",
            onDeleted: reload,
          }
        }
      />
    ),
    [canEdit],
  );
  return (
    <DataTable<CoachPromptTemplateDoc>
      path={resources.paginate.path}
      label="Prompt templates"
      columns={columns}
      fixedFilters={{ type: "coach-prompt-template" }}
      searchPlaceholder="Search prompt templates…"
      emptyText="No prompt templates found."
      rowActions={rowActions}
    />
  );
}
