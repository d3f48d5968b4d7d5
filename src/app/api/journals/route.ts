import { journals } from "@/lib/contracts/journals/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createJournal } from "@/server/journals/create-journal";

export const POST = endpoint(journals.create, (ctx, { body }) => createJournal(ctx, body));
