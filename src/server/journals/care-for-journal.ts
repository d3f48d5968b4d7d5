/**
 * The duty of care in a journal: an athlete's entry is screened when it is written or its words change, like a
 * chat message. On a concern a case opens (or grows) and the leads are told; the answer carries the support card's
 * contacts, which the page shows.
 */
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { supportContactsOf } from "@/server/organizations/support-contacts";
import { openCase } from "@/server/safeguarding/open-case";
import { screenText } from "@/server/safeguarding/screen";

export async function careForJournal(
  ctx: RequestContext,
  entry: { id: string; title: string; text: string; organizationId: string | null },
): Promise<{ contacts: string } | null> {
  if (ctx.user.role !== "user") return null;
  const words = `${entry.title}\n${entry.text}`;
  const screening = await screenText(words, null);
  if (screening.concerns.length === 0) return null;
  const organizationId = entry.organizationId ?? ctx.organizationId;
  try {
    await openCase({
      organizationId,
      athlete: { id: ctx.user._id, name: ctx.user.name },
      source: "journal",
      journalId: entry.id,
      context: [{ role: "athlete", content: words, at: new Date().toISOString(), flagged: true }],
      screening,
    });
  } catch (error) {
    log.error("safeguarding case could not be opened", { journalId: entry.id, ...describeError(error) });
  }
  return { contacts: await supportContactsOf(organizationId) };
}
