/**
 * The offline provider's memory: durable facts found in the athlete's own sentences by plain patterns (English),
 * deterministic, so a fresh install without a model still learns "sore left ankle" or "exams make me nervous"
 * from a chat. A model does this far better; this only shows the flow.
 */
import type { ProposedFact } from "./memory-model";

const clip = (text: string, max: number) => {
  const flat = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?]+$/, "");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

interface Rule {
  test: RegExp;
  fact: (sentence: string, match: RegExpExecArray) => Omit<ProposedFact, "quote"> | null;
}

const RULES: Rule[] = [
  {
    test: /\b(injur\w*|sprain\w*|sore|hurts?|pain|strain\w*|fractur\w*|broken|torn)\b/i,
    fact: (s) => ({
      field: "injuryStatus",
      value: /\b(fractur\w*|broken|torn|surgery|serious)\b/i.test(s) ? "serious-injury" : "minor-injury",
      detail: clip(s, 160),
      when: "",
    }),
  },
  {
    test: /\b(?:stress\w*|anxious|nervous|worried|pressure|overwhelm\w*)\b(?:[^.]*?\b(?:about|before|by|when|with|during)\b\s+)?([^.,;!?]*)/i,
    fact: (s, m) => ({ field: "stressTriggers", value: clip(m[1]?.trim() || s, 60), detail: "", when: "" }),
  },
  {
    test: /\b(?:motivat\w*|love|enjoy|inspir\w*|excited)\b\s+(?:by\s+|about\s+|when\s+)?([^.,;!?]*)/i,
    fact: (_s, m) =>
      m[1]?.trim() ? { field: "keyMotivators", value: clip(m[1], 60), detail: "", when: "" } : null,
  },
  {
    test: /\b(?:i prefer|i like it when|works best for me when|i'd rather|i would rather)\b\s*([^.!?]*)/i,
    fact: (s, m) => {
      const field = /\bfeedback\b/i.test(s)
        ? "preferredFeedbackStyle"
        : /\b(learn|explain\w*|example|video|drill|step)\b/i.test(s)
          ? "preferredLearningStyle"
          : "preferredCommunicationTone";
      return { field, value: clip(m[1] || s, 120), detail: "", when: "" };
    },
  },
  {
    test: /\b(moving|moved|new school|exams?|graduat\w*|tournament|championship|competition|trials?)\b[^.]*?\b(next (?:week|month|year|season)|this (?:weekend|month)|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i,
    fact: (s, m) => ({ field: "lifeEvents", value: clip(s, 80), detail: "", when: m[2].toLowerCase() }),
  },
];

export function offlineMemory(personText: string): ProposedFact[] {
  const facts: ProposedFact[] = [];
  const sentences = personText.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== "");
  for (const sentence of sentences) {
    for (const rule of RULES) {
      const match = rule.test.exec(sentence);
      const fact = match ? rule.fact(sentence, match) : null;
      if (fact?.value) facts.push({ ...fact, quote: sentence.trim() });
    }
  }
  return facts.slice(0, 8);
}
