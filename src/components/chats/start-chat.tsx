"use client";

import { BotIcon, MessageSquarePlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";

import { AgentAvatar } from "@/components/ai-config/agent-avatar";
import { avatarColorIndexes, disambiguators } from "@/components/ai-config/agent-identity";
import { LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UserText } from "@/components/ui/user-text";
import { agents as agentEndpoints, chats } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { CHAT_MODES, DEFAULT_CHAT_MODE } from "@/lib/constants";
import type { AgentDoc, ChatMode } from "@/lib/contracts/agents/schemas";
import { PAGES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { isUntouched } from "./chat-helpers";

/** The modes a person may pick from the agent's allowed ones (oracle chats are started elsewhere). */
function modesOf(agent: AgentDoc): ChatMode[] {
  const allowed = agent.allowedModes?.length ? agent.allowedModes : [DEFAULT_CHAT_MODE];
  return CHAT_MODES.filter((m) => allowed.includes(m));
}

/**
 * Choosing whom to talk to (GET /agents/my-agents): agent cards, and a mode unless the page fixes one (only
 * agents allowing it are offered then). "Start chat" creates the chat (POST /chats) and opens it; its greeting
 * streams in there.
 */
export function StartChat({ mode: fixedMode }: { mode?: ChatMode }) {
  const t = useTranslations("chats.start");
  const te = useTranslations("enums");
  const router = useRouter();
  const agents = useResource(request(agentEndpoints.myAgents, {}));
  const [agentId, setAgentId] = React.useState<string | null>(null);
  const [chosenMode, setChosenMode] = React.useState<ChatMode | null>(null);
  const [starting, setStarting] = React.useState(false);

  const offered = (agents.data ?? []).filter((a) => !fixedMode || modesOf(a).includes(fixedMode));
  // Agents of one name must not look alike: their avatars get different colours, and where the description is
  // the same too, a short end of the id tells them apart (to the eye and in the radio's name).
  const colors = avatarColorIndexes(offered);
  const tags = disambiguators(offered);
  // The first agent is chosen until the person picks another: Start works at once.
  const agent = offered.find((a) => a._id === agentId) ?? offered[0] ?? null;
  const modes = agent ? modesOf(agent) : [];
  const mode: ChatMode | null =
    fixedMode ??
    (chosenMode && modes.includes(chosenMode)
      ? chosenMode
      : agent?.defaultMode && modes.includes(agent.defaultMode)
        ? agent.defaultMode
        : (modes[0] ?? null));

  async function start() {
    if (!agent || !mode) return;
    setStarting(true);
    try {
      const last = await call(
        chats.lastChat,
        { query: { agentId: agent._id, mode } },
        { toastOnError: false },
      ).catch(() => null);
      const chat =
        last && isUntouched(last)
          ? last
          : await call(chats.create, { body: { type: "agent-chat", agents: [agent._id], config: { mode } } });
      router.push(PAGES.chats.view(chat._id));
    } catch {
      // api() toasted the failure.
      setStarting(false);
    }
  }

  if (agents.error) return <LoadError error={agents.error} onRetry={agents.reload} title={t("loadError")} />;
  if (!agents.data) {
    return (
      <div
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-busy
        aria-label={t("loading")}
      >
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (offered.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <BotIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">
          {fixedMode ? t("noAgentForMode", { mode: fixedMode }) : t("noAgent")}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("agent")}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {offered.map((a) => {
            const selected = agent?._id === a._id;
            const tag = tags.get(a._id);
            return (
              <label
                key={a._id}
                className={cn(
                  "grid cursor-pointer content-start gap-2 rounded-xl border bg-card p-4 transition-colors hover:bg-accent/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  selected && "border-primary ring-1 ring-primary",
                )}
              >
                <input
                  type="radio"
                  name="agent"
                  value={a._id}
                  checked={selected}
                  onChange={() => setAgentId(a._id)}
                  aria-label={tag ? `${a.name} ${tag}` : a.name}
                  aria-describedby={`agent-${a._id}-about`}
                  className="sr-only"
                />
                <span className="flex min-w-0 items-center gap-3 font-medium">
                  <AgentAvatar agent={a} colorIndex={colors.get(a._id)} />
                  {/* Isolated: a name with right-to-left or control characters must not reorder what follows. */}
                  <UserText className="min-w-0 truncate" text={a.name} />
                  {tag ? (
                    <span
                      data-slot="agent-disambiguator"
                      title={t("idEnd")}
                      className="shrink-0 font-mono text-xs font-normal text-muted-foreground"
                    >
                      {tag}
                    </span>
                  ) : null}
                </span>
                <span id={`agent-${a._id}-about`} className="grid gap-1">
                  {a.description ? (
                    <span className="line-clamp-3 text-sm text-muted-foreground">{a.description}</span>
                  ) : null}
                  <span className="text-xs text-muted-foreground">
                    {modesOf(a)
                      .map((m) => te(`chatModes.${m}`))
                      .join(" · ")}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {!fixedMode && agent && modes.length > 1 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("mode")}</legend>
          <div className="flex flex-wrap gap-2">
            {modes.map((m) => (
              <Button
                key={m}
                aria-pressed={mode === m}
                variant={mode === m ? "default" : "outline"}
                size="sm"
                onClick={() => setChosenMode(m)}
              >
                {te(`chatModes.${m}`)}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div>
        <Button onClick={start} disabled={!agent || !mode} loading={starting}>
          {starting ? null : <MessageSquarePlusIcon />}
          {t("startChat")}
        </Button>
      </div>
    </div>
  );
}
