"use client";

import { CopyIcon, PencilIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { FileChipList } from "@/components/files/file-chip";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard } from "@/components/management/detail-list";
import { LoadError, Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useBusy } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/i18n/format";
import { agents } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import { withoutBidiFormatting } from "@/lib/bidi";
import { DEFAULT_CHAT_MODEL } from "@/lib/constants";
import { PAGES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { type AgentSets, useAgentSets } from "./agent-sets";
import { assignmentSummary } from "./labels";
import { TriggerList } from "./trigger-editor";

// The preview runs the trigger engine, and so zod, in the browser: it loads after the page's first paint.
const InstructionPreview = React.lazy(() =>
  import("./instruction-preview").then((m) => ({ default: m.InstructionPreview })),
);

/** An agent's details, the instruction sets that apply in its chats, and the instruction preview. */
export function AgentView({ id }: { id: string }) {
  const router = useRouter();
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const format = useFormat();
  const agent = useResource(request(agents.get, { params: { id } }));
  const agentSets = useAgentSets(id);
  const [cloning, run] = useBusy();
  const clone = () =>
    run(async () => {
      const copy = await call(agents.clone, { params: { id }, body: {} });
      toastSuccess(t("agentView.cloned"));
      router.push(PAGES.agents.view(copy._id));
    });

  const actions = agent.data ? (
    <>
      <LinkButton href={PAGES.agents.edit(id)} Icon={PencilIcon} variant="outline">
        {t("actions.edit")}
      </LinkButton>
      <Button variant="outline" onClick={clone} loading={cloning}>
        {cloning ? null : <CopyIcon />}
        {t("actions.clone")}
      </Button>
      <DeleteButton
        path={pathOf(agents.remove, { params: { id } })}
        label={t("entities.agent")}
        name={agent.data.name}
        onDeleted={() => router.push(PAGES.agents.list)}
      />
    </>
  ) : null;

  const a = agent.data;
  return (
    <PageShell
      title={a ? withoutBidiFormatting(a.name) : t("entities.agent")}
      description={t("agentView.description")}
      back={{ href: PAGES.agents.list, label: t("agentView.back") }}
      actions={actions}
    >
      <Loaded resource={agent}>
        {(a) => (
          <>
            <DetailCard
              title={t("sections.details")}
              items={[
                { label: t("fields.status"), value: <ActiveBadge active={a.active} /> },
                {
                  label: t("agentView.allowedModes"),
                  value: (
                    <span className="flex flex-wrap gap-1">
                      {a.allowedModes.map((m) => (
                        <Badge key={m} variant="outline">
                          {te(`chatModes.${m}`)}
                        </Badge>
                      ))}
                    </span>
                  ),
                },
                {
                  label: t("agentView.defaultMode"),
                  value: a.defaultMode ? te(`chatModes.${a.defaultMode}`) : null,
                },
                { label: t("fields.assignedTo"), value: assignmentSummary(t, a) },
                { label: t("agentView.model"), value: a.chatSettings?.model ?? DEFAULT_CHAT_MODEL },
                {
                  label: t("agentView.temperature"),
                  value:
                    typeof a.chatSettings?.temperature === "number"
                      ? format.number(a.chatSettings.temperature)
                      : null,
                },
                {
                  label: t("agentView.maxTokens"),
                  value: a.chatSettings?.maxTokens ?? t("agentView.noLimit"),
                },
                {
                  label: t("agentView.knows"),
                  value:
                    a.briefSources.length > 0
                      ? t("agentView.knowsValue", {
                          sources: a.briefSources.map((s) => t(`briefSources.${s}`)).join(", "),
                          budget: a.briefTokenBudget,
                        })
                      : t("agentView.nothing"),
                  wide: true,
                },
                { label: t("fields.updated"), value: format.dateTime(a.updatedAt) },
                {
                  label: t("agentView.files"),
                  value: (
                    <FileChipList
                      files={a.files ?? []}
                      label={t("agentView.files")}
                      empty={t("agentView.none")}
                    />
                  ),
                  wide: true,
                },
                {
                  label: t("agentView.referenceFiles"),
                  value: (
                    <FileChipList
                      files={a.filesAsRetrieval ?? []}
                      label={t("agentView.referenceFiles")}
                      empty={t("agentView.none")}
                    />
                  ),
                  wide: true,
                },
                { label: t("fields.description"), value: a.description, wide: true },
                {
                  label: t("fields.coreInstruction"),
                  value: a.coreInstruction ? (
                    <span className="block max-h-64 overflow-y-auto rounded-md bg-muted/30 p-3 font-mono text-xs">
                      {a.coreInstruction}
                    </span>
                  ) : null,
                  wide: true,
                },
              ]}
            />
            <AgentSetsCard agentId={id} agentSets={agentSets} />
            <React.Suspense
              fallback={<Skeleton className="h-64 w-full" aria-label={t("agentView.loadingPreview")} />}
            >
              <InstructionPreview agent={a} agentSets={agentSets} />
            </React.Suspense>
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

function AgentSetsCard({ agentId, agentSets }: { agentId: string; agentSets: AgentSets }) {
  const t = useTranslations("aiConfig");
  const { sets, loading, error, reload } = agentSets;
  return (
    <SectionCard
      title={t("sections.instructionSets")}
      description={t.rich("agentView.setsDescription", {
        link: (chunks) => (
          <Link
            href={`${PAGES.instructionSets.list}?agent=${agentId}`}
            className="text-primary underline underline-offset-4"
          >
            {chunks}
          </Link>
        ),
      })}
      action={
        <Button asChild size="sm">
          <Link href={`${PAGES.instructionSets.create}?agent=${agentId}`}>
            <PlusIcon />
            {t("actions.addInstructionSet")}
          </Link>
        </Button>
      }
    >
      {error ? (
        <LoadError error={error} onRetry={reload} title={t("setsLoadError")} />
      ) : loading && sets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : sets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("agentView.noSets")}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t("agentView.setsList")}>
          {sets.map((set) => (
            <li key={set._id} className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={PAGES.instructionSets.view(set._id)} className="font-medium hover:underline">
                    {set.name}
                  </Link>
                  <ActiveBadge active={set.active} />
                  <span className="text-xs text-muted-foreground">
                    {t(set.toAgents?.length ? "agentView.setLine" : "agentView.setLineAnyAgent", {
                      count: set.instructions?.length ?? 0,
                      summary: assignmentSummary(t, { ...set, toAgents: [] }),
                    })}
                  </span>
                </div>
                <div className="text-sm">
                  <TriggerList triggers={set.triggers} />
                </div>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link href={`${PAGES.instructions.create}?instructionSet=${set._id}`}>
                  <PlusIcon />
                  {t("actions.addInstruction")}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
