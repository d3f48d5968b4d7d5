"use client";

import { useTranslations } from "next-intl";

import { SwitchField } from "@/components/management/fields";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CheckInRules } from "@/lib/contracts/check-ins/values";

/** The check-in rules as the form edits them (numbers as typed text). */
export interface CheckInValues {
  checkInsEnabled: boolean;
  idleDays: string;
  goalDueDays: string;
  goalProgressBelow: string;
  areaFallingTwice: boolean;
}

export function checkInValues(rules: CheckInRules): CheckInValues {
  return {
    checkInsEnabled: rules.enabled,
    idleDays: String(rules.idleDays),
    goalDueDays: String(rules.goalDueDays),
    goalProgressBelow: String(rules.goalProgressBelow),
    areaFallingTwice: rules.areaFallingTwice,
  };
}

/** What the API is sent: an empty number field stays empty, so the contract says it is required. */
export function checkInRulesFrom(values: CheckInValues) {
  const number = (text: string) => (text.trim() === "" ? ("" as unknown as number) : Number(text));
  return {
    enabled: values.checkInsEnabled,
    idleDays: number(values.idleDays),
    goalDueDays: number(values.goalDueDays),
    goalProgressBelow: number(values.goalProgressBelow),
    areaFallingTwice: values.areaFallingTwice,
  };
}

type Bind = (key: "idleDays" | "goalDueDays" | "goalProgressBelow") => Record<string, unknown>;
type BindSwitch = (key: "checkInsEnabled" | "areaFallingTwice") => {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function CheckInRuleFields({
  errors,
  bindSwitch,
  bind,
}: {
  errors: Record<string, string | undefined>;
  bindSwitch: BindSwitch;
  bind: Bind;
}) {
  const t = useTranslations("organizations.checkIns");
  return (
    <>
      <div className="sm:col-span-3">
        <SwitchField label={t("enabled")} description={t("enabledHelp")} {...bindSwitch("checkInsEnabled")} />
      </div>
      <FormField
        label={t("idleDays")}
        error={errors["checkInRules.idleDays"]}
        description={t("idleDaysHelp")}
      >
        <Input type="number" inputMode="numeric" min={1} max={60} {...bind("idleDays")} />
      </FormField>
      <FormField label={t("goalDueDays")} error={errors["checkInRules.goalDueDays"]}>
        <Input type="number" inputMode="numeric" min={1} max={60} {...bind("goalDueDays")} />
      </FormField>
      <FormField label={t("goalProgressBelow")} error={errors["checkInRules.goalProgressBelow"]}>
        <Input type="number" inputMode="numeric" min={1} max={100} {...bind("goalProgressBelow")} />
      </FormField>
      <div className="sm:col-span-3">
        <SwitchField label={t("areaFallingTwice")} {...bindSwitch("areaFallingTwice")} />
      </div>
    </>
  );
}
