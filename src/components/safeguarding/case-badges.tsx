import { Badge } from "@/components/ui/badge";
import { type CaseStatus, SEVERITY_LABELS, type Severity } from "@/lib/contracts/safeguarding/values";

const SEVERITY_VARIANT = { urgent: "destructive", high: "warning", medium: "secondary" } as const;

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge variant={SEVERITY_VARIANT[severity]}>{SEVERITY_LABELS[severity]}</Badge>;
}

const STATUS_LABEL: Record<CaseStatus, string> = {
  open: "Open",
  acknowledged: "Acknowledged",
  resolved: "Resolved",
};
const STATUS_VARIANT = { open: "destructive", acknowledged: "outline", resolved: "success" } as const;

export function StatusBadge({ status }: { status: CaseStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** Tells the urgent banner (and any list on the page) that a case changed. */
export const CASES_CHANGED_EVENT = "safeguarding-cases-changed";
