import type { ChatConfigDoc } from "@/lib/contracts/organizations/schemas";
import { numberText } from "./form";

/** An organisation's chat configuration as ChatConfigFields edit it: numbers as text, no model as "". */
export function chatConfigValues(config: ChatConfigDoc | null | undefined) {
  return {
    usersCanConfigureChat: config?.usersCanConfigureChat ?? false,
    model: (config?.model ?? "") as string,
    temperature: numberText(config?.temperature),
    maxTokens: numberText(config?.maxTokens),
  };
}

/**
 * The chatConfig the API is sent: an empty model or temperature is left out, for the product default; empty max
 * tokens is sent as "", which the contract reads as no limit.
 */
export function chatConfigBody(values: ReturnType<typeof chatConfigValues>) {
  return {
    usersCanConfigureChat: values.usersCanConfigureChat,
    model: values.model || undefined,
    temperature: values.temperature.trim() === "" ? undefined : Number(values.temperature),
    maxTokens: values.maxTokens.trim() === "" ? "" : Number(values.maxTokens),
  };
}
