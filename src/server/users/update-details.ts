import type { UpdateDetailsInput } from "@/lib/contracts/users";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { detailsData, detailsDocument } from "./details-document";

type Trait = NonNullable<UpdateDetailsInput["personalityTraits"]>[number];
// A type alias, not an interface: Prisma's JSON input type needs the implicit index signature.
type StoredTrait = Trait & { createdAt: string; updatedAt: string };

/**
 * Trait assessments carry their dates (§3). The form sends the list whole, without dates, so a trait keeps
 * the dates it had under the same title, and `updatedAt` moves only when its description changed.
 */
function datedTraits(traits: Trait[], previous: unknown): StoredTrait[] {
  const before = new Map(
    (Array.isArray(previous) ? (previous as StoredTrait[]) : []).map((t) => [t.title, t] as const),
  );
  const now = new Date().toISOString();
  return traits.map((trait) => {
    const old = before.get(trait.title);
    if (!old) return { ...trait, createdAt: now, updatedAt: now };
    return {
      ...trait,
      createdAt: old.createdAt,
      updatedAt: old.description === trait.description ? old.updatedAt : now,
    };
  });
}

/**
 * PUT /users/details: the caller's own profile, created on first save. Only the fields sent are changed.
 * `filledIntakeForm: true` is the intake form's "done": it sets the flag on the user, which the route guard's
 * step 4 reads, in the same transaction as the answers.
 */
export async function updateDetails(ctx: RequestContext, input: UpdateDetailsInput) {
  const userId = ctx.user._id;
  const { filledIntakeForm, personalityTraits, ...fields } = input;
  const data = { ...detailsData(fields) } as ReturnType<typeof detailsData> & {
    personalityTraits?: StoredTrait[];
  };
  if (personalityTraits) {
    const stored = await db.userDetails.findUnique({
      where: { userId },
      select: { personalityTraits: true },
    });
    data.personalityTraits = datedTraits(personalityTraits, stored?.personalityTraits);
  }
  const row = await db.$transaction(async (tx) => {
    const details = await tx.userDetails.upsert({
      where: { userId },
      create: { ...data, userId },
      update: data,
    });
    if (filledIntakeForm) await tx.user.update({ where: { id: userId }, data: { filledIntakeForm: true } });
    return details;
  });
  return detailsDocument(row);
}
