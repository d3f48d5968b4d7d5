/**
 * The demo athlete's profile, so a fresh install's coach knows who it talks to: a preferred name, how they like to
 * be spoken to, what drives them and what weighs on them. Written only when the athlete has no profile yet, so a
 * demo user's own edits survive a re-seed.
 */
import { db } from "@/server/db";

export async function seedDemoProfile(userId: string): Promise<void> {
  const exists = await db.userDetails.findUnique({ where: { userId }, select: { id: true } });
  if (exists) return;
  await db.userDetails.create({
    data: {
      userId,
      preferredName: "Alex",
      preferredLanguage: "en_US",
      preferredCommunicationTone: "Direct and encouraging",
      preferredFeedbackStyle: "One concrete thing to change at a time",
      preferredLearningStyle: "Short explanations with an example",
      keyMotivators: ["Making the regional team", "Training with friends"],
      stressTriggers: ["Exam weeks"],
      injuryStatusValue: "fully_healthy",
      bio: "Middle-distance runner on the track team.",
    },
  });
}
