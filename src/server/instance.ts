/**
 * This process's name among the app's instances: the owner of the reply leases it holds and the origin of the
 * events it publishes (it ignores its own when they come back from PostgreSQL). New on every start, so a restarted
 * instance never mistakes a dead predecessor's lease for its own.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

const holder = globalThis as typeof globalThis & { __coachInstanceId?: string };

export function instanceId(): string {
  holder.__coachInstanceId ??= `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  return holder.__coachInstanceId;
}
