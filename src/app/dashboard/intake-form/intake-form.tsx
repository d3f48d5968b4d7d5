"use client";

import { useSession } from "next-auth/react";
import { useState } from "react";
import { flashSuccess } from "@/components/shell/flash-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, api } from "@/lib/api-client";
import { PREFERRED_LANGUAGES } from "@/lib/constants";
import { updateDetailsSchema } from "@/lib/contracts/users";
import { ROUTES } from "@/lib/routes";

const LANGUAGE_NAMES: Record<(typeof PREFERRED_LANGUAGES)[number], string> = {
  "en-US": "English (US)",
  "es-ES": "Español (España)",
  "fr-FR": "Français (France)",
  "de-DE": "Deutsch (Deutschland)",
  "pt-BR": "Português (Brasil)",
};

type Field = "preferredName" | "preferredLanguage" | "bio";
type Errors = Partial<Record<Field, string>>;

export const INTAKE_SUCCESS_MESSAGE = "Profile updated successfully";

/**
 * The minimal intake form (§2 step 4): preferred name, language and a short bio, saved with PUT /users/details
 * and `filledIntakeForm: true`; then the session is re-read so the route guard lets the person in.
 */
export function IntakeForm() {
  const { update } = useSession();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = updateDetailsSchema.safeParse({
      preferredName: String(form.get("preferredName") ?? "").trim(),
      preferredLanguage: String(form.get("preferredLanguage") ?? ""),
      bio: String(form.get("bio") ?? "").trim(),
      filledIntakeForm: true,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api("/users/details", { method: "PUT", body: parsed.data });
      // Re-reads the user into the session so the route guard sees filledIntakeForm. It needs an argument:
      // `update()` alone only GETs the session, and the JWT callback's "update" trigger runs on a POST.
      await update({ filledIntakeForm: true });
      // A full page load, not router.push: the client router may still hold /dashboard as "redirect to the
      // intake form" from before. The success toast is shown by the next page.
      flashSuccess(INTAKE_SUCCESS_MESSAGE);
      window.location.assign(ROUTES.dashboard);
    } catch (error) {
      // api() has already toasted the failure; show field messages where the server gave some.
      if (error instanceof ApiError && error.fields.length > 0) {
        const next: Errors = {};
        for (const f of error.fields) next[f.path.split(".")[0] as Field] ??= f.message;
        setErrors(next);
      }
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">Intake form</h1>
        </CardTitle>
        <CardDescription>
          Tell your coach a little about yourself before you start. You can change all of it later in your
          preferences.
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <CardContent className="grid gap-5">
          <FormField
            label="Preferred name"
            error={errors.preferredName}
            description="What should we call you?"
          >
            <Input name="preferredName" autoComplete="nickname" maxLength={255} />
          </FormField>
          <FormField label="Preferred language" error={errors.preferredLanguage} required>
            <Select name="preferredLanguage" defaultValue="en-US" required>
              {PREFERRED_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label="Bio"
            error={errors.bio}
            description="Your sport, your goals, anything your coach should know."
          >
            <Textarea name="bio" rows={5} maxLength={5000} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={pending}>
            Save and continue
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
