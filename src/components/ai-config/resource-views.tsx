"use client";

import { PencilIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { EmptyRow, FramedTable } from "@/components/data-table/framed-table";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard, type DetailItem, DetailList, timestampItems } from "@/components/management/detail-list";
import { formatDateTime } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { TableCell, TableRow } from "@/components/ui/table";
import { resources } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type {
  CoachPromptTemplateDoc,
  InstructionDoc,
  InstructionSetDoc,
  SetInstructionDoc,
} from "@/lib/contracts/resources/schemas";
import { PLACEMENTS } from "@/lib/contracts/resources/values";
import { PAGES } from "@/lib/routes";
import { assignmentSummary, INSTRUCTION_ROLE_LABELS, PLACEMENT_LABELS, refId, refName } from "./labels";
import { TriggerList } from "./trigger-editor";

/** A resource's Edit link and Delete button; after a delete the list (or `afterDelete`) opens. */
function EditAndDelete({
  pages,
  id,
  label,
  name,
  afterDelete = pages.list,
  description,
}: {
  pages: { list: string; edit: (id: string) => string };
  id: string;
  label: string;
  name: string;
  afterDelete?: string;
  description?: string;
}) {
  const router = useRouter();
  return (
    <>
      <LinkButton href={pages.edit(id)} Icon={PencilIcon} variant="outline">
        Edit
      </LinkButton>
      <DeleteButton
        path={pathOf(resources.remove, { params: { id } })}
        label={label}
        name={name}
        description={description}
        onDeleted={() => router.push(afterDelete)}
      />
    </>
  );
}

/** The text a resource adds to the prompt, in a monospace block across the card. */
function contentItem(content: string): DetailItem {
  return {
    label: "Content",
    value: <span className="block rounded-md bg-muted/30 p-3 font-mono text-xs">{content}</span>,
    wide: true,
  };
}

/** Placement start → middle → end, then order: the order the prompt assembly uses within one set. */
function byPlacement(a: SetInstructionDoc, b: SetInstructionDoc): number {
  return PLACEMENTS.indexOf(a.placement) - PLACEMENTS.indexOf(b.placement) || (a.order ?? 0) - (b.order ?? 0);
}

