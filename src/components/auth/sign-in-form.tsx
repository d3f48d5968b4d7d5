"use client";

import { AlertCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { messageText } from "@/i18n/message-text";
import {
  PASSWORD_RESET_FAILED_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  SIGNED_OUT_EVERYWHERE_MESSAGE,
  UNEXPECTED_SIGN_IN_MESSAGE,
} from "@/lib/auth-messages";
import { dismissToasts, toastError, toastSessionExpired, toastSuccess } from "@/lib/toast";
import { checkEmail, checkPassword } from "./sign-in-checks";

type Field = "email" | "password";
type FieldErrors = Partial<Record<Field, string>>;

/** Where the form posts, with or without its script (src/app/sign-in/submit/route.ts). */
const SUBMIT_PATH = "/sign-in/submit";
const DEFAULT_REDIRECT = "/dashboard";

/** Only same-origin paths are followed after sign-in; anything else goes to the dashboard. */
function safeCallbackUrl(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_REDIRECT;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin) return DEFAULT_REDIRECT;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("/sign-in") ? DEFAULT_REDIRECT : path;
  } catch {
    return DEFAULT_REDIRECT;
  }
}

type SignInFormProps = {
  /** Where to go after a successful sign-in (same-origin only); defaults to /dashboard. */
  callbackUrl?: string | null;
  /** Set by /sign-in?expired=1: shows the session-expired toast once. */
  expired?: boolean;
  /** Set by /sign-in?signedOut=everywhere: says once that every device was signed out. */
  signedOutEverywhere?: boolean;
  /** Why the form is shown again: a refused sign-in posted without scripts, or a session the guard ended. */
  initialError?: string | null;
  /** The e-mail of that refused attempt, to try again with. */
  initialEmail?: string;
};

/** Removes query parameters so a reload or back navigation does not show their message again. */
function dropQueryParams(names: string[]) {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A real form (method="post" to /sign-in/submit) whose inputs are uncontrolled: what someone types, or the browser
 * autofills, before React has hydrated stays in the fields, and a submit before hydration signs in without
 * scripts. Once hydrated, the script validates the values in the DOM and posts them to the same endpoint.
 * A refusal is shown once, in the form: no toast repeats it.
 */
export function SignInForm({
  callbackUrl,
  expired = false,
  signedOutEverywhere = false,
  initialError = null,
  initialEmail,
}: SignInFormProps) {
  const t = useTranslations("signIn");
  const te = useTranslations("errors");
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(initialError);
  const [submitting, setSubmitting] = React.useState(false);
  const [sendingReset, setSendingReset] = React.useState(false);

  // Until then the browser's own checks (required, type=email) guard a submit that goes without scripts.
  React.useEffect(() => setHydrated(true), []);

  React.useEffect(() => {
    if (!expired) return;
    toastSessionExpired();
    dropQueryParams(["expired"]);
  }, [expired]);

  React.useEffect(() => {
    if (!signedOutEverywhere) return;
    toastSuccess(SIGNED_OUT_EVERYWHERE_MESSAGE);
    dropQueryParams(["signedOut"]);
  }, [signedOutEverywhere]);

  React.useEffect(() => {
    if (initialError) dropQueryParams(["reason", "error", "code"]);
  }, [initialError]);

  function clearError(field: Field) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);

    const data = new FormData(event.currentTarget);
    const email = checkEmail(data.get("email"));
    const password = checkPassword(data.get("password"));
    if (!email.ok || !password.ok) {
      setErrors({
        email: email.ok ? undefined : messageText(te, email.error),
        password: password.ok ? undefined : messageText(te, password.error),
      });
      (email.ok ? passwordRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);

    let message = messageText(te, UNEXPECTED_SIGN_IN_MESSAGE);
    try {
      const response = await fetch(SUBMIT_PATH, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({
          email: email.value,
          password: password.value,
          ...(callbackUrl ? { callbackUrl } : {}),
        }),
      });
      const body = await response.json().catch(() => null);
      if (response.ok && typeof body?.url === "string") {
        // A toast of before (the session-expired one) must not linger over the next page.
        dismissToasts();
        // A full load, as after a sign-in without scripts: the client's session state starts from the new
        // cookie. The form stays busy until the next page replaces it.
        window.location.assign(safeCallbackUrl(body.url));
        return;
      }
      if (typeof body?.error?.message === "string") message = body.error.message;
    } catch {
      // The network failed: the unexpected-error message.
    }
    setFormError(message);
    setSubmitting(false);
  }

  async function onForgotPassword() {
    if (sendingReset) return;
    const email = checkEmail(emailRef.current?.value);
    if (!email.ok) {
      setErrors((current) => ({ ...current, email: messageText(te, email.error) }));
      emailRef.current?.focus();
      return;
    }
    clearError("email");
    setSendingReset(true);
    try {
      const response = await fetch("/api/auth/password-reset", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: email.value }),
      });
      if (response.ok) toastSuccess(PASSWORD_RESET_SENT_MESSAGE);
      else if (response.status === 429) {
        // Throttled: say when to try again rather than that sending failed.
        const body = await response.json().catch(() => null);
        toastError(body?.error?.message ?? PASSWORD_RESET_FAILED_MESSAGE);
      } else toastError(PASSWORD_RESET_FAILED_MESSAGE);
    } catch {
      toastError(PASSWORD_RESET_FAILED_MESSAGE);
    } finally {
      setSendingReset(false);
    }
  }

  return (
    <form
      method="post"
      action={SUBMIT_PATH}
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-busy={submitting || undefined}
    >
      {formError ? (
        <Alert variant="destructive" data-testid="sign-in-error">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}

      <FormField id="email" label={t("email")} error={errors.email}>
        <Input
          ref={emailRef}
          name="email"
          type="email"
          required
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t("emailPlaceholder")}
          defaultValue={initialEmail}
          onChange={() => clearError("email")}
          readOnly={submitting}
        />
      </FormField>

      <div className="grid gap-1.5">
        <FormField id="password" label={t("password")} error={errors.password}>
          <Input
            ref={passwordRef}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            onChange={() => clearError("password")}
            readOnly={submitting}
          />
        </FormField>
        {/* After the password in the page's order, so Tab goes from Email straight to Password, as people
            type; in the label row it came first, and Enter there sent a reset e-mail instead of signing in. */}
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-end px-0 py-0 text-xs font-normal"
          onClick={onForgotPassword}
          // Needs the script: without it the button would do nothing, so it is not offered then.
          disabled={!hydrated || sendingReset || submitting}
          aria-busy={sendingReset || undefined}
        >
          {t("forgotPassword")}
        </Button>
      </div>

      <Button type="submit" className="w-full" loading={submitting}>
        {t("submit")}
      </Button>
    </form>
  );
}
