"use client";

import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { ANALYTICS_GRANULARITIES, ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName, Granularity } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_SECTION_NAMES, keyLabel } from "@/lib/contracts/assessments/values";

export function SectionSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AssessmentSectionName;
  onChange: (section: AssessmentSectionName) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Section</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as AssessmentSectionName)}>
        <SelectOptions values={ASSESSMENT_SECTION_NAMES} label={keyLabel} />
      </Select>
    </div>
  );
}

/** "" = every key of the section. */
export function KeySelect({
  id,
  section,
  value,
  onChange,
}: {
  id: string;
  section: AssessmentSectionName;
  value: string;
  onChange: (key: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Key</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All keys of the section</option>
        <SelectOptions values={ASSESSMENT_SECTIONS[section]} label={keyLabel} />
      </Select>
    </div>
  );
}

export function GranularitySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Granularity;
  onChange: (granularity: Granularity) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Granularity</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Granularity)}>
        <SelectOptions values={ANALYTICS_GRANULARITIES} label={keyLabel} />
      </Select>
    </div>
  );
}
