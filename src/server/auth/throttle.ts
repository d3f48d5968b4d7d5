/**
 * Sign-in and password-reset throttling on rate-limiter-flexible's PostgreSQL store (table "RateLimit"), so
 * every app instance counts the same attempts: each count is one atomic upsert of one row, which PostgreSQL
 * serialises, so 50 guesses arriving at once on several instances are counted one by one.
 *
 * An attempt is counted before the identity provider is asked (`claimSignIn`), not after it answered: counting
 * afterwards would let every attempt that arrives while the first ones are out pass. Attempts that turn out not
 * to be guesses are taken back; a right password clears its account-and-client count.
 *
 * Keys hold a hash of the e-mail, not the e-mail: the table says nothing about who tried to sign in.
 */
import { createHash } from "node:crypto";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { type SqlStatement, sqlRows } from "@/server/sql";
import {
  type Limit,
  RESET_CLIENT_LIMIT,
  RESET_MAIL_LIMIT,
  SIGN_IN_CLIENT_LIMIT,
  SIGN_IN_PAIR_LIMIT,
} from "./throttle-limits";

export type ClaimResult = { ok: true } | { ok: false; retryAfterMs: number };
export type ResetClaim = { ok: true; send: boolean } | { ok: false; retryAfterMs: number };

type SqlRunner = <T>(statement: SqlStatement, values: unknown[]) => Promise<T[]>;

/** The library's queries run on the app's SQL pool (prepared where the database allows: src/server/sql.ts). */
function storeOn(sql: SqlRunner) {
  return {
    query: async (q: { name?: string; text: string; values?: unknown[] }) => ({
      rows: await sql({ name: q.name ?? "rate-limit", text: q.text }, q.values ?? []),
    }),
  };
}

function limiter(store: ReturnType<typeof storeOn>, keyPrefix: string, limit: Limit) {
  return new RateLimiterPostgres({
    storeClient: store,
    storeType: "pool",
    tableName: "RateLimit",
    // Created by the migration, not by the library at start-up.
    tableCreated: true,
    keyPrefix,
    points: limit.points,
    duration: limit.durationS,
    blockDuration: limit.blockS,
  });
}

export const emailKey = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
const pairKey = (email: string, address: string | null) => `${emailKey(email)}@${address ?? "no-address"}`;

/**
 * Counts one attempt; a refusal answers how long to wait. Store failures are thrown, never taken as a yes.
 * Attempts over the limit that arrive together see the count's own expiry until the first of them has set the
 * block, so the wait they report is capped at the block's length, which is what they will actually wait.
 */
async function take(on: RateLimiterPostgres, key: string): Promise<ClaimResult> {
  try {
    await on.consume(key);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const blockMs = on.blockDuration > 0 ? on.blockDuration * 1000 : error.msBeforeNext;
    return { ok: false, retryAfterMs: Math.max(Math.min(error.msBeforeNext, blockMs), 1000) };
  }
}

export type Throttle = ReturnType<typeof createThrottle>;

/** `sql`: another pool stands for another app instance in tests. */
export function createThrottle({ sql = sqlRows }: { sql?: SqlRunner } = {}) {
  const store = storeOn(sql);
  const pair = limiter(store, "sign-in-pair", SIGN_IN_PAIR_LIMIT);
  const client = limiter(store, "sign-in-client", SIGN_IN_CLIENT_LIMIT);
  const resetClient = limiter(store, "reset-client", RESET_CLIENT_LIMIT);
  const resetMail = limiter(store, "reset-mail", RESET_MAIL_LIMIT);

  async function takeBackSignIn(email: string, address: string | null): Promise<void> {
    await Promise.all([pair.reward(pairKey(email, address)), address ? client.reward(address) : null]);
  }

  return {
    /** Counts a sign-in attempt for the account from this client, and for the client; refused if either is over. */
    async claimSignIn(email: string, address: string | null): Promise<ClaimResult> {
      const byPair = await take(pair, pairKey(email, address));
      if (!byPair.ok || !address) return byPair;
      const byClient = await take(client, address);
      if (!byClient.ok) await pair.reward(pairKey(email, address));
      return byClient;
    },

    /** Uncounts an attempt that was not a guess (a right password of an unusable account, a provider failure). */
    takeBackSignIn,

    /**
     * A right password: the account-and-client count starts afresh, but the client only gets this attempt back;
     * clearing the client would let an attacker wipe it with an account of their own between guesses.
     */
    async signedIn(email: string, address: string | null): Promise<void> {
      await Promise.all([pair.delete(pairKey(email, address)), address ? client.reward(address) : null]);
    },

    /** Counts a reset request for the client (refused when over); `send` says whether an e-mail is due. */
    async claimReset(email: string, address: string | null): Promise<ResetClaim> {
      if (address) {
        const byClient = await take(resetClient, address);
        if (!byClient.ok) return byClient;
      }
      return { ok: true, send: (await take(resetMail, emailKey(email))).ok };
    },
  };
}

/** The app's throttle. */
export const authThrottle: Throttle = createThrottle();
