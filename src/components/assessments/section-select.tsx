"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";

import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { ANALYTICS_GRANULARITIES, ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName, Granularity } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_SECTION_NAMES } from "@/lib/contracts/assessments/values";

interface ChoiceProps<V extends string> {
  id: string;
  value: V;
  onChange: (value: V) => void;
}

export function SectionSelect(props: ChoiceProps<AssessmentSectionName>) {
  const t = useTranslations("assessments.selects");
  const te = useTranslations("enums");
  return (
    <LabelledSelect
      label={t("section")}
      values={ASSESSMENT_SECTION_NAMES}
      optionLabel={(section) => te(`assessmentAreas.${section}`)}
      {...props}
    />
  );
}

/** "" = every key of the section. */
export function KeySelect({ section, ...props }: ChoiceProps<string> & { section: AssessmentSectionName }) {
  const t = useTranslations("assessments.selects");
  const te = useTranslations("enums");
  return (
    <LabelledSelect
      label={t("key")}
      values={ASSESSMENT_SECTIONS[section]}
      optionLabel={(key) => te(`assessmentAreas.${key}`)}
      {...props}
    >
      <option value="">{t("allKeys")}</option>
    </LabelledSelect>
  );
}

export function GranularitySelect(props: ChoiceProps<Granularity>) {
  const t = useTranslations("assessments.selects");
  return (
    <LabelledSelect
      label={t("granularity")}
      values={ANALYTICS_GRANULARITIES}
      optionLabel={(granularity) => t(`granularities.${granularity}`)}
      {...props}
    />
  );
}

/** A labelled select of `values`, each shown as people read it (optionLabel), after any options given first. */
function LabelledSelect<V extends string, O extends string>({
  id,
  label,
  value,
  onChange,
  values,
  optionLabel,
  children,
}: ChoiceProps<V> & {
  label: string;
  values: readonly O[];
  optionLabel: (value: O) => string;
  children?: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {children}
        <SelectOptions values={values} label={optionLabel} />
      </Select>
    </div>
  );
}
