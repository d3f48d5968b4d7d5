"use client";

import { CopyIcon, PencilIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import * as React from "react";
import { FileChipList } from "@/components/files/file-chip";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard } from "@/components/management/detail-list";
import { formatDateTime } from "@/components/management/display";
import { LoadError, Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useBusy } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { agents } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import { withoutBidiFormatting } from "@/lib/bidi";
import { DEFAULT_CHAT_MODEL } from "@/lib/constants";
import { BRIEF_SOURCE_LABELS } from "@/lib/contracts/brief/values";
import { PAGES } from "@/lib/routes";
import { createdMessage, toastSuccess } from "@/lib/toast";
import { type AgentSets, useAgentSets } from "./agent-sets";
import { assignmentSummary, MODE_LABELS } from "./labels";
import { TriggerList } from "./trigger-editor";

// The preview runs the trigger engine, and so zod, in the browser: it loads after the page's first paint.
const InstructionPreview = React.lazy(() =>
  import("./instruction-preview").then((m) => ({ default: m.InstructionPreview })),
);

/** An agent's details, the instruction sets that apply in its chats, and the instruction preview. */
export function AgentView({ id }: { id: string }) {
  const router = useRouter();
  const agent = useResource(request(agents.get, { params: { id } }));
  const agentSets = useAgentSets(id);
  const [cloning, run] = useBusy();
  const clone = () =>
    run(async () => {
      const copy = await call(agents.clone, { params: { id }, body: {} });
      toastSuccess(createdMessage("Agent"));
      router.push(PAGES.agents.view(copy._id));
    });

  const actions = agent.data ? (
    <>
      <LinkButton href={PAGES.agents.edit(id)} Icon={PencilIcon} variant="outline">
        Edit
      </LinkButton>
      <Button variant="outline" onClick={clone} loading={cloning}>
        {cloning ? null : <CopyIcon />}
        Clone
      </Button>
      <DeleteButton
        path={pathOf(agents.remove, { params: { id } })}
        label="Agent"
        name={agent.data.name}
        onDeleted={() => router.push(PAGES.agents.list)}
      />
    </>
  ) : null;

  const a = agent.data;
  return (
    <PageShell
      title={a ? withoutBidiFormatting(a.name) : "Agent"}
      description="Agent details, its instruction sets and a preview of what it is sent"
      back={{ href: PAGES.agents.list, label: "Agents" }}
      actions={actions}
    >
      <Loaded resource={agent}>
        {(a) => (
          <>
            <DetailCard
              title="Details"
              items={[
                { label: "Status", value: <ActiveBadge active={a.active} /> },
                {
                  label: "Allowed modes",
                  value: (
                    <span className="flex flex-wrap gap-1">
                      {a.allowedModes.map((m) => (
                        <Badge key={m} variant="outline">
                          {MODE_LABELS[m]}
                        </Badge>
                      ))}
                    </span>
                  ),
                },
                { label: "Default mode", value: a.defaultMode ? MODE_LABELS[a.defaultMode] : null },
                { label: "Assigned to", value: assignmentSummary(a) },
                { label: "Model", value: a.chatSettings?.model ?? DEFAULT_CHAT_MODEL },
                { label: "Temperature", value: a.chatSettings?.temperature ?? null },
                { label: "Max tokens", value: a.chatSettings?.maxTokens ?? "No limit" },
                {
                  label: "Knows about the person",
                  value:
                    a.briefSources.length > 0
                      ? `${a.briefSources.map((s) => BRIEF_SOURCE_LABELS[s]).join(", ")} (up to ${a.briefTokenBudget} tokens)`
                      : "Nothing",
                  wide: true,
                },
                { label: "Updated", value: formatDateTime(a.updatedAt) },
                {
                  label: "Files",
                  value: <FileChipList files={a.files ?? []} label="Files" empty="None" />,
                  wide: true,
                },
                {
                  label: "Reference files",
                  value: (
                    <FileChipList files={a.filesAsRetrieval ?? []} label="Reference files" empty="None" />
                  ),
                  wide: true,
                },
                { label: "Description", value: a.description, wide: true },
                {
                  label: "Core instruction",
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
            <React.Suspense fallback={<Skeleton className="h-64 w-full" aria-label="Loading the preview" />}>
              <InstructionPreview agent={a} agentSets={agentSets} />
            </React.Suspense>
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

function AgentSetsCard({ agentId, agentSets }: { agentId: string; agentSets: AgentSets }) {
  const { sets, loading, error, reload } = agentSets;
  return (
    <SectionCard
      title="Instruction sets"
      description={
        <>
          Sets that apply in chats with this agent: those naming it and those naming no agent.{" "}
          <Link
            href={`${PAGES.instructionSets.list}?agent=${agentId}`}
            className="text-primary underline underline-offset-4"
          >
            Sets naming this agent
          </Link>
        </>
      }
      action={
        <Button asChild size="sm">
          <Link href={`${PAGES.instructionSets.create}?agent=${agentId}`}>
            <PlusIcon />
            Add instruction set
          </Link>
        </Button>
      }
    >
      {error ? (
        <LoadError error={error} onRetry={reload} title="Could not load the instruction sets" />
      ) : loading && sets.length === 0 ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : sets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No instruction set applies to this agent yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Instruction sets of this agent">
          {sets.map((set) => (
            <li key={set._id} className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={PAGES.instructionSets.view(set._id)} className="font-medium hover:underline">
                    {set.name}
                  </Link>
                  <ActiveBadge active={set.active} />
                  <span className="text-xs text-muted-foreground">
                    {set.instructions?.length ?? 0} instructions ·{" "}
                    {assignmentSummary({ ...set, toAgents: [] })}
                    {set.toAgents?.length ? "" : " · any agent"}
                  </span>
                </div>
                <div className="text-sm">
                  <TriggerList triggers={set.triggers} />
                </div>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link href={`${PAGES.instructions.create}?instructionSet=${set._id}`}>
                  <PlusIcon />
                  Add instruction
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
