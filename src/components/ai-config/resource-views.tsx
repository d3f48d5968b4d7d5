"use client";

import { PencilIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { EmptyRow, FramedTable } from "@/components/data-table/framed-table";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard, type DetailItem, DetailList, timestampItems } from "@/components/management/detail-list";
import { Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { TableCell, TableRow } from "@/components/ui/table";
import { useFormat } from "@/i18n/format";
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
import { assignmentSummary, refId, refName } from "./labels";
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
  const t = useTranslations("aiConfig");
  return (
    <>
      <LinkButton href={pages.edit(id)} Icon={PencilIcon} variant="outline">
        {t("actions.edit")}
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
function contentItem(label: string, content: string): DetailItem {
  return {
    label,
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
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const format = useFormat();
  const set = useResource<InstructionSetDoc>(pathOf(resources.get, { params: { id } }));
  const s = set.data;
  const instructions = [...(s?.instructions ?? [])].sort(byPlacement);
  return (
    <PageShell
      title={s?.name ?? t("entities.instructionSet")}
      description={t("resourceViews.setDescription")}
      back={{ href: PAGES.instructionSets.list, label: t("resourceViews.setsBack") }}
      actions={
        s ? (
          <EditAndDelete
            pages={PAGES.instructionSets}
            id={id}
            label={t("entities.instructionSet")}
            name={s.name}
            description={t("resourceTables.deleteSet", { name: s.name })}
          />
        ) : null
      }
    >
      <Loaded resource={set}>
        {(s) => (
          <>
            <DetailCard
              title={t("sections.details")}
              items={[
                { label: t("fields.status"), value: <ActiveBadge active={s.active} /> },
                { label: t("fields.assignedTo"), value: assignmentSummary(t, { ...s, toAgents: [] }) },
                {
                  label: t("fields.agents"),
                  value: s.toAgents?.length
                    ? t("assignment.agents", { count: s.toAgents.length })
                    : t("assignment.anyAgent"),
                },
                { label: t("fields.updated"), value: format.dateTime(s.updatedAt) },
                { label: t("fields.triggers"), value: <TriggerList triggers={s.triggers} />, wide: true },
                { label: t("fields.description"), value: s.description, wide: true },
              ]}
            />
            <SectionCard
              title={t("sections.instructions")}
              description={t("resourceViews.instructionsDescription")}
              action={
                <Button asChild size="sm">
                  <Link href={`${PAGES.instructions.create}?instructionSet=${id}`}>
                    <PlusIcon />
                    {t("actions.addInstruction")}
                  </Link>
                </Button>
              }
            >
              <FramedTable
                label={t("resourceViews.setInstructions")}
                columns={[
                  t("fields.name"),
                  t("fields.placement"),
                  t("fields.order"),
                  t("fields.role"),
                  t("fields.key"),
                  t("fields.status"),
                ]}
              >
                {instructions.length === 0 ? (
                  <EmptyRow colSpan={6}>{t("resourceViews.setEmpty")}</EmptyRow>
                ) : (
                  instructions.map((i) => (
                    <TableRow key={i._id}>
                      <TableCell className="font-medium">
                        <Link href={PAGES.instructions.view(i._id)} className="hover:underline">
                          {i.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Badge variant="outline">{te(`placements.${i.placement}`)}</Badge>
                      </TableCell>
                      <TableCell className="tabular-nums">{i.order ?? 0}</TableCell>
                      <TableCell>{te(`instructionRoles.${i.role}`)}</TableCell>
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
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const format = useFormat();
  const instruction = useResource<InstructionDoc>(pathOf(resources.get, { params: { id } }));
  const i = instruction.data;
  const setId = refId(i?.instructionSet);
  const afterDelete = setId ? PAGES.instructionSets.view(setId) : PAGES.instructions.list;
  return (
    <PageShell
      title={i?.name ?? t("entities.instruction")}
      description={t("resourceViews.instructionDescription")}
      back={{ href: PAGES.instructions.list, label: t("resourceViews.instructionsBack") }}
      actions={
        i ? (
          <EditAndDelete
            pages={PAGES.instructions}
            id={id}
            label={t("entities.instruction")}
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
                    label: t("fields.instructionSet"),
                    value: setId ? (
                      <Link href={PAGES.instructionSets.view(setId)} className="text-primary hover:underline">
                        {refName(i.instructionSet) ?? t("openSet")}
                      </Link>
                    ) : null,
                  },
                  { label: t("fields.status"), value: <ActiveBadge active={i.active} /> },
                  { label: t("fields.role"), value: te(`instructionRoles.${i.role}`) },
                  { label: t("fields.placement"), value: te(`placements.${i.placement}`) },
                  { label: t("fields.order"), value: i.order ?? 0 },
                  {
                    label: t("fields.key"),
                    value: i.key
                      ? t("resourceViews.keyWithPower", { key: i.key, power: i.keyPower ?? 0 })
                      : null,
                  },
                  { label: t("fields.updated"), value: format.dateTime(i.updatedAt) },
                  { label: t("fields.triggers"), value: <TriggerList triggers={i.triggers} />, wide: true },
                  { label: t("fields.description"), value: i.description, wide: true },
                  contentItem(t("fields.content"), i.content),
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
  const t = useTranslations("aiConfig");
  const template = useResource<CoachPromptTemplateDoc>(pathOf(resources.get, { params: { id } }));
  const doc = template.data;
  return (
    <PageShell
      title={doc?.title ?? t("entities.promptTemplate")}
      description={t("resourceViews.templateDescription")}
      back={{ href: PAGES.promptTemplates.list, label: t("resourceViews.templatesBack") }}
      actions={
        doc && canEdit ? (
          <EditAndDelete
            pages={PAGES.promptTemplates}
            id={id}
            label={t("entities.promptTemplate")}
            name={doc.title}
          />
        ) : null
      }
    >
      <Loaded resource={template} rows={3}>
        {(doc) => (
          <Card>
            <CardContent>
              <DetailList
                items={[
                  ...timestampItems(doc),
                  { label: t("fields.description"), value: doc.description, wide: true },
                  contentItem(t("fields.content"), doc.content),
                ]}
              />
            </CardContent>
          </Card>
        )}
      </Loaded>
    </PageShell>
  );
}
