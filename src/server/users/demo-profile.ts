/**
 * The demo athlete's profile, so a fresh install's coach knows who it talks to: a preferred name, how they like to
 * be spoken to, how they learn. What drives them and what weighs on them the memory step learns from their journal
 * (seed/demo.ts). Written only when the athlete has no profile yet, so a
 * demo user's own edits survive a re-seed; answers whether it wrote it.
 */
import { db } from "@/server/db";

export async function seedDemoProfile(userId: string): Promise<boolean> {
  const exists = await db.userDetails.findUnique({ where: { userId }, select: { id: true } });
  if (exists) return false;
  await db.userDetails.create({
    data: {
      userId,
      preferredName: "Alex",
      preferredLanguage: "en_US",
      preferredCommunicationTone: "Direct and encouraging",
      preferredFeedbackStyle: "One concrete thing to change at a time",
      preferredLearningStyle: "Short explanations with an example",
      injuryStatusValue: "fully_healthy",
      bio: "Middle-distance runner on the track team.",
    },
  });
  return true;
}
