"use client";

import { SwitchField } from "@/components/management/fields";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { PersonBrief } from "@/lib/contracts/brief/schemas";
import { BRIEF_SOURCE_LABELS, BRIEF_SOURCES, type BriefSource } from "@/lib/contracts/brief/values";
import { toastSuccess, updatedMessage } from "@/lib/toast";

const SOURCE_HELP: Record<BriefSource, string> = {
  profile: "Your name, preferences, motivators, stress triggers and injury status.",
  goals: "Your goals in progress, with their progress and deadlines.",
  journals: "Your latest journal entries.",
  assessments: "The areas to focus on from your latest assessment, and your latest scores.",
  chats: "Short summaries of your recent chats.",
  notes: "What your coaches wrote about you as observations.",
};

/** The person's switches: which sources the AI reads, and whether it may learn (PUT /users/brief-settings). */
export function BriefSourcesCard({ brief, onChanged }: { brief: PersonBrief; onChanged: () => void }) {
  const { settings, canEdit } = brief;
  const first = brief.user.name.split(" ")[0];

  async function save(body: { sourcesOff?: BriefSource[]; learningPaused?: boolean }) {
    await call(users.updateBriefSettings, { body });
    toastSuccess(updatedMessage("Settings"));
    onChanged();
  }

  return (
    <SectionCard
      title="What the AI may use"
      description={
        canEdit
          ? "Switch a source off to keep it out of every AI chat. Your coaches still see your data as before."
          : `Only ${first} can change these.`
      }
      contentClassName="grid gap-5"
    >
      {BRIEF_SOURCES.map((source) => (
        <SwitchField
          key={source}
          label={BRIEF_SOURCE_LABELS[source]}
          description={SOURCE_HELP[source]}
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
        label="Learn from chats and journals"
        description="After a chat or a journal entry is assessed, the AI remembers lasting facts, such as what motivates you. Off: nothing new is learned."
        checked={!settings.learningPaused}
        disabled={!canEdit}
        onCheckedChange={(on) => save({ learningPaused: !on })}
      />
    </SectionCard>
  );
}
