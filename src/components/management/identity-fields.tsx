"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NAME_MAX } from "@/lib/constants";
import type { FieldErrors } from "./form";

type IdentityKey = "name" | "slug" | "description";

/**
 * Name, slug and description: the fields organisations, teams, agents, instruction sets and instructions share,
 * with the same rules and help, bound to the form's state (useContractForm). The slug field is shown only to forms
 * whose values have one.
 */
export function IdentityFields<V extends { name: string; description: string; slug?: string }>({
  form,
  descriptionRows = 3,
}: {
  form: { values: V; errors: FieldErrors; setValue: <K extends keyof V>(key: K, value: V[K]) => void };
  descriptionRows?: number;
}) {
  const { values, errors } = form;
  // All three are strings wherever a form has them; slug is not a key of every form's values.
  const change = (key: IdentityKey, value: string) => form.setValue(key as keyof V, value as V[keyof V]);
  return (
    <>
      <FormField label="Name" error={errors.name} required>
        <Input
          value={values.name}
          onChange={(e) => change("name", e.target.value)}
          maxLength={NAME_MAX}
          autoComplete="off"
        />
      </FormField>
      {values.slug !== undefined ? (
        <FormField
          label="Slug"
          error={errors.slug}
          description="Lowercase letters, digits and hyphens. Made from the name when left empty."
        >
          <Input value={values.slug} onChange={(e) => change("slug", e.target.value)} autoComplete="off" />
        </FormField>
      ) : null}
      <FormField label="Description" error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(e) => change("description", e.target.value)}
          rows={descriptionRows}
        />
      </FormField>
    </>
  );
}
