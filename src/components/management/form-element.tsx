"use client";

import * as React from "react";

import { Button } from "@/components/ui/button";

/** Whether the form around is saving, for its submit buttons (as React's useFormStatus is for form actions). */
const Saving = React.createContext(false);

/**
 * The <form> of a form state (useContractForm): `onSubmit` runs on submit, and the form's own checks replace the
 * browser's, so that errors show by their fields and the first invalid control gets the focus. The SubmitButtons
 * inside show the save in progress.
 */
export function FormElement({
  form,
  onSubmit,
  className,
  children,
}: {
  form: { formRef: React.RefObject<HTMLFormElement | null>; submitting: boolean };
  onSubmit: () => Promise<unknown>;
  className?: string;
  children: React.ReactNode;
}) {
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <Saving.Provider value={form.submitting}>
      <form ref={form.formRef} onSubmit={submit} noValidate className={className}>
        {children}
      </form>
    </Saving.Provider>
  );
}

/** The submit button of a FormElement: busy while the form saves. */
export function SubmitButton({ disabled, children }: { disabled?: boolean; children: React.ReactNode }) {
  const saving = React.useContext(Saving);
  return (
    <Button type="submit" loading={saving} disabled={disabled}>
      {children}
    </Button>
  );
}
