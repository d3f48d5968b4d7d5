"use client";

import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import type { PersonBrief } from "@/lib/contracts/brief/schemas";
import { BriefSourcesCard } from "./brief-sources-card";
import { LearnedFactsCard } from "./learned-facts-card";
import { WhoReadsCard } from "./who-reads-card";

const count = new Intl.NumberFormat("en-US");

function BriefText({ brief }: { brief: PersonBrief }) {
  const { tokens, budget, omitted } = brief.record;
  return (
    <SectionCard
      title="What the coach reads"
      description={`Exactly what the AI is told at the start of each coaching chat: ${count.format(tokens)} of at most ${count.format(budget)} tokens${omitted > 0 ? `; ${omitted} older item${omitted === 1 ? "" : "s"} did not fit` : ""}.`}
    >
      <section
        aria-label="The brief as the AI reads it"
        className="max-h-[28rem] overflow-auto rounded-md bg-muted p-3"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <pre
          className="whitespace-pre-wrap break-words font-mono text-xs leading-relaxed"
          data-testid="brief-text"
        >
          {brief.text}
        </pre>
      </section>
    </SectionCard>
  );
}

/**
 * "What my coach knows about me" (/dashboard/what-my-coach-knows, one's own) and a coach's read-only view of a
 * person's (/dashboard/users/brief/{id}): the brief as the model receives it, the switches, and what it learned.
 */
export function CoachKnows({ id, back }: { id: string; back?: BackTarget }) {
  const brief = useResource(request(users.brief, { params: { id } }));
  const data = brief.data;
  const self = data?.canEdit ?? false;
  return (
    <PageShell
      title={
        data && !self ? `What the AI coach knows about ${data.user.name}` : "What my coach knows about me"
      }
      description={
        data && !self
          ? "Their brief as the AI reads it, and what it learned. Only they can change it."
          : "What the AI coach is told about you, what it may use, and what it has learned. It is yours to change."
      }
      back={back}
    >
      <Loaded resource={brief} rows={6}>
        {(loaded) => (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <div className="grid gap-6">
              <BriefSourcesCard brief={loaded} onChanged={brief.reload} />
              <LearnedFactsCard brief={loaded} onChanged={brief.reload} />
              {loaded.canEdit ? <WhoReadsCard /> : null}
            </div>
            <BriefText brief={loaded} />
          </div>
        )}
      </Loaded>
    </PageShell>
  );
}
