import Link from "next/link";
import { useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useFormat } from "@/i18n/format";
import type { AssessedUser } from "@/lib/contracts/assessments/values";
import { PAGES } from "@/lib/routes";

const ROLE_TITLES = ["admin", "coach", "user", "masterAdmin"] as const;
const isRoleTitle = (role: string): role is (typeof ROLE_TITLES)[number] =>
  (ROLE_TITLES as readonly string[]).includes(role);

/** Explains the count column (its header alone, once "Values", said nothing: finding 11 of issue 20). */
const LEGEND_ID = "assessed-users-scores-legend";

/** The users a coach or admin may see, with their latest assessment and a link to their assessments. */
export function AssessedUsers({ users }: { users: AssessedUser[] }) {
  const t = useTranslations("assessments.users");
  const te = useTranslations("enums");
  const format = useFormat();
  /** A role spelled out ("Administrator"); a role the list does not know, as it is. */
  const roleTitle = (role: string) => (isRoleTitle(role) ? te(`roleTitles.${role}`) : role);
  if (users.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t("empty")}
      </p>
    );
  }
  return (
    // min-w-0: in the page's grid the table would otherwise widen the page; it scrolls inside its own box.
    <div className="grid min-w-0 gap-2">
      <p id={LEGEND_ID} className="text-sm text-muted-foreground">
        {t("legend")}
      </p>
      <div className="min-w-0 rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("name")}</TableHead>
              <TableHead>{t("role")}</TableHead>
              <TableHead>{t("latest")}</TableHead>
              <TableHead className="text-right" aria-describedby={LEGEND_ID}>
                {t("scores")}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u._id}>
                <TableCell>
                  <Link
                    href={PAGES.assessments.byUser(u._id)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {u.name}
                  </Link>
                  <div className="text-xs text-muted-foreground">{u.email}</div>
                </TableCell>
                <TableCell>{roleTitle(u.role)}</TableCell>
                <TableCell>
                  {u.latestAssessmentAt ? (
                    <time dateTime={u.latestAssessmentAt}>{format.date(u.latestAssessmentAt)}</time>
                  ) : (
                    <span className="text-muted-foreground">{t("never")}</span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{format.number(u.values)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
