import { BarChart3Icon, MessagesSquareIcon, NotebookPenIcon, TargetIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { Button } from "@/components/ui/button";

/** The landing page's feature cards, their texts under pages.landing.features.<key>. */
const FEATURES = [
  { key: "chat", icon: MessagesSquareIcon },
  { key: "journals", icon: NotebookPenIcon },
  { key: "assessments", icon: TargetIcon },
  { key: "analytics", icon: BarChart3Icon },
] as const;

export default async function HomePage() {
  const [t, tc] = await Promise.all([getTranslations("pages.landing"), getTranslations("common")]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
        <span className="text-lg font-semibold tracking-tight">{tc("appName")}</span>
        <Button asChild variant="outline" size="sm">
          <Link href="/sign-in">{t("signIn")}</Link>
        </Button>
      </header>

      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center gap-16 px-6 py-16">
        <section className="max-w-3xl space-y-6">
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t("headline")}</h1>
          <p className="text-lg text-muted-foreground text-pretty">{t("intro")}</p>
          <Button asChild size="lg">
            <Link href="/sign-in">{t("signIn")}</Link>
          </Button>
        </section>

        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-5">
              <Icon aria-hidden className="mb-3 size-5 text-primary" />
              <h2 className="font-medium">{t(`features.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </main>

      <footer className="mx-auto w-full max-w-6xl px-6 py-6 text-sm text-muted-foreground">
        {t("copyright", { appName: tc("appName") })}
      </footer>
    </div>
  );
}
