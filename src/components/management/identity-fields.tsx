"use client";

import { useTranslations } from "next-intl";

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
  const t = useTranslations("management.identity");
  const { values, errors } = form;
  // All three are strings wherever a form has them; slug is not a key of every form's values.
  const change = (key: IdentityKey, value: string) => form.setValue(key as keyof V, value as V[keyof V]);
  return (
    <>
      <FormField label={t("name")} error={errors.name} required>
        <Input
          value={values.name}
          onChange={(e) => change("name", e.target.value)}
          maxLength={NAME_MAX}
          autoComplete="off"
        />
      </FormField>
      {values.slug !== undefined ? (
        <FormField label={t("slug")} error={errors.slug} description={t("slugHelp")}>
          <Input value={values.slug} onChange={(e) => change("slug", e.target.value)} autoComplete="off" />
        </FormField>
      ) : null}
      <FormField label={t("description")} error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(e) => change("description", e.target.value)}
          rows={descriptionRows}
        />
      </FormField>
    </>
  );
}
