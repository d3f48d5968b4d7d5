import { DownloadIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";

/**
 * "Download my data" (GET /users/me/export): a plain link, so the browser downloads the archive itself as it is
 * built, with the session cookie, however large it is.
 */
export function ExportDataCard() {
  return (
    <SectionCard
      title="Your data"
      description="Everything the platform holds about you, in one zip file: your account and profile, journals, goals, chats, assessments, the coaching notes you received (data.json), and the files you uploaded."
    >
      <a href={`/api${users.exportMyData.path}`} download className={buttonVariants({ variant: "outline" })}>
        <DownloadIcon aria-hidden />
        Download my data
      </a>
    </SectionCard>
  );
}
