"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { toast } from "sonner";

import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { resources } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";

interface Template {
  _id: string;
  title: string;
  content: string;
}

/** The organisation's coach-prompt templates by title (the first 100: a picker, not a list). */
function useTemplates(): Template[] | null {
  const [templates, setTemplates] = React.useState<Template[] | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    call(
      resources.paginate,
      { body: { type: "coach-prompt-template", limit: 100, sortBy: "title", sortOrder: "asc" } },
      { signal: controller.signal, toastOnError: false },
    ).then(
      (page) => !controller.signal.aborted && setTemplates(page.docs as unknown as Template[]),
      () => !controller.signal.aborted && setTemplates([]),
    );
    return () => controller.abort();
  }, []);
  return templates;
}

/**
 * "Start from a template" on a coach prompt: the admins' reusable prompts (AI Config › Prompt templates) fill the
 * note's title and content. What was typed before is never lost: a toast offers to undo it.
 */
export function TemplatePicker({
  title,
  content,
  onApply,
}: {
  title: string;
  content: string;
  onApply: (values: { title: string; content: string }) => void;
}) {
  const t = useTranslations("coachingNotes.template");
  const templates = useTemplates();
  if (templates === null || templates.length === 0) return null;

  function apply(id: string) {
    const chosen = templates?.find((template) => template._id === id);
    if (!chosen) return;
    const before = { title, content };
    onApply({ title: chosen.title, content: chosen.content });
    if (before.title || before.content) {
      toast(t("replaced", { title: chosen.title }), {
        action: { label: t("undo"), onClick: () => onApply(before) },
      });
    }
  }

  return (
    <FormField label={t("label")} description={t("description")}>
      <Select value="" onChange={(event) => apply(event.target.value)} placeholder={t("placeholder")}>
        {templates.map((template) => (
          <option key={template._id} value={template._id}>
            {template.title}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
