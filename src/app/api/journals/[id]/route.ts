import { journals } from "@/lib/contracts/journals/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteJournal } from "@/server/journals/delete-journal";
import { getJournal } from "@/server/journals/get-journal";
import { updateJournal } from "@/server/journals/update-journal";

export const GET = endpoint(journals.get, (ctx, { params }) => getJournal(ctx, params.id));
export const PUT = endpoint(journals.update, (ctx, { params, body }) => updateJournal(ctx, params.id, body));
export const DELETE = endpoint(journals.remove, (ctx, { params }) => deleteJournal(ctx, params.id));
