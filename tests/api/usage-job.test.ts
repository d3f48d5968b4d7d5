/**
 * A turn's usage survives a failed insert: recordUsageDurably queues the record as a job, which a drain (any
 * instance's worker, or the cron route) runs with retries; a record that can be stored is stored once, at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { bossWith, stopJobs } from "@/server/jobs/boss";
import { drainJobs } from "@/server/jobs/drain";
import type { JobHandler } from "@/server/jobs/queue";
import { recordUsageDurably, USAGE_QUEUE, usageHandler } from "@/server/usage/usage-job";
import { makeOrganization, unique } from "../support/fixtures";
import { makeChat } from "../support/records";

let world: Awaited<ReturnType<typeof makeOrganization>>;

beforeAll(async () => {
  world = await makeOrganization();
  // The queue's tables exist before a test looks into them, whichever test file ran first.
  await bossWith(USAGE_QUEUE);
});

afterAll(async () => {
  // The record that can never be stored would otherwise be retried by the next app on this database (the e2e run).
  await db.$executeRaw`delete from pgboss.job where name = ${USAGE_QUEUE.name} and data->>'organizationId' = ${world.org.id}`;
  await stopJobs();
});

const usage = (model: string, chatId: string | null) => ({
  inputTokens: 10,
  outputTokens: 5,
  totalTokens: 15,
  model,
  chatId,
  agentId: null,
  userId: world.athleteA.id,
  organizationId: world.org.id,
});

async function queuedFor(model: string) {
  return db.$queryRaw<{ state: string; retryCount: number }[]>`
    select state::text as state, retry_count as "retryCount" from pgboss.job
     where name = ${USAGE_QUEUE.name} and data->>'model' = ${model}`;
}

describe("usage records", () => {
  it("are stored at once when the database takes them, and nothing is queued", async () => {
    const model = unique("model");
    await recordUsageDurably(usage(model, null));
    expect(await db.chatUsage.count({ where: { model } })).toBe(1);
    expect(await queuedFor(model)).toEqual([]);
  });

  it("are queued as a job when the insert fails, and the job retries it", async () => {
    const model = unique("model");
    // A chat that does not exist: the insert fails on its foreign key, as it would on any database error.
    await recordUsageDurably(usage(model, "0".repeat(24)));
    expect(await db.chatUsage.count({ where: { model } })).toBe(0);
    expect(await queuedFor(model)).toEqual([{ state: "created", retryCount: 0 }]);

    await drainJobs({ deadlineMs: 5_000, handlers: [usageHandler as JobHandler] });
    // The attempt failed and a retry is scheduled (with backoff), on whichever instance fetches it.
    expect(await queuedFor(model)).toEqual([{ state: "retry", retryCount: 0 }]);
    expect(await db.chatUsage.count({ where: { model } })).toBe(0);
  });

  it("a queued record is stored by the job once the database takes it", async () => {
    const model = unique("model");
    const chat = await makeChat({ type: "agent_chat", organizationId: world.org.id });
    // Queued as after a failure; then the row can be stored.
    await recordUsageDurably(usage(model, "1".repeat(24)));
    await db.$executeRaw`update pgboss.job set data = jsonb_set(data, '{chatId}', to_jsonb(${chat.id}::text))
                          where name = ${USAGE_QUEUE.name} and data->>'model' = ${model}`;
    await drainJobs({ deadlineMs: 5_000, handlers: [usageHandler as JobHandler] });
    expect(await queuedFor(model)).toEqual([{ state: "completed", retryCount: 0 }]);
    expect(await db.chatUsage.count({ where: { model, chatId: chat.id } })).toBe(1);
  });
});
