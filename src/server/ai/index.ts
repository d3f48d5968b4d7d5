/**
 * Which provider serves the app: `openai` when OPENAI_API_KEY is set (OPENAI_BASE_URL points it at any
 * OpenAI-compatible server), else `offline`. AI_PROVIDER=offline|openai forces one. Read on every call, so a test
 * or a restarted dev server picks up changed variables; the openai client is cached per key and base URL.
 */
import { offlineProvider } from "./offline-provider";
import { openaiProvider } from "./openai-provider";
import type { ModelProvider } from "./provider";

export function providerName(): "openai" | "offline" {
  const forced = process.env.AI_PROVIDER?.trim();
  if (forced === "offline" || forced === "openai") return forced;
  return process.env.OPENAI_API_KEY?.trim() ? "openai" : "offline";
}

export function getProvider(): ModelProvider {
  return providerName() === "openai" ? openaiProvider() : offlineProvider;
}

export type * from "./provider";
export { ProviderError } from "./provider";
