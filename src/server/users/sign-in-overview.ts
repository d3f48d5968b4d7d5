import type { Role } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "./scope";

/** The people the caller may see, and their sign-ins: the admin's home overview. */
export interface SignInOverview {
  /** How many people the caller may see. */
  members: number;
  /** How many of them signed in since `signInFrom`. */
  signedIn: number;
  /** The latest `take` of them to sign in, the latest first. */
  latest: { id: string; name: string; email: string; role: Role; lastLoginAt: Date | null }[];
}

/** Counts the people the caller may see (visibleUsers) and those who signed in lately, with the latest sign-ins. */
export async function signInOverview(
  ctx: RequestContext,
  signInFrom: Date,
  take: number,
): Promise<SignInOverview> {
  const users = visibleUsers(ctx);
  const [members, signedIn, latest] = await Promise.all([
    db.user.count({ where: users }),
    db.user.count({ where: { AND: [users, { lastLoginAt: { gte: signInFrom } }] } }),
    db.user.findMany({
      where: { AND: [users, { lastLoginAt: { not: null } }] },
      orderBy: [{ lastLoginAt: "desc" }, { id: "desc" }],
      select: { id: true, name: true, email: true, role: true, lastLoginAt: true },
      take,
    }),
  ]);
  return { members, signedIn, latest };
}
