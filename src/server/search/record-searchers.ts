/**
 * The caller's own kind of records (chats, goals, journals), found through the list services themselves: a
 * search hit is exactly a row the list endpoint would show the caller with the same search text.
 */
import type { SearchHit } from "@/lib/contracts/search/schemas";
import { PAGES } from "@/lib/routes";
import { paginateChats } from "@/server/chats/lists/paginate-chats";
import { paginateGoals } from "@/server/goals/paginate-goals";
import type { RequestContext } from "@/server/http/context";
import { paginateJournals } from "@/server/journals/paginate-journals";
import { escapeLike, firstPage, text } from "./search-support";

const GOAL_STATUS_LABELS: Record<string, string> = {
  paused: "Paused",
  "in-progress": "In progress",
  completed: "Completed",
  abandoned: "Abandoned",
};

export async function searchChats(ctx: RequestContext, q: string, limit: number): Promise<SearchHit[]> {
  // A full-text search over what the caller may read of the chats (paginateChats), best match first.
  const page = await paginateChats(ctx, { ...firstPage(q, limit), filters: {} });
  return page.docs.map((doc) => ({
    id: text(doc._id),
    kind: "chats",
    title: text(doc.title) || "Untitled chat",
    subtitle: [`Chat #${text(doc.number)}`, text(doc.summary)].filter(Boolean).join(" · "),
    href: PAGES.chats.view(text(doc._id)),
    ...(doc.snippet ? { snippet: [...doc.snippet.parts] } : {}),
  }));
}

export async function searchGoals(ctx: RequestContext, q: string, limit: number): Promise<SearchHit[]> {
  const page = await paginateGoals(ctx, firstPage(escapeLike(q), limit, ["title", "target", "motivation"]));
  return page.docs.map((doc) => ({
    id: text(doc._id),
    kind: "goals",
    title: text(doc.title),
    subtitle: [GOAL_STATUS_LABELS[text(doc.status)], text(doc.target)].filter(Boolean).join(" · "),
    href: PAGES.goals.view(text(doc._id)),
  }));
}

export async function searchJournals(ctx: RequestContext, q: string, limit: number): Promise<SearchHit[]> {
  const page = await paginateJournals(ctx, firstPage(escapeLike(q), limit, ["title", "text"]));
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: ctx.timezone });
  return page.docs.map((doc) => ({
    id: text(doc._id),
    kind: "journals",
    title: text(doc.title) || "Untitled entry",
    subtitle: doc.date instanceof Date ? day.format(doc.date) : text(doc.date).slice(0, 10),
    href: PAGES.journals.edit(text(doc._id)),
  }));
}
