/**
 * The demo organisation's agents, so a fresh install can chat at once: a coach every member may use (coaching and
 * generalist modes) with an instruction set whose triggers show in the offline provider's replies (greeting,
 * first session, closing), and a data reviewer in oracle mode for coaches and admins. Idempotent by name.
 */
import { db } from "@/server/db";

type Mode = "coaching" | "generalist" | "oracle";
interface AgentSpec {
  name: string;
  description: string;
  coreInstruction: string;
  allowedModes: Mode[];
  defaultMode: Mode;
}

const COACH: AgentSpec = {
  name: "Demo Coach",
  description: "A supportive performance coach for athletes (demo).",
  coreInstruction:
    "You are a supportive performance coach for young athletes. Ask one question at a time, keep answers short and practical, and never give medical advice.",
  allowedModes: ["coaching", "generalist"],
  defaultMode: "coaching",
};

const REVIEWER: AgentSpec = {
  name: "Data Reviewer",
  description: "Reviews the loaded data of athletes and teams for coaches and admins (demo).",
  coreInstruction:
    "You help coaches and administrators review the data loaded into this chat. Answer only from that data and say when something is missing.",
  allowedModes: ["oracle"],
  defaultMode: "oracle",
};

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

async function agent(
  organizationId: string,
  spec: AgentSpec,
  assign: { everybody: boolean; userIds: string[] },
) {
  const existing = await db.agent.findFirst({ where: { organizationId, name: spec.name } });
  if (existing) return existing;
  return db.agent.create({
    data: {
      ...spec,
      organizationId,
      assignToEverybody: assign.everybody,
      toUsers: { connect: assign.userIds.map((id) => ({ id })) },
    },
  });
}

export async function seedDemoAgents(organizationId: string, staffIds: string[]) {
  const coach = await agent(organizationId, COACH, { everybody: true, userIds: [] });
  await agent(organizationId, REVIEWER, { everybody: false, userIds: staffIds });
  const setName = "Demo Coach session flow";
  const exists = await db.instructionSet.findFirst({ where: { organizationId, name: setName } });
  if (exists) return;
  await db.instructionSet.create({
    data: {
      name: setName,
      description: "Greeting, first-session intake and closing summary (demo).",
      organizationId,
      assignToEverybody: true,
      toAgents: { connect: [{ id: coach.id }] },
      instructions: {
        create: INSTRUCTIONS.map((instruction, order) => ({ ...instruction, order, organizationId })),
      },
    },
  });
}
