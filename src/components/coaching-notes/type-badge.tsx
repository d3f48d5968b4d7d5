import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CoachingNoteType } from "@/lib/contracts/coaching-notes/schemas";

const VARIANTS = { observation: "secondary", "coach-prompt": "warning", feedback: "success" } as const;

export function NoteTypeBadge({ type }: { type: CoachingNoteType }) {
  const te = useTranslations("enums");
  return <Badge variant={VARIANTS[type]}>{te(`coachingNoteTypes.${type}`)}</Badge>;
}
