/**
 * One assistant turn, in visible phases (docs/architecture.md, "A chat turn"):
 *  1. gather  what the request needs beyond the turn's inputs: the agent's files, the person's brief (gather-turn.ts);
 *  2. build   the model request, pure (reply-request.ts);
 *  3. open    the model call starts, the messages are stored, the reply is attached to the lock (open-reply.ts);
 *  4. stream  deltas to the chat channel and the message (pump-reply.ts), outside the request;
 *  5. finish  the one place that orders store, usage, close, title, release, publish and `done` (finish-turn.ts).
 * Sends, greetings, regenerations and voice sends all run this; they differ only in their TurnExtras.
 * The caller holds the chat's ReplyLock; from a started reply on, the reply releases it.
 */
import { AppError, notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { finishTurn } from "./finish-turn";
import { gatherTurn } from "./gather-turn";
import type { Generation } from "./generation-registry";
import { openReply, type ReplyArgsStore } from "./open-reply";
import { pumpReply } from "./pump-reply";
import type { ReplyInputs } from "./reply-inputs";
import type { ReplyLock } from "./reply-lock";
import { buildReplyRequest, type TurnExtras } from "./reply-request";
import { holdForScreen } from "./safe-gate";
import type { SafeTurn } from "./screen-turn";

export interface ReplyArgs extends TurnExtras {
  ctx: RequestContext;
  lock: ReplyLock;
  /** The chat and what the prompt is made of, read by the caller's checks (loadReplyInputs). */
  inputs: ReplyInputs;
  /** Stores the turn's user message (called while the model starts), or null when there is none to store. */
  storeUserMessage: ReplyArgsStore;
  /** When the request started, and how long loading user data (oracle) took. */
  startedAt: number;
  userDataMs: number;
  /** Timings measured before the turn (send-audio: transcription), kept in the details. */
  extraTimings?: Record<string, number>;
  /** generateAudio: speak the finished reply with this voice (null: the default). */
  speech?: { voice: string | null } | null;
  /** The model's safeguarding checks, which the first token waits for; on a concern, the case opener. */
  lateScreen?: { late: Promise<SafeTurn | null>; onSafe: (safe: SafeTurn) => Promise<void> } | null;
}

export async function startReply(args: ReplyArgs): Promise<Generation> {
  const { ctx, inputs, lock } = args;
  const agent = inputs.chat.agent;
  if (!agent) throw new AppError("BAD_REQUEST", { message: "This chat has no agent" });
  // As buildPrompt answers: an agent of another organisation, or a caller acting outside their own.
  if (!agent.inScope) throw notFound("Agent");
  if (!inputs.callerInOrganization) throw notFound("User");

  const gathered = await gatherTurn(inputs, agent, args.userMessage);
  const buildStart = Date.now();
  const request = buildReplyRequest(
    { id: ctx.user._id, role: ctx.user.role },
    inputs,
    agent,
    args,
    gathered.parts,
  );
  const timings = {
    ...args.extraTimings,
    instructions: Date.now() - buildStart,
    ...gathered.timings,
    userData: args.userDataMs,
  };
  const open = await openReply(lock, request, agent.id, args.storeUserMessage);
  if (args.lateScreen) {
    const { late, onSafe } = args.lateScreen;
    const safeRequest = (safe: SafeTurn) =>
      buildReplyRequest(
        { id: ctx.user._id, role: ctx.user.role },
        inputs,
        agent,
        { ...args, safe },
        gathered.parts,
      );
    open.hold = holdForScreen(open, late, safeRequest, onSafe);
  }
  const streamStartedAt = Date.now();
  open.generation.finished = pumpReply(open).then((pumped) => {
    open.stopWatching();
    return finishTurn(
      {
        ctx,
        lock,
        inputs,
        agentId: agent.id,
        request,
        open,
        userMessage: args.userMessage,
        forceClose: args.forceClose,
        speech: args.speech ?? null,
        timings,
        startedAt: args.startedAt,
        streamStartedAt,
      },
      pumped,
    );
  });
  return open.generation;
}
