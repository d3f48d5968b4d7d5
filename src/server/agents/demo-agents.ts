/**
 * The demo organisation's agents, so a fresh install can chat at once: a coach every member may use (coaching and
 * generalist modes; its instruction set, whose triggers show in the offline provider's replies, is written by
 * instructions/demo-instruction-set.ts), and a data reviewer in oracle mode for coaches and admins. Idempotent
 * by name.
 */
import { db } from "@/server/db";

type Mode = "coaching" | "generalist" | "oracle";
interface AgentSpec {
  name: string;
  description: string;
  coreInstruction: string;
  allowedModes: Mode[];
  defaultMode: Mode;
  conversationStarters?: string[];
}

const COACH: AgentSpec = {
  name: "Demo Coach",
  description: "A supportive performance coach for athletes (demo).",
  coreInstruction:
    "You are a supportive performance coach for young athletes. Ask one question at a time, keep answers short and practical, and never give medical advice.",
  allowedModes: ["coaching", "generalist"],
  defaultMode: "coaching",
  conversationStarters: [
    "Help me plan my training week",
    "I get nervous before races. What can I do?",
    "How do I recover well after a hard session?",
  ],
};

const REVIEWER: AgentSpec = {
  name: "Data Reviewer",
  description: "Reviews the loaded data of athletes and teams for coaches and admins (demo).",
  coreInstruction:
    "You help coaches and administrators review the data loaded into this chat. Answer only from that data and say when something is missing.",
  allowedModes: ["oracle"],
  defaultMode: "oracle",
};

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

/** Returns both agents: the seed then gives the coach its instruction set (instructions/demo-instruction-set.ts). */
export async function seedDemoAgents(organizationId: string, staffIds: string[]) {
  const coach = await agent(organizationId, COACH, { everybody: true, userIds: [] });
  const reviewer = await agent(organizationId, REVIEWER, { everybody: false, userIds: staffIds });
  return { coach, reviewer };
}
