/**
 * The simulated athlete's side of a simulation: a system prompt from the persona, and the conversation seen from
 * the athlete's seat (the agent's lines are what the athlete hears, so they are the `user` turns).
 */
import type { ModelMessage } from "@/server/ai";

export interface SimulatedLine {
  speaker: "athlete" | "agent";
  text: string;
}

/** Enough for a few sentences: the athlete is there to answer, not to lecture. */
export const ATHLETE_MAX_TOKENS = 300;

export function athletePrompt(persona: string): string {
  const who = persona.trim() || "An athlete who wants to train more consistently and is a little unsure how.";
  return [
    "You are role-playing an athlete in a coaching session with an AI coach, to test the coach.",
    `Who you are and what you bring: ${who}`,
    "Answer as this athlete only, in the first person, in one to three sentences. Never act as the coach.",
  ].join("\n");
}

export function athleteMessages(persona: string, conversation: SimulatedLine[]): ModelMessage[] {
  return [
    { role: "system", content: athletePrompt(persona) },
    ...conversation.map((line) => ({
      role: line.speaker === "agent" ? ("user" as const) : ("assistant" as const),
      content: line.text,
    })),
  ];
}

/** The conversation as the agent sees it. */
export function agentConversation(conversation: SimulatedLine[]): ModelMessage[] {
  return conversation.map((line) => ({
    role: line.speaker === "agent" ? ("assistant" as const) : ("user" as const),
    content: line.text,
  }));
}
