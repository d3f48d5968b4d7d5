import { Badge } from "@/components/ui/badge";
import type { CoachingNoteType } from "@/lib/contracts/coaching-notes/schemas";
import { TYPE_LABELS } from "./note-labels";

const VARIANTS = { observation: "secondary", "coach-prompt": "warning", feedback: "success" } as const;

export function NoteTypeBadge({ type }: { type: CoachingNoteType }) {
  return <Badge variant={VARIANTS[type]}>{TYPE_LABELS[type]}</Badge>;
}
