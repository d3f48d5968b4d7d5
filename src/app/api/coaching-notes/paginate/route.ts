import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { paginateCoachingNotes } from "@/server/coaching-notes/paginate-coaching-notes";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(coachingNotes.paginate, (ctx, { body }) => paginateCoachingNotes(ctx, body));
