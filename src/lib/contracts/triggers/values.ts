export const TRIGGER_KINDS = [
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
] as const;
