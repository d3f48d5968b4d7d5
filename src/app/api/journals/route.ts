import { createJournalSchema } from "@/lib/contracts/journals";
import { endpoint } from "@/server/http/endpoint";
import { createJournal } from "@/server/journals/create-journal";

export const POST = endpoint(
  "POST /journals",
  { body: createJournalSchema },
  (ctx, { body }) => createJournal(ctx, body),
  { status: 201 },
);
