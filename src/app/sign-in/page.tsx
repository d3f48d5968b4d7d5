import { cookies, headers } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/auth/language-switcher";

import { SignInForm } from "@/components/auth/sign-in-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { messageText } from "@/i18n/message-text";
import { pageTitle } from "@/i18n/page-title";
import { isSignInErrorCode, signInErrorMessage, UNEXPECTED_SIGN_IN_MESSAGE } from "@/lib/auth-messages";
import { requestOrigin, safeCallbackPath } from "@/server/auth/callback-url";
import { SIGN_IN_EMAIL_COOKIE } from "@/server/auth/form-sign-in";

export const generateMetadata = pageTitle("signIn.title");

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The message the form opens with: a refused sign-in that came back here (from the form's own endpoint, or from
 * Auth.js: `?error=CredentialsSignin&code=…`), or a session the route guard ended (`?reason=inactive`).
 */
function initialError(params: SearchParams): string | null {
  const error = first(params.error);
  if (error)
    return error === "CredentialsSignin"
      ? signInErrorMessage(first(params.code))
      : UNEXPECTED_SIGN_IN_MESSAGE;
  const reason = first(params.reason);
  return isSignInErrorCode(reason) ? signInErrorMessage(reason) : null;
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  // Auth.js sends absolute URLs here, and "http://host//evil.example" is same-origin yet leads to another host
  // once the form navigates to its path: the form only ever gets a checked path of this site.
  const rawCallbackUrl = first(params.callbackUrl);
  const callbackUrl = rawCallbackUrl
    ? safeCallbackPath(rawCallbackUrl, requestOrigin(await headers()))
    : null;
  const expired = first(params.expired) === "1";
  const [t, ts, te] = await Promise.all([
    getTranslations("signIn"),
    getTranslations("shell"),
    getTranslations("errors"),
  ]);
  const englishError = initialError(params);
  const error = englishError && messageText(te, englishError);
  // Only after a refusal: the cookie outlives the page it was meant for by up to a minute.
  const email = first(params.error) ? (await cookies()).get(SIGN_IN_EMAIL_COOKIE)?.value : undefined;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12">
      <Link
        href="/"
        className="rounded-sm text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        {ts("brand")}
      </Link>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t("title")}</h1>
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignInForm
            callbackUrl={callbackUrl}
            expired={expired}
            signedOutEverywhere={first(params.signedOut) === "everywhere"}
            initialError={error}
            initialEmail={email}
          />
        </CardContent>
      </Card>
      <LanguageSwitcher />
    </main>
  );
}
