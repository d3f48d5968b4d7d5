import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CaseStatus, Severity } from "@/lib/contracts/safeguarding/values";

const SEVERITY_VARIANT = { urgent: "destructive", high: "warning", medium: "secondary" } as const;

export function SeverityBadge({ severity }: { severity: Severity }) {
  const t = useTranslations("safeguarding.severities");
  return <Badge variant={SEVERITY_VARIANT[severity]}>{t(severity)}</Badge>;
}

const STATUS_VARIANT = { open: "destructive", acknowledged: "outline", resolved: "success" } as const;

export function StatusBadge({ status }: { status: CaseStatus }) {
  const t = useTranslations("safeguarding.statuses");
  return <Badge variant={STATUS_VARIANT[status]}>{t(status)}</Badge>;
}

/** Tells the urgent banner (and any list on the page) that a case changed. */
export const CASES_CHANGED_EVENT = "safeguarding-cases-changed";
