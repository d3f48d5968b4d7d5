import { db } from "@/server/db";

/** The user with this sign-in e-mail (trimmed, any case), or null: for the audit of refused sign-ins. */
export async function userByEmail(
  email: string,
): Promise<{ id: string; organizationId: string | null } | null> {
  return db.user.findFirst({
    where: { email: { equals: email.trim(), mode: "insensitive" } },
    select: { id: true, organizationId: true },
  });
}
