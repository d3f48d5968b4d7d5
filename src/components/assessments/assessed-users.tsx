import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PAGES } from "@/lib/routes";

export interface AssessedUserView {
  _id: string;
  name: string;
  email: string;
  role: string;
  latestAssessmentAt: string | null;
  values: number;
}

const ROLE_LABELS: Record<string, string> = { admin: "Administrator", coach: "Coach", user: "Athlete" };

/** The users a coach or admin may see, with their latest assessment and a link to their assessments. */
export function AssessedUsers({ users }: { users: AssessedUserView[] }) {
  if (users.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        There are no users in this context yet.
      </p>
    );
  }
  return (
    // min-w-0: in the page's grid the table would otherwise widen the page; it scrolls inside its own box.
    <div className="min-w-0 rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Latest assessment</TableHead>
            <TableHead className="text-right">Values</TableHead>
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
              <TableCell>{ROLE_LABELS[u.role] ?? u.role}</TableCell>
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
  );
}
