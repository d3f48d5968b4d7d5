import { AuditRetentionCard } from "@/components/audit/audit-retention-card";
import { AuditTrail } from "@/components/audit/audit-trail";
import { shellPage } from "@/components/management/shell-page";

export const metadata = { title: "Audit trail" };

/** Admins: who signed in, changed people or the AI configuration, or read hidden information, and when. */
export default shellPage(
  metadata,
  <>
    <AuditRetentionCard />
    <AuditTrail />
  </>,
  {
    description:
      "Sign-ins, sessions ended, changes to people and to the AI configuration, and views of hidden information. Nobody can change or delete an event.",
  },
);
