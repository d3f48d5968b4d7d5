"use client";

import { useTranslations } from "next-intl";

import { SwitchField } from "@/components/management/fields";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { PersonBrief } from "@/lib/contracts/brief/schemas";
import { BRIEF_SOURCES, type BriefSource } from "@/lib/contracts/brief/values";
import { toastSuccess } from "@/lib/toast";

/** The person's switches: which sources the AI reads, and whether it may learn (PUT /users/brief-settings). */
export function BriefSourcesCard({ brief, onChanged }: { brief: PersonBrief; onChanged: () => void }) {
  const t = useTranslations("brief.sources");
  const { settings, canEdit } = brief;
  const first = brief.user.name.split(" ")[0];

  async function save(body: { sourcesOff?: BriefSource[]; learningPaused?: boolean }) {
    await call(users.updateBriefSettings, { body });
    toastSuccess(t("updated"));
    onChanged();
  }

  return (
    <SectionCard
      title={t("title")}
      description={canEdit ? t("description") : t("onlyThem", { name: first })}
      contentClassName="grid gap-5"
    >
      {BRIEF_SOURCES.map((source) => (
        <SwitchField
          key={source}
          label={t(`list.${source}.label`)}
          description={t(`list.${source}.help`)}
          checked={!settings.sourcesOff.includes(source)}
          disabled={!canEdit}
          onCheckedChange={(on) =>
            save({
              sourcesOff: on
                ? settings.sourcesOff.filter((s) => s !== source)
                : [...settings.sourcesOff, source],
            })
          }
        />
      ))}
      <SwitchField
        label={t("learning")}
        description={t("learningDescription")}
        checked={!settings.learningPaused}
        disabled={!canEdit}
        onCheckedChange={(on) => save({ learningPaused: !on })}
      />
    </SectionCard>
  );
}
