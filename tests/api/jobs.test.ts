/**
 * Background work on the PostgreSQL job queue (pg-boss): retries with backoff, dead letters that reach the admins,
 * one job per queued item, expired jobs of dead processes retried and finished once, the serverless cron route,
 * and the assessment runs answering their old contract through the queue.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as processJournalsRoute } from "@/app/api/assessments/process-journals/route";
import { GET as cronRoute } from "@/app/api/cron/jobs/route";
import { assessments } from "@/lib/contracts/assessments/endpoints";
import { ALL_ASSESSMENT_KEYS } from "@/lib/contracts/assessments/schemas";
import { claim } from "@/server/assessments/assess-item";
import { assessmentHandler } from "@/server/assessments/assessment-job";
import { ASSESSMENT_QUEUE, enqueueAssessment } from "@/server/assessments/assessment-queue";
import { finishedJobs } from "@/server/assessments/run-states";
import { db } from "@/server/db";
import { JOB_HANDLERS } from "@/server/job-handlers";
import { jobBoss, stopJobs } from "@/server/jobs/boss";
import { drainJobs } from "@/server/jobs/drain";
import type { JobHandler } from "@/server/jobs/queue";
import { log } from "@/server/log";
import { request } from "../support/api-client";
import { call } from "../support/call";
import { earlier, MINUTE_MS } from "../support/clock";
import { expectError } from "../support/expect";
import { makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import { startOpenAIWireServer, type WireBody, type WireServer } from "../support/openai-wire-server";
import { tokensOf } from "../support/org-team";
import { makeJournal, makeReplyLease } from "../support/records";
import { callStream, pollUntil } from "../support/sse";
import { pointProviderAt } from "../support/voice";

let wire: WireServer;
let world: Awaited<ReturnType<typeof makeOrganization>>;

const useOffline = () => {
  process.env.AI_PROVIDER = "offline";
};
/** The wire server as the model (AI_PROVIDER=openai), until useOffline. */
const useWire = () => void pointProviderAt(wire.url);

beforeAll(async () => {
  wire = await startOpenAIWireServer();
  useOffline();
  world = await makeOrganization();
});

afterAll(async () => {
  useOffline();
  await wire.close();
  await stopJobs();
});

const assessmentOnly = [assessmentHandler as JobHandler];

/** A person of their own, so that a run finds exactly the journals a test made. */
async function personWithToken(): Promise<{ person: Person; token: string }> {
  const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
  const { p } = await tokensOf({ p: person });
  return { person, token: p };
}

function assessableJournal(
  person: Person,
  text = "Slept well and felt motivated.",
  date = "2026-03-10T12:00:00Z",
) {
  return makeJournal({
    title: unique("Journal"),
    text,
    date: new Date(date),
    userId: person.id,
    organizationId: world.org.id,
    teams: { connect: [{ id: world.teamA.id }] },
  });
}

interface JobRow {
  id: string;
  state: string;
  retryCount: number;
  output: { status?: string } | null;
  data: { kind: string; id: string; runId: string };
}

/** The assessment jobs of one item, oldest first, as pg-boss stored them. */
function jobsOf(itemId: string): Promise<JobRow[]> {
  return db.$queryRaw<JobRow[]>`
    select id::text, state::text, retry_count as "retryCount", output, data
    from pgboss.job where name = ${ASSESSMENT_QUEUE.name} and data->>'id' = ${itemId}
    order by created_on`;
}

const valueCount = (journalEntryId: string) => db.assessmentValue.count({ where: { journalEntryId } });

function wireAnswer(): string {
  const values = Object.fromEntries(
    ALL_ASSESSMENT_KEYS.map((k) => [k, { value: 5, justification: `Because of ${k}.` }]),
  );
  return JSON.stringify({ values, goalProgress: [] });
}

/** The wire server's requests that assess `text` (other tests' jobs may call it too). */
const requestsFor = (text: string) => wire.requests.filter((r) => JSON.stringify(r.body).includes(text));

