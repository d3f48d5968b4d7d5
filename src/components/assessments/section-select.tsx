"use client";

import type * as React from "react";

import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { ANALYTICS_GRANULARITIES, ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName, Granularity } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_SECTION_NAMES, keyLabel } from "@/lib/contracts/assessments/values";

interface ChoiceProps<V extends string> {
  id: string;
  value: V;
  onChange: (value: V) => void;
}

export function SectionSelect(props: ChoiceProps<AssessmentSectionName>) {
  return <KeyLabelSelect label="Section" values={ASSESSMENT_SECTION_NAMES} {...props} />;
}

/** "" = every key of the section. */
export function KeySelect({ section, ...props }: ChoiceProps<string> & { section: AssessmentSectionName }) {
  return (
    <KeyLabelSelect label="Key" values={ASSESSMENT_SECTIONS[section]} {...props}>
      <option value="">All keys of the section</option>
    </KeyLabelSelect>
  );
}

export function GranularitySelect(props: ChoiceProps<Granularity>) {
  return <KeyLabelSelect label="Granularity" values={ANALYTICS_GRANULARITIES} {...props} />;
}

/** A labelled select of `values`, each shown as people read it (keyLabel), after any options given first. */
function KeyLabelSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  values,
  children,
}: ChoiceProps<V> & { label: string; values: readonly V[]; children?: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {children}
        <SelectOptions values={values} label={keyLabel} />
      </Select>
    </div>
  );
}
