"use client";

import { BellOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { SwitchField } from "@/components/management/fields";
import { useBusy } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { useFormat } from "@/i18n/format";
import { checkIns } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { SNOOZE_DAYS } from "@/lib/contracts/check-ins/values";
import { toastSuccess } from "@/lib/toast";

/**
 * An athlete's say over check-ins (GET and PUT /check-ins/settings): the coaching agent writes first when they
 * have gone quiet, a goal is due and behind, or an area keeps falling; they can turn that off or snooze it.
 */
export function CheckInSettingsCard() {
  const t = useTranslations("checkIns.settings");
  const format = useFormat();
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
    <SectionCard title={t("title")} description={t("description")} contentClassName="grid gap-5">
      {!data ? (
        <p className="text-sm text-muted-foreground">{settings.error ? t("loadError") : t("loading")}</p>
      ) : (
        <>
          <SwitchField
            label={t("switch")}
            description={t("switchHint")}
            checked={!data.off}
            disabled={busy}
            onCheckedChange={(on) => save({ off: !on }, on ? t("turnedOn") : t("turnedOff"))}
          />
          {data.off ? null : data.snoozedUntil ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex items-center gap-2 text-sm" data-testid="snoozed-until">
                <BellOffIcon aria-hidden className="size-4" />
                {t("snoozedUntil", { date: format.dateTime(data.snoozedUntil) })}
              </p>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => save({ snoozeDays: 0 }, t("snoozeEnded"))}
              >
                {t("endSnooze")}
              </Button>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
              <FormField label={t("snoozeFor")}>
                <Select value={snooze} onChange={(e) => setSnooze(e.target.value)}>
                  {SNOOZE_DAYS.map((days) => (
                    <option key={days} value={String(days)}>
                      {days % 7 === 0 ? t("weeks", { count: days / 7 }) : t("days", { count: days })}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() =>
                  save({ snoozeDays: Number(snooze) as (typeof SNOOZE_DAYS)[number] }, t("snoozed"))
                }
              >
                <BellOffIcon />
                {t("snooze")}
              </Button>
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
