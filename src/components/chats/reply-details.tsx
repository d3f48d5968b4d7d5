"use client";

import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/lib/contracts/chats/schemas";

interface Details {
  status?: string;
  model?: string;
  provider?: string;
  purpose?: string;
  tokens?: { prompt?: number; completion?: number; total?: number };
  tokensEstimated?: boolean;
  timings?: Record<string, number>;
  triggeredFunctions?: { id?: string; name?: string; setName?: string }[];
  completionParams?: { model?: string; temperature?: number; maxTokens?: number | null };
  error?: { kind?: string };
  brief?: {
    sources?: string[];
    items?: Record<string, number>;
    omitted?: number;
    tokens?: number;
    budget?: number;
    language?: string | null;
  };
}

type DetailsTranslator = ReturnType<typeof useTranslations<"chatMessages.details">>;

/**
 * The brief's record: which of the person's data the model saw, item counts per source (the sources' names are
 * ids, shown as they are), tokens of the budget.
 */
function briefText(brief: NonNullable<Details["brief"]>, t: DetailsTranslator): string {
  const items = Object.entries(brief.items ?? {}).map(([source, n]) => `${source} ${n}`);
  const parts = [
    items.length > 0 ? items.join(", ") : t("noItems"),
    t("briefTokens", { used: brief.tokens ?? 0, budget: brief.budget ?? 0 }),
    ...(brief.omitted ? [t("leftOut", { count: brief.omitted })] : []),
    ...(brief.language ? [brief.language] : []),
  ];
  return parts.join(" · ");
}

/** The timings the catalogue names (chatMessages.details.timingLabels); any other shows by its key. */
const TIMING_KEYS = [
  "instructions",
  "instructionFiles",
  "userData",
  "brief",
  "transcription",
  "completion",
  "audio",
  "total",
] as const;

function timingLabel(key: string, t: DetailsTranslator): string {
  const known = TIMING_KEYS.find((k) => k === key);
  return known ? t(`timingLabels.${known}`) : key;
}

/**
 * Hidden information of one message (§6: only for people with canViewChatHiddenInfo, and the server sends it to
 * no one else): the instructions that ran, model and parameters, token counts, timings and loaded data, in a
 * disclosure that is closed until asked for.
 */
export function ReplyDetails({ message }: { message: ChatMessage }) {
  const t = useTranslations("chatMessages.details");
  const details = (message.details ?? null) as Details | null;
  const loaded = message.metaContent ?? [];
  if (!details && loaded.length === 0) return null;
  const triggered = details?.triggeredFunctions ?? [];
  const timings = Object.entries(details?.timings ?? {});
  const tokens = details?.tokens;
  return (
    <details className="w-full max-w-[min(42rem,90%)] rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none font-medium">{t("hiddenInfo")}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {details?.model || details?.completionParams ? (
          <>
            <dt>{t("model")}</dt>
            <dd>
              {details.model ?? details.completionParams?.model}
              {details.provider ? ` (${details.provider})` : ""}
              {details.completionParams?.temperature !== undefined
                ? ` · ${t("temperature", { value: details.completionParams.temperature })}`
                : ""}
            </dd>
          </>
        ) : null}
        {tokens ? (
          <>
            <dt>{t("tokens")}</dt>
            <dd>
              {t("tokenCounts", {
                prompt: tokens.prompt ?? 0,
                completion: tokens.completion ?? 0,
                total: tokens.total ?? 0,
              })}
              {details?.tokensEstimated ? ` ${t("estimated")}` : ""}
            </dd>
          </>
        ) : null}
        {timings.length > 0 ? (
          <>
            <dt>{t("timings")}</dt>
            <dd>{timings.map(([key, ms]) => t("timing", { label: timingLabel(key, t), ms })).join(" · ")}</dd>
          </>
        ) : null}
        {details ? (
          <>
            <dt>{t("instructions")}</dt>
            <dd>
              {triggered.length === 0
                ? t("coreOnly")
                : triggered.map((f) => (f.setName ? `${f.setName} › ${f.name}` : f.name)).join(", ")}
            </dd>
          </>
        ) : null}
        {details?.brief ? (
          <>
            <dt>{t("aboutPerson")}</dt>
            <dd>{briefText(details.brief, t)}</dd>
          </>
        ) : null}
        {details?.error?.kind ? (
          <>
            <dt>{t("error")}</dt>
            <dd>{details.error.kind}</dd>
          </>
        ) : null}
      </dl>
      {loaded.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer">{t("loadedData")}</summary>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted/40 p-2">
            {loaded.map((item) => item.content).join("\n\n")}
          </pre>
        </details>
      ) : null}
      {details ? (
        <details className="mt-2">
          <summary className="cursor-pointer">{t("allDetails")}</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-muted/40 p-2">
            {JSON.stringify(details, null, 2)}
          </pre>
        </details>
      ) : null}
    </details>
  );
}
