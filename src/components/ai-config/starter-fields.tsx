import { useTranslations } from "next-intl";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { STARTER_MAX_LENGTH, STARTERS_MAX } from "@/lib/contracts/agents/values";

/** Four text boxes for an agent's conversation starters, kept as a fixed-length list (blanks are dropped on save). */
export function StarterFields({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const t = useTranslations("aiConfig");
  const slots = Array.from({ length: STARTERS_MAX }, (_, i) => value[i] ?? "");
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t("starters.legend")}</legend>
      <p className="text-sm text-muted-foreground">{t("starters.hint", { max: STARTERS_MAX })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {slots.map((text, index) => (
          <FormField
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions, never reordered.
            key={index}
            label={t("starters.label", { n: index + 1 })}
            error={index === 0 ? error : undefined}
          >
            <Input
              value={text}
              maxLength={STARTER_MAX_LENGTH}
              placeholder={index === 0 ? t("starters.placeholder") : undefined}
              onChange={(event) => onChange(slots.map((s, i) => (i === index ? event.target.value : s)))}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