describe("retries and failures", () => {
  afterAll(useOffline);

  it("a job that throws is retried with backoff and succeeds", async () => {
    useWire();
    const { person, token } = await personWithToken();
    const text = unique("flaky model");
    const journal = await assessableJournal(person, text);
    let calls = 0;
    wire.setScript((body: WireBody) =>
      JSON.stringify(body).includes(text) && calls++ === 0 ? { status: 500 } : { reply: wireAnswer() },
    );

    const res = await request(assessments.processJournals, { token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 1, processed: 1, failed: 0, failedIds: [] });

    const attempts = requestsFor(text);
    expect(attempts).toHaveLength(2);
    // retryDelay 1 s with backoff: the retry waits at least a second.
    expect(attempts[1].receivedAt - attempts[0].receivedAt).toBeGreaterThanOrEqual(1000);
    const [job] = await jobsOf(journal.id);
    expect(job).toMatchObject({ state: "completed", retryCount: 1, output: { status: "assessed" } });
    expect(await valueCount(journal.id)).toBe(12);
  });

  it("a job that fails every attempt notifies the admins once and is not retried further", async () => {
    useWire();
    const errors = vi.spyOn(log, "error");
    const { person, token } = await personWithToken();
    const text = unique("model down");
    const journal = await assessableJournal(person, text);
    wire.setScript({ status: 500 });

    const res = await request(assessments.processJournals, { token, body: {} });
    expect(res.body).toMatchObject({ total: 1, processed: 0, failed: 1, failedIds: [journal.id] });
    expect(requestsFor(text)).toHaveLength(3);
    const [job] = await jobsOf(journal.id);
    expect(job).toMatchObject({ state: "failed", retryCount: 2 });
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } })).assessed).toBe(false);

    // Only this journal's: a job another test left failing may notify the same organisation.
    const ofThisJournal = {
      organizationId: world.org.id,
      title: "Assessment failed",
      message: { contains: journal.title as string },
    };
    // The dead letter is run by whoever drains next (a worker, the cron, here the test); pg-boss makes it when
    // the last attempt is recorded failed, so a drain that starts at that moment may not see it yet: drain
    // until it has run (the test's own timeout bounds this).
    const notifications = await pollUntil(
      async () => {
        await drainJobs({ deadlineMs: 10_000, handlers: JOB_HANDLERS });
        return db.notification.findMany({
          where: ofThisJournal,
          include: { users: { select: { id: true } } },
        });
      },
      (found) => found.length > 0,
    );
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: "user",
      level: "error",
      message: `Assessment of journal “${journal.title}” failed after 3 attempts: The model server failed`,
    });
    const admins = await db.user.findMany({
      where: { organizationId: world.org.id, role: "admin" },
      select: { id: true },
    });
    expect(notifications[0].users.map((u) => u.id).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(notifications[0].users.map((u) => u.id)).not.toContain(world.coach.id);
    expect(errors).toHaveBeenCalledWith(
      "assessment failed after its last attempt",
      expect.objectContaining({ kind: "journal", id: journal.id, attempts: 3 }),
    );
    errors.mockRestore();

    // Nothing runs it again: more drains call no model and notify nobody twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await drainJobs({ deadlineMs: 5_000, handlers: JOB_HANDLERS });
    expect(requestsFor(text)).toHaveLength(3);
    expect(await jobsOf(journal.id)).toMatchObject([{ state: "failed", retryCount: 2 }]);
    expect(await db.notification.count({ where: ofThisJournal })).toBe(1);
  });
});

