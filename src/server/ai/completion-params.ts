/**
 * Model, temperature and maxTokens of a chat turn (issue 5, item 1): each field from the chat's own config, else
 * the agent's chatSettings, else the organisation's chatConfig, else the §9 defaults (gpt-4.1-mini, 0.7, no limit).
 * Each field falls back on its own, so a chat that only sets a temperature keeps the agent's model.
 */
import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import type { CompletionParams } from "./provider";

interface Settings {
  model?: unknown;
  temperature?: unknown;
  maxTokens?: unknown;
}

export interface ParamSources {
  chat?: Settings | null;
  /** The agent's chatSettings JSON. */
  agent?: unknown;
  /** The organisation's chatConfig JSON. */
  organization?: unknown;
}

function pick<T>(layers: Settings[], key: keyof Settings, valid: (v: unknown) => v is T): T | undefined {
  for (const layer of layers) {
    const value = layer[key];
    if (valid(value)) return value;
  }
  return undefined;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function asSettings(value: unknown): Settings {
  return typeof value === "object" && value !== null ? (value as Settings) : {};
}

export function resolveCompletionParams(sources: ParamSources): CompletionParams {
  const layers = [asSettings(sources.chat), asSettings(sources.agent), asSettings(sources.organization)];
  return {
    model: pick(layers, "model", isText) ?? DEFAULT_CHAT_MODEL,
    temperature: pick(layers, "temperature", isNumber) ?? DEFAULT_TEMPERATURE,
    maxTokens: pick(layers, "maxTokens", isNumber) ?? null,
  };
}

/** Whether the organisation lets athletes set a chat's model, temperature and maxTokens (coaches and admins always may). */
export function usersCanConfigureChat(organizationChatConfig: unknown): boolean {
  const config = organizationChatConfig as { usersCanConfigureChat?: unknown } | null | undefined;
  return config?.usersCanConfigureChat === true;
}
