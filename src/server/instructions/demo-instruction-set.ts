/**
 * The demo organisation's instruction set for the demo coach agent, with triggers that show in the offline
 * provider's replies (greeting, first session, closing), so a fresh install shows instructions at work.
 * Idempotent by name: an existing set is left as it is.
 */
import { db } from "@/server/db";

const INSTRUCTIONS = [
  {
    name: "Greeting",
    content: "Greet the athlete warmly by name and ask how they feel today.",
    triggers: [{ type: "onGreetings", action: "add" }],
    placement: "start" as const,
  },
  {
    name: "First session intake",
    content: "This is the first session: ask what the athlete wants to achieve this season.",
    triggers: [{ type: "onSessionNumber", action: "add", value: 1, withAgent: false }],
    placement: "middle" as const,
  },
  {
    name: "Closing summary",
    content: "The session is closing: summarise the key points and agree on one action for the coming week.",
    triggers: [{ type: "onChatClosing", action: "add" }],
    placement: "end" as const,
  },
];

export async function seedDemoInstructionSet(organizationId: string, coachAgentId: string) {
  const setName = "Demo Coach session flow";
  const exists = await db.instructionSet.findFirst({ where: { organizationId, name: setName } });
  if (exists) return;
  await db.instructionSet.create({
    data: {
      name: setName,
      description: "Greeting, first-session intake and closing summary (demo).",
      organizationId,
      assignToEverybody: true,
      toAgents: { connect: [{ id: coachAgentId }] },
      instructions: {
        create: INSTRUCTIONS.map((instruction, order) => ({ ...instruction, order, organizationId })),
      },
    },
  });
}