describe("one job per item, once", () => {
  it("the same item enqueued twice is one job and is assessed once", async () => {
    useOffline();
    const { person } = await personWithToken();
    const journal = await assessableJournal(person);
    const item = { kind: "journal" as const, id: journal.id };
    const first = await enqueueAssessment({ ...item, runId: "run-1" });
    const second = await enqueueAssessment({ ...item, runId: "run-2" });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();

    await drainJobs({ deadlineMs: 10_000, handlers: assessmentOnly });
    expect(await jobsOf(journal.id)).toMatchObject([
      { id: first, state: "completed", output: { status: "assessed" } },
    ]);
    expect(await valueCount(journal.id)).toBe(12);

    // Once it ran, the item may be queued again; that job finds it assessed and changes nothing.
    const third = await enqueueAssessment({ ...item, runId: "run-3" });
    expect(third).toEqual(expect.any(String));
    await drainJobs({ deadlineMs: 10_000, handlers: assessmentOnly });
    expect((await jobsOf(journal.id)).map((j) => j.output?.status)).toEqual(["assessed", "skipped"]);
    expect(await valueCount(journal.id)).toBe(12);
  });

  it("an expired active job (its process died) is retried and finishes once", async () => {
    useOffline();
    const expireSetting = process.env.JOB_EXPIRE_SECONDS;
    // Expired jobs are looked for every third of this: every second here.
    process.env.JOB_EXPIRE_SECONDS = "3";
    try {
      const { person } = await personWithToken();
      const journal = await assessableJournal(person);
      const jobId = await enqueueAssessment(
        { kind: "journal", id: journal.id, runId: "run-dead" },
        { expireInSeconds: 1 },
      );
      // A process takes the job, claims the item, and dies: nobody completes or un-claims.
      const boss = await jobBoss();
      const [taken] = await boss.fetch(ASSESSMENT_QUEUE.name, { includeMetadata: true });
      expect(taken?.id).toBe(jobId);
      expect(await claim("journal", journal.id)).not.toBeNull();

      let finished = false;
      await drainJobs({
        until: () => finished,
        deadlineMs: 15_000,
        handlers: assessmentOnly,
        checkEveryMs: 200,
        onWait: async () => {
          finished = (await jobsOf(journal.id))[0]?.state === "completed";
        },
      });
      expect(await jobsOf(journal.id)).toMatchObject([
        { id: jobId, state: "completed", retryCount: 1, output: { status: "assessed" } },
      ]);
      expect(await valueCount(journal.id)).toBe(12);
      // The dead attempt, were it to come back and fail, could not undo the finished job.
      await boss.fail(ASSESSMENT_QUEUE.name, taken.id, { message: "a late dead attempt" });
      expect(await jobsOf(journal.id)).toMatchObject([
        { state: "completed", output: { status: "assessed" } },
      ]);
    } finally {
      if (expireSetting === undefined) delete process.env.JOB_EXPIRE_SECONDS;
      else process.env.JOB_EXPIRE_SECONDS = expireSetting;
    }
  });
});

describe("GET /api/cron/jobs", () => {
  const cron = (authorization?: string) =>
    call(cronRoute, { method: "GET", headers: authorization ? { authorization } : {} });

  it("refuses a missing or wrong secret, and everything while CRON_SECRET is unset", async () => {
    const secret = process.env.CRON_SECRET;
    process.env.CRON_SECRET = "cron-secret-for-tests";
    try {
      expectError(await cron(), 401, "NOT_AUTHORIZED");
      expectError(await cron("Bearer wrong"), 401, "NOT_AUTHORIZED");
      expectError(await cron("cron-secret-for-tests"), 401, "NOT_AUTHORIZED");
      delete process.env.CRON_SECRET;
      for (const header of [undefined, "Bearer ", "Bearer undefined", "Bearer cron-secret-for-tests"]) {
        expectError(await cron(header), 401, "NOT_AUTHORIZED");
      }
    } finally {
      if (secret === undefined) delete process.env.CRON_SECRET;
      else process.env.CRON_SECRET = secret;
    }
  });

  it("with the secret: drains the queue and sweeps expired reply leases", async () => {
    useOffline();
    process.env.CRON_SECRET = "cron-secret-for-tests";
    try {
      const { person } = await personWithToken();
      const journal = await assessableJournal(person);
      await enqueueAssessment({ kind: "journal", id: journal.id, runId: "run-cron" });
      const chatId = unique("chat");
      await makeReplyLease({ chatId, owner: "a-dead-instance", expiresAt: earlier(MINUTE_MS) });

      const res = await cron("Bearer cron-secret-for-tests");
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ completed: expect.any(Number), failed: expect.any(Number) });
      expect(res.body.completed).toBeGreaterThanOrEqual(2);
      expect(await jobsOf(journal.id)).toMatchObject([
        { state: "completed", output: { status: "assessed" } },
      ]);
      expect(await valueCount(journal.id)).toBe(12);
      expect(await db.replyLease.findUniqueOrThrow({ where: { chatId } })).toMatchObject({
        owner: null,
        expiresAt: null,
      });
    } finally {
      delete process.env.CRON_SECRET;
    }
  });
});

