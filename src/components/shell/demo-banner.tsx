import { getTranslations } from "next-intl/server";
import { showsDemoBanner } from "@/server/deployment-safety";

/**
 * Every page of a production server started with DEMO_MODE=1 on the development settings says so: its sign-in
 * can be forged by anyone who reads this repository, so nobody should enter real people's information.
 */
export async function DemoBanner() {
  if (!showsDemoBanner(process.env)) return null;
  const t = await getTranslations("shell");
  return (
    <div
      data-demo-banner
      className="border-b border-amber-500/40 bg-amber-500/15 px-4 py-1.5 text-center text-xs text-amber-100"
    >
      <strong className="font-semibold">{t("demoMode")}</strong> {t("demoWarning")}
    </div>
  );
}
