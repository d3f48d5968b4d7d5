import { coachingNotes } from "@/lib/api/endpoints/coaching-notes";
import { approveDraft } from "@/server/coaching-notes/approve-draft";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(coachingNotes.approve, (ctx, { params, body }) =>
  approveDraft(ctx, params.id, body),
);
