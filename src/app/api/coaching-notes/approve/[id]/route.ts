import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { approveDraft } from "@/server/coaching-notes/approve-draft";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(coachingNotes.approve, (ctx, { params, body }) =>
  approveDraft(ctx, params.id, body),
);
