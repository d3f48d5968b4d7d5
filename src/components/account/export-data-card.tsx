import { DownloadIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { users } from "@/lib/api/browser-endpoints";

/**
 * "Download my data" (GET /users/me/export): a plain link, so the browser downloads the archive itself as it is
 * built, with the session cookie, however large it is.
 */
export function ExportDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your data</h2>
        </CardTitle>
        <CardDescription>
          Everything the platform holds about you, in one zip file: your account and profile, journals, goals,
          chats, assessments, the coaching notes you received (data.json), and the files you uploaded.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={`/api${users.exportMyData.path}`}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <DownloadIcon aria-hidden />
          Download my data
        </a>
      </CardContent>
    </Card>
  );
}
