import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { userPrompts } from "@/server/coaching-notes/user-prompts";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(coachingNotes.userPrompts, (ctx, { params }) => userPrompts(ctx, params.id));
