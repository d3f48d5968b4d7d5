"use client";

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
  const templates = useTemplates();
  if (templates === null || templates.length === 0) return null;

  function apply(id: string) {
    const chosen = templates?.find((t) => t._id === id);
    if (!chosen) return;
    const before = { title, content };
    onApply({ title: chosen.title, content: chosen.content });
    if (before.title || before.content) {
      toast(`“${chosen.title}” replaced what you had written`, {
        action: { label: "Undo", onClick: () => onApply(before) },
      });
    }
  }

  return (
    <FormField label="Start from a template" description="Your organisation's reusable coach prompts.">
      <Select value="" onChange={(event) => apply(event.target.value)} placeholder="Choose a template">
        {templates.map((t) => (
          <option key={t._id} value={t._id}>
            {t.title}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
