"use client";

import { useTranslations } from "next-intl";

import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import type { PersonBrief } from "@/lib/contracts/brief/schemas";
import { BriefSourcesCard } from "./brief-sources-card";
import { LearnedFactsCard } from "./learned-facts-card";
import { WhoReadsCard } from "./who-reads-card";

function BriefText({ brief }: { brief: PersonBrief }) {
  const t = useTranslations("brief.text");
  const format = useFormat();
  const { tokens, budget, omitted } = brief.record;
  const counts = { tokens: format.number(tokens), budget: format.number(budget) };
  return (
    <SectionCard
      title={t("title")}
      description={omitted > 0 ? t("descriptionOmitted", { ...counts, omitted }) : t("description", counts)}
    >
      <section
        aria-label={t("regionLabel")}
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
  const t = useTranslations("brief.page");
  const brief = useResource(request(users.brief, { params: { id } }));
  const data = brief.data;
  const self = data?.canEdit ?? false;
  return (
    <PageShell
      title={data && !self ? t("titleOther", { name: data.user.name }) : t("titleSelf")}
      description={data && !self ? t("descriptionOther") : t("descriptionSelf")}
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
