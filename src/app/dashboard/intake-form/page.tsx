import type { Metadata } from "next";
import { IntakeForm } from "./intake-form";

export const metadata: Metadata = { title: "Intake form" };

/** Where the route guard sends non-admins who have not filled the intake form yet (§2 step 4). */
export default function IntakeFormPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <IntakeForm />
    </div>
  );
}