/** An instruction set (GET /resources/{id}) with its instructions in prompt order. */
export function InstructionSetView({ id }: { id: string }) {
  const set = useResource<InstructionSetDoc>(pathOf(resources.get, { params: { id } }));
  const s = set.data;
  const instructions = [...(s?.instructions ?? [])].sort(byPlacement);
  return (
    <PageShell
      title={s?.name ?? "Instruction set"}
      description="Instruction set details and its instructions"
      back={{ href: PAGES.instructionSets.list, label: "Instruction sets" }}
      actions={
        s ? (
          <EditAndDelete
            pages={PAGES.instructionSets}
            id={id}
            label="Instruction set"
            name={s.name}
            description={`“${s.name}” and its instructions will be deleted. This cannot be undone.`}
          />
        ) : null
      }
    >
      <Loaded resource={set}>
        {(s) => (
          <>
            <DetailCard
              title="Details"
              items={[
                { label: "Status", value: <ActiveBadge active={s.active} /> },
                { label: "Assigned to", value: assignmentSummary({ ...s, toAgents: [] }) },
                {
                  label: "Agents",
                  value: s.toAgents?.length
                    ? `${s.toAgents.length} ${s.toAgents.length === 1 ? "agent" : "agents"}`
                    : "Any agent",
                },
                { label: "Updated", value: formatDateTime(s.updatedAt) },
                { label: "Triggers", value: <TriggerList triggers={s.triggers} />, wide: true },
                { label: "Description", value: s.description, wide: true },
              ]}
            />
            <SectionCard
              title="Instructions"
              description="In prompt order: placement start, middle, end, then order."
              action={
                <Button asChild size="sm">
                  <Link href={`${PAGES.instructions.create}?instructionSet=${id}`}>
                    <PlusIcon />
                    Add instruction
                  </Link>
                </Button>
              }
            >
              <FramedTable
                label="Instructions of this set"
                columns={["Name", "Placement", "Order", "Role", "Key", "Status"]}
              >
                {instructions.length === 0 ? (
                  <EmptyRow colSpan={6}>This set has no instructions yet.</EmptyRow>
                ) : (
                  instructions.map((i) => (
                    <TableRow key={i._id}>
                      <TableCell className="font-medium">
                        <Link href={PAGES.instructions.view(i._id)} className="hover:underline">
                          {i.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Badge variant="outline">{PLACEMENT_LABELS[i.placement]}</Badge>
                      </TableCell>
                      <TableCell className="tabular-nums">{i.order ?? 0}</TableCell>
                      <TableCell>{INSTRUCTION_ROLE_LABELS[i.role]}</TableCell>
                      <TableCell className="text-muted-foreground">
                        {i.key ? `${i.key} (${i.keyPower ?? 0})` : "—"}
                      </TableCell>
                      <TableCell>
                        <ActiveBadge active={i.active} />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </FramedTable>
            </SectionCard>
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

/** One instruction (GET /resources/{id}). */
export function InstructionView({ id }: { id: string }) {
  const instruction = useResource<InstructionDoc>(pathOf(resources.get, { params: { id } }));
  const i = instruction.data;
  const setId = refId(i?.instructionSet);
  const afterDelete = setId ? PAGES.instructionSets.view(setId) : PAGES.instructions.list;
  return (
    <PageShell
      title={i?.name ?? "Instruction"}
      description="Instruction details"
      back={{ href: PAGES.instructions.list, label: "Instructions" }}
      actions={
        i ? (
          <EditAndDelete
            pages={PAGES.instructions}
            id={id}
            label="Instruction"
            name={i.name}
            afterDelete={afterDelete}
          />
        ) : null
      }
    >
      <Loaded resource={instruction} rows={5}>
        {(i) => (
          <Card>
            <CardContent>
              <DetailList
                items={[
                  {
                    label: "Instruction set",
                    value: setId ? (
                      <Link href={PAGES.instructionSets.view(setId)} className="text-primary hover:underline">
                        {refName(i.instructionSet) ?? "Open set"}
                      </Link>
                    ) : null,
                  },
                  { label: "Status", value: <ActiveBadge active={i.active} /> },
                  { label: "Role", value: INSTRUCTION_ROLE_LABELS[i.role] },
                  { label: "Placement", value: PLACEMENT_LABELS[i.placement] },
                  { label: "Order", value: i.order ?? 0 },
                  { label: "Key", value: i.key ? `${i.key} (key power ${i.keyPower ?? 0})` : null },
                  { label: "Updated", value: formatDateTime(i.updatedAt) },
                  { label: "Triggers", value: <TriggerList triggers={i.triggers} />, wide: true },
                  { label: "Description", value: i.description, wide: true },
                  contentItem(i.content),
                ]}
              />
            </CardContent>
          </Card>
        )}
      </Loaded>
    </PageShell>
  );
}

/** One coach-prompt template (GET /resources/{id}). */
export function PromptTemplateView({ id, canEdit }: { id: string; canEdit: boolean }) {
  const template = useResource<CoachPromptTemplateDoc>(pathOf(resources.get, { params: { id } }));
  const t = template.data;
  return (
    <PageShell
      title={t?.title ?? "Prompt template"}
      description="Prompt template details"
      back={{ href: PAGES.promptTemplates.list, label: "Prompt templates" }}
      actions={
        t && canEdit ? (
          <EditAndDelete pages={PAGES.promptTemplates} id={id} label="Prompt template" name={t.title} />
        ) : null
      }
    >
      <Loaded resource={template} rows={3}>
        {(t) => (
          <Card>
            <CardContent>
              <DetailList
                items={[
                  ...timestampItems(t),
                  { label: "Description", value: t.description, wide: true },
                  contentItem(t.content),
                ]}
              />
            </CardContent>
          </Card>
        )}
      </Loaded>
    </PageShell>
  );
}
