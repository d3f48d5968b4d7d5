"use client";

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

/** The brief's record: which of the person's data the model saw, item counts per source, tokens of the budget. */
function briefText(brief: NonNullable<Details["brief"]>): string {
  const items = Object.entries(brief.items ?? {}).map(([source, n]) => `${source} ${n}`);
  const parts = [
    items.length > 0 ? items.join(", ") : "no items",
    `${brief.tokens ?? 0} of ${brief.budget ?? 0} tokens`,
    ...(brief.omitted ? [`${brief.omitted} left out`] : []),
    ...(brief.language ? [brief.language] : []),
  ];
  return parts.join(" · ");
}

const TIMING_LABELS: Record<string, string> = {
  instructions: "Instructions",
  instructionFiles: "Agent files",
  userData: "Loaded data",
  brief: "Brief",
  transcription: "Transcription",
  completion: "Model",
  audio: "Spoken reply",
  total: "Total",
};

/**
 * Hidden information of one message (§6: only for people with canViewChatHiddenInfo, and the server sends it to
 * no one else): the instructions that ran, model and parameters, token counts, timings and loaded data, in a
 * disclosure that is closed until asked for.
 */
export function ReplyDetails({ message }: { message: ChatMessage }) {
  const details = (message.details ?? null) as Details | null;
  const loaded = message.metaContent ?? [];
  if (!details && loaded.length === 0) return null;
  const triggered = details?.triggeredFunctions ?? [];
  const timings = Object.entries(details?.timings ?? {});
  const tokens = details?.tokens;
  return (
    <details className="w-full max-w-[min(42rem,90%)] rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none font-medium">Hidden info</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {details?.model || details?.completionParams ? (
          <>
            <dt>Model</dt>
            <dd>
              {details.model ?? details.completionParams?.model}
              {details.provider ? ` (${details.provider})` : ""}
              {details.completionParams?.temperature !== undefined
                ? ` · temperature ${details.completionParams.temperature}`
                : ""}
            </dd>
          </>
        ) : null}
        {tokens ? (
          <>
            <dt>Tokens</dt>
            <dd>
              {tokens.prompt ?? 0} in · {tokens.completion ?? 0} out · {tokens.total ?? 0} total
              {details?.tokensEstimated ? " (estimated)" : ""}
            </dd>
          </>
        ) : null}
        {timings.length > 0 ? (
          <>
            <dt>Timings</dt>
            <dd>{timings.map(([key, ms]) => `${TIMING_LABELS[key] ?? key} ${ms} ms`).join(" · ")}</dd>
          </>
        ) : null}
        {details ? (
          <>
            <dt>Instructions</dt>
            <dd>
              {triggered.length === 0
                ? "Core instruction only"
                : triggered.map((t) => (t.setName ? `${t.setName} › ${t.name}` : t.name)).join(", ")}
            </dd>
          </>
        ) : null}
        {details?.brief ? (
          <>
            <dt>About the person</dt>
            <dd>{briefText(details.brief)}</dd>
          </>
        ) : null}
        {details?.error?.kind ? (
          <>
            <dt>Error</dt>
            <dd>{details.error.kind}</dd>
          </>
        ) : null}
      </dl>
      {loaded.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer">Loaded data</summary>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted/40 p-2">
            {loaded.map((item) => item.content).join("\n\n")}
          </pre>
        </details>
      ) : null}
      {details ? (
        <details className="mt-2">
          <summary className="cursor-pointer">All details</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-muted/40 p-2">
            {JSON.stringify(details, null, 2)}
          </pre>
        </details>
      ) : null}
    </details>
  );
}
