import Link from "next/link";
import { roleTitle } from "@/components/management/display";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AssessedUser } from "@/lib/contracts/assessments/values";
import { PAGES } from "@/lib/routes";

/** Explains the count column (its header alone, once "Values", said nothing: finding 11 of issue 20). */
const LEGEND_ID = "assessed-users-scores-legend";

/** The users a coach or admin may see, with their latest assessment and a link to their assessments. */
export function AssessedUsers({ users }: { users: AssessedUser[] }) {
  if (users.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        There are no users in this context yet.
      </p>
    );
  }
  return (
    // min-w-0: in the page's grid the table would otherwise widen the page; it scrolls inside its own box.
    <div className="grid min-w-0 gap-2">
      <p id={LEGEND_ID} className="text-sm text-muted-foreground">
        Scores recorded: how many area scores the assessments of this person's journals and chats have
        produced. Each assessment scores up to 12 areas (mood, sleep quality, consistency and the others), so
        a higher number means a longer history to compare.
      </p>
      <div className="min-w-0 rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Latest assessment</TableHead>
              <TableHead className="text-right" aria-describedby={LEGEND_ID}>
                Scores recorded
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
                    <time dateTime={u.latestAssessmentAt}>{u.latestAssessmentAt.slice(0, 10)}</time>
                  ) : (
                    <span className="text-muted-foreground">Never</span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{u.values}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
