"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NAME_MAX } from "@/lib/constants";
import type { FieldErrors } from "./form";

type IdentityKey = "name" | "slug" | "description";

/**
 * Name, slug and description: the fields organisations, teams, agents, instruction sets and instructions share,
 * with the same rules and help. The slug field is shown only to forms whose values have one.
 */
export function IdentityFields<K extends IdentityKey>({
  values,
  errors,
  onChange,
  descriptionRows = 3,
}: {
  values: Record<K, string>;
  errors: FieldErrors;
  onChange: (key: K, value: string) => void;
  descriptionRows?: number;
}) {
  // The keys this form has: name and description always, slug when the form's values hold one.
  const change = (key: IdentityKey, value: string) => onChange(key as K, value);
  const all = values as Partial<Record<IdentityKey, string>>;
  return (
    <>
      <FormField label="Name" error={errors.name} required>
        <Input
          value={all.name ?? ""}
          onChange={(e) => change("name", e.target.value)}
          maxLength={NAME_MAX}
          autoComplete="off"
        />
      </FormField>
      {all.slug !== undefined ? (
        <FormField
          label="Slug"
          error={errors.slug}
          description="Lowercase letters, digits and hyphens. Made from the name when left empty."
        >
          <Input value={all.slug} onChange={(e) => change("slug", e.target.value)} autoComplete="off" />
        </FormField>
      ) : null}
      <FormField label="Description" error={errors.description}>
        <Textarea
          value={all.description ?? ""}
          onChange={(e) => change("description", e.target.value)}
          rows={descriptionRows}
        />
      </FormField>
    </>
  );
}
