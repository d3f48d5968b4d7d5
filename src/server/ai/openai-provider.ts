// Placeholder until the openai provider lands (issue 5): replaced by the real SDK implementation.
import { type ModelProvider, ProviderError } from "./provider";

export function openaiProvider(): ModelProvider {
  throw new ProviderError("unavailable", "The openai provider is not implemented yet");
}
