import type * as contract from "@/lib/contracts/triggers";

export const TRIGGER_KINDS: typeof contract.TRIGGER_KINDS = [
  "onAlwaysTrigger",
  "onGreetings",
  "onSessionNumber",
  "onSessionNumberIn",
  "onAssistantMessageNumber",
  "onChatClosing",
  "onChatNotClosing",
  "everyNSessions",
  "everyNAssistantMessages",
  "onChatMode",
];
