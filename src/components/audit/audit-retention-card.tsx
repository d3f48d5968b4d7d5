"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { useBusy } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { audit } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from "@/lib/contracts/audit/values";
import { toastSuccess } from "@/lib/toast";

/** How long the organisation's audit trail is kept (GET and PUT /audit/retention); older events go daily. */
export function AuditRetentionCard() {
  const t = useTranslations("audit.retention");
  const retention = useResource(request(audit.retention, {}));
  const [days, setDays] = React.useState("");
  const [busy, run] = useBusy();
  const current = retention.data?.days;
  React.useEffect(() => {
    if (current !== undefined) setDays(String(current));
  }, [current]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(async () => {
      retention.setData(await call(audit.setRetention, { body: { days: Number(days) } }));
      toastSuccess(t("saved"));
    });
  }

  return (
    <SectionCard
      title={t("title")}
      description={t("description", { min: AUDIT_RETENTION_MIN_DAYS, max: AUDIT_RETENTION_MAX_DAYS })}
    >
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <FormField label={t("days")}>
          <Input
            type="number"
            inputMode="numeric"
            min={AUDIT_RETENTION_MIN_DAYS}
            max={AUDIT_RETENTION_MAX_DAYS}
            value={days}
            disabled={current === undefined}
            onChange={(e) => setDays(e.target.value)}
            className="w-32"
          />
        </FormField>
        <Button type="submit" variant="outline" loading={busy} disabled={current === undefined}>
          {t("save")}
        </Button>
      </form>
    </SectionCard>
  );
}
