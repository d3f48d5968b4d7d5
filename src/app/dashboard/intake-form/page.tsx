import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntakeForm } from "./intake-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("intakeForm.title") };
}

/** Where the route guard sends non-admins who have not filled the intake form yet (§2 step 4). */
export default function IntakeFormPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <IntakeForm />
    </div>
  );
}
