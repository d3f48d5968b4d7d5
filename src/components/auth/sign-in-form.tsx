"use client";

import { AlertCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { signIn, useSession } from "next-auth/react";
import * as React from "react";
import { z } from "zod";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  isSignInErrorCode,
  PASSWORD_RESET_FAILED_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  signInErrorMessage,
  UNEXPECTED_SIGN_IN_MESSAGE,
} from "@/lib/auth-messages";
import { dismissToasts, toastError, toastSessionExpired, toastSuccess } from "@/lib/toast";

const REQUIRED = "Field is required";

const emailSchema = z.string().trim().min(1, REQUIRED).pipe(z.email("Invalid email"));

const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, REQUIRED),
});

type Field = keyof z.infer<typeof signInSchema>;
type FieldErrors = Partial<Record<Field, string>>;

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
  /** Set by the route guard when it ended a session (/sign-in?reason=inactive…): shows why. */
  reason?: string | null;
};

/** Removes one query parameter so a reload or back navigation does not show its message again. */
function dropQueryParam(name: string) {
  const url = new URL(window.location.href);
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function SignInForm({ callbackUrl, expired = false, reason = null }: SignInFormProps) {
  const reasonMessage = isSignInErrorCode(reason) ? signInErrorMessage(reason) : null;
  const router = useRouter();
  // On a first visit the session check and the sign-in would each set a new CSRF cookie, and the one that lands
  // last wins; submitting only after the check has settled keeps the posted token and the cookie a pair.
  const { status: sessionStatus } = useSession();
  const sessionSettling = sessionStatus === "loading";
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(reasonMessage);
  const [submitting, setSubmitting] = React.useState(false);
  const [sendingReset, setSendingReset] = React.useState(false);

  React.useEffect(() => {
    if (!expired) return;
    toastSessionExpired();
    dropQueryParam("expired");
  }, [expired]);

  React.useEffect(() => {
    if (!reasonMessage) return;
    toastError(reasonMessage, { long: true });
    dropQueryParam("reason");
  }, [reasonMessage]);

  function clearError(field: Field) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);

    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);

    let message: string | null = null;
    try {
      const res = await signIn("credentials", { ...parsed.data, redirect: false });
      if (!res) return; // next-auth is already navigating away (no providers configured).
      if (res.error) message = signInErrorMessage(res.code);
      else if (!res.ok) message = UNEXPECTED_SIGN_IN_MESSAGE;
    } catch {
      message = UNEXPECTED_SIGN_IN_MESSAGE;
    }

    if (message) {
      setFormError(message);
      toastError(message, { long: true });
      setSubmitting(false);
      return;
    }
    // The previous attempt's error must not linger over the dashboard.
    dismissToasts();
    // Stay in the loading state while the next page loads.
    router.replace(safeCallbackUrl(callbackUrl));
    router.refresh();
  }

  async function onForgotPassword() {
    if (sendingReset) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors((current) => ({ ...current, email: parsed.error.issues[0]?.message ?? REQUIRED }));
      emailRef.current?.focus();
      return;
    }
    clearError("email");
    setSendingReset(true);
    try {
      const response = await fetch("/api/auth/password-reset", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: parsed.data }),
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
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={submitting || undefined}>
      {formError ? (
        <Alert variant="destructive" data-testid="sign-in-error">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <FormField id="email" label="Email" error={errors.email}>
        <Input
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError("email");
          }}
          disabled={submitting}
        />
      </FormField>

      <FormField
        id="password"
        label="Password"
        error={errors.password}
        labelAction={
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 py-0 text-xs font-normal"
            onClick={onForgotPassword}
            disabled={sendingReset || submitting}
            aria-busy={sendingReset || undefined}
          >
            Forgot password?
          </Button>
        }
      >
        <Input
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError("password");
          }}
          disabled={submitting}
        />
      </FormField>

      <Button type="submit" className="w-full" loading={submitting} disabled={sessionSettling}>
        Sign in
      </Button>
    </form>
  );
}
