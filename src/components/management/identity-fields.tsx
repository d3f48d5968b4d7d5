"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NAME_MAX } from "@/lib/constants";
import type { FieldErrors } from "./form";

type IdentityKey = "name" | "slug" | "description";

/** Name, slug and description: the fields organisations and teams share, with the same rules and help. */
export function IdentityFields({
  values,
  errors,
  onChange,
}: {
  values: Record<IdentityKey, string>;
  errors: FieldErrors;
  onChange: (key: IdentityKey, value: string) => void;
}) {
  return (
    <>
      <FormField label="Name" error={errors.name} required>
        <Input
          value={values.name}
          onChange={(e) => onChange("name", e.target.value)}
          maxLength={NAME_MAX}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="Slug"
        error={errors.slug}
        description="Lowercase letters, digits and hyphens. Made from the name when left empty."
      >
        <Input value={values.slug} onChange={(e) => onChange("slug", e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(e) => onChange("description", e.target.value)}
          rows={3}
        />
      </FormField>
    </>
  );
}
