import { Slot } from "radix-ui";
import * as React from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  /** Visible label; becomes the control's accessible name. */
  label: React.ReactNode;
  /** Exactly one control (Input, Textarea, Select, Checkbox…). It receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement;
  /** The control's id (set it here, not on the control). Generated when omitted. */
  id?: string;
  /** Validation message; when set, the control is marked aria-invalid and described by it. */
  error?: string | null;
  /** Help text under the control, also linked through aria-describedby. */
  description?: React.ReactNode;
  /** Shows a decorative "*" after the label (put `required` on the control yourself if wanted). */
  required?: boolean;
  /** Rendered at the end of the label row, e.g. a "Forgot password?" button. */
  labelAction?: React.ReactNode;
  className?: string;
};

function FormField({
  label,
  children,
  id,
  error,
  description,
  required,
  labelAction,
  className,
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn("grid gap-2", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-0.5">
          <Label htmlFor={controlId} className={cn(error && "text-destructive")}>
            {label}
          </Label>
          {/* Outside the <label>: text inside it becomes part of the control's accessible name. */}
          {required ? (
            <span aria-hidden className="text-sm text-destructive">
              *
            </span>
          ) : null}
        </span>
        {labelAction}
      </div>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, type FormFieldProps };
