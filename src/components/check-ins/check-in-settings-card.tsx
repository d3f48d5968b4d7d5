"use client";

import { BellOffIcon } from "lucide-react";
import * as React from "react";
import { formatDateTime } from "@/components/management/display";
import { SwitchField } from "@/components/management/fields";
import { useBusy } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { checkIns } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { SNOOZE_DAYS } from "@/lib/contracts/check-ins/values";
import { toastSuccess } from "@/lib/toast";

const SNOOZE_LABEL: Record<(typeof SNOOZE_DAYS)[number], string> = {
  1: "1 day",
  3: "3 days",
  7: "1 week",
  14: "2 weeks",
};

/**
 * An athlete's say over check-ins (GET and PUT /check-ins/settings): the coaching agent writes first when they
 * have gone quiet, a goal is due and behind, or an area keeps falling; they can turn that off or snooze it.
 */
export function CheckInSettingsCard() {
  const settings = useResource(request(checkIns.settings, {}));
  const [snooze, setSnooze] = React.useState<string>("7");
  const [busy, run] = useBusy();
  const data = settings.data;

  const save = (body: { off?: boolean; snoozeDays?: 0 | (typeof SNOOZE_DAYS)[number] }, done: string) =>
    run(async () => {
      settings.setData(await call(checkIns.updateSettings, { body }));
      toastSuccess(done);
    });

  return (
    <SectionCard
      title="Check-ins"
      description="Your AI coach writes to you first when you have been quiet for a while, a goal is due and behind, or an area keeps dipping. Never at night, by your timezone."
      contentClassName="grid gap-5"
    >
      {!data ? (
        <p className="text-sm text-muted-foreground">
          {settings.error ? "Could not load your check-in settings." : "Loading…"}
        </p>
      ) : (
        <>
          <SwitchField
            label="Check-ins from my coach"
            description="Off: the coach never writes first."
            checked={!data.off}
            disabled={busy}
            onCheckedChange={(on) => save({ off: !on }, on ? "Check-ins are on" : "Check-ins are off")}
          />
          {data.off ? null : data.snoozedUntil ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex items-center gap-2 text-sm" data-testid="snoozed-until">
                <BellOffIcon aria-hidden className="size-4" />
                Snoozed until {formatDateTime(data.snoozedUntil)}
              </p>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => save({ snoozeDays: 0 }, "Snooze ended")}
              >
                End snooze
              </Button>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
              <FormField label="Snooze for">
                <Select value={snooze} onChange={(e) => setSnooze(e.target.value)}>
                  {SNOOZE_DAYS.map((days) => (
                    <option key={days} value={String(days)}>
                      {SNOOZE_LABEL[days]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() =>
                  save({ snoozeDays: Number(snooze) as (typeof SNOOZE_DAYS)[number] }, "Check-ins snoozed")
                }
              >
                <BellOffIcon />
                Snooze check-ins
              </Button>
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