describe("assessment runs through the queue", () => {
  it("process-journals answers the same result shape, each item having been a job of the run", async () => {
    useOffline();
    const { person, token } = await personWithToken();
    const first = await assessableJournal(person, "Day one.", "2026-03-01T12:00:00Z");
    const second = await assessableJournal(person, "Day two.", "2026-03-02T12:00:00Z");
    const res = await request(assessments.processJournals, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      processed: 2,
      failed: 0,
      skipped: 0,
      remaining: 0,
      assessed: { journals: [first.id, second.id], chats: [] },
      failedIds: [],
    });
    const jobs = [...(await jobsOf(first.id)), ...(await jobsOf(second.id))];
    expect(jobs.map((j) => [j.state, j.output?.status])).toEqual([
      ["completed", "assessed"],
      ["completed", "assessed"],
    ]);
    expect(jobs[0].data.runId).toBe(jobs[1].data.runId);
    // What a run re-reads when it missed its jobs' events.
    const states = await finishedJobs(jobs.map((j) => j.id));
    expect([...states.values()]).toEqual(["assessed", "assessed"]);
  });

  it("an item another run already queued is skipped by this one", async () => {
    useOffline();
    const { person, token } = await personWithToken();
    const queued = await assessableJournal(person, "Queued elsewhere.", "2026-03-01T12:00:00Z");
    const fresh = await assessableJournal(person, "Fresh.", "2026-03-02T12:00:00Z");
    await enqueueAssessment({ kind: "journal", id: queued.id, runId: "another-run" });
    const res = await request(assessments.processJournals, { token, body: {} });
    // This run's drain may well run the other run's job too; it still counts only its own.
    expect(res.body).toMatchObject({
      total: 2,
      processed: 1,
      skipped: 1,
      assessed: { journals: [fresh.id] },
    });
    await drainJobs({ deadlineMs: 10_000, handlers: assessmentOnly });
    expect(await valueCount(queued.id)).toBe(12);
  });

  it("streams progress then the result; a client that leaves does not stop the run", async () => {
    useOffline();
    const { person, token } = await personWithToken();
    const journals = [
      await assessableJournal(person, "One.", "2026-03-01T12:00:00Z"),
      await assessableJournal(person, "Two.", "2026-03-02T12:00:00Z"),
    ];
    const res = await callStream(processJournalsRoute, {
      token,
      body: {},
      headers: { accept: "text/event-stream" },
    });
    expect(res.contentType).toMatch(/^text\/event-stream/);
    const events = await res.sse.rest();
    expect(events.map((e) => [e.event, e.data.done ?? null])).toEqual([
      ["progress", 0],
      ["progress", 1],
      ["progress", 2],
      ["result", null],
    ]);
    expect(
      events
        .slice(1, 3)
        .map((e) => e.data.current)
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      journals
        .map((j) => ({ kind: "journal", id: j.id, title: j.title, status: "assessed" }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(events[3].data).toMatchObject({ total: 2, processed: 2, failed: 0, skipped: 0 });

    const left = await assessableJournal(person, "Nobody watches.");
    const gone = await callStream(processJournalsRoute, {
      token,
      body: {},
      headers: { accept: "text/event-stream" },
    });
    expect((await gone.sse.next())?.data).toEqual({ done: 0, total: 1, current: null });
    await gone.sse.cancel();
    await pollUntil(
      () => valueCount(left.id),
      (n) => n === 12,
    );
  });
});
