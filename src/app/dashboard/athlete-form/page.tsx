import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AthleteForm } from "@/components/profile/athlete-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("athleteForm.title") };
}

/** Athletes only: the route guard answers other roles with /403?reason=ONLY_ATHLETE (src/lib/routes.ts). */
export default function AthleteFormPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <AthleteForm />
    </div>
  );
}
