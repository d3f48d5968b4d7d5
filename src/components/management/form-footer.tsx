import Link from "next/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";
import { SubmitButton } from "./form-element";

/**
 * The end of every create/edit form: Cancel back to where the form was opened, and the submit button, which shows
 * the save in progress. One component so that every form places and labels them alike. A form that saves in place
 * (one's own settings) has nowhere to go back to: without `cancelHref` it ends with the submit button alone.
 */
export function FormFooter({
  cancelHref,
  submitLabel,
  disabled,
}: {
  cancelHref?: string;
  submitLabel: string;
  /** Held back while something the form needs is not ready (an upload). */
  disabled?: boolean;
}) {
  const t = useTranslations("management.form");
  return (
    <CardFooter className="justify-end gap-2 border-t pt-6">
      {cancelHref ? (
        <Button asChild variant="outline">
          <Link href={cancelHref}>{t("cancel")}</Link>
        </Button>
      ) : null}
      <SubmitButton disabled={disabled}>{submitLabel}</SubmitButton>
    </CardFooter>
  );
}
