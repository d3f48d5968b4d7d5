"use client";

import { ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { LoadError } from "@/components/management/load-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserText } from "@/components/ui/user-text";
import { useFormat } from "@/i18n/format";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { FeedbackEntry, FeedbackList } from "@/lib/contracts/chats/schemas";
import { plainText } from "@/lib/plain-text";
import { PAGES } from "@/lib/routes";

const PAGE = 10;
type Filter = "all" | "1" | "-1";
const FILTERS = [
  { value: "all", name: "all" },
  { value: "1", name: "good" },
  { value: "-1", name: "bad" },
] as const satisfies readonly { value: Filter; name: string }[];

/**
 * What people said of the agents' replies (GET /chats/feedback, admins): counts of thumbs up and down, and the
 * latest ratings with their comments, each linked to its chat, filtered by rating, more on demand.
 */
export function ReplyFeedback() {
  const t = useTranslations("reports.replyFeedback");
  const te = useTranslations("errors");
  const format = useFormat();
  const [filter, setFilter] = React.useState<Filter>("all");
  const [items, setItems] = React.useState<FeedbackEntry[]>([]);
  const [data, setData] = React.useState<FeedbackList | null>(null);
  const [offset, setOffset] = React.useState(0);
  const [error, setError] = React.useState<Error | null>(null);
  const [attempt, setAttempt] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to retry.
  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const rating = filter === "all" ? {} : { rating: filter };
    call(
      chats.feedback,
      { query: { limit: PAGE, offset, ...rating } },
      { signal: controller.signal, toastOnError: false },
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        setData(page);
        setItems((current) => (offset === 0 ? page.items : [...current, ...page.items]));
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure : new Error(te("codes.INTERNAL_ERROR")));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [filter, offset, attempt]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>
          {t("description")}
          {data ? (
            <span className="mt-1 flex gap-4 text-foreground">
              <span className="flex items-center gap-1">
                <ThumbsUpIcon aria-hidden className="size-4" />
                {t("good", { count: data.counts.up })}
              </span>
              <span className="flex items-center gap-1">
                <ThumbsDownIcon aria-hidden className="size-4" />
                {t("bad", { count: data.counts.down })}
              </span>
            </span>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t("show")}</legend>
          {FILTERS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={filter === option.value ? "secondary" : "outline"}
              aria-pressed={filter === option.value}
              onClick={() => {
                setFilter(option.value);
                setOffset(0);
              }}
            >
              {t(`filters.${option.name}`)}
            </Button>
          ))}
        </fieldset>
        {error ? (
          <LoadError error={error} onRetry={() => setAttempt((n) => n + 1)} title={t("loadError")} />
        ) : !data ? (
          <div className="grid gap-2" role="status" aria-label={t("loading")}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul aria-label={t("title")} className="grid gap-3">
            {items.map((item) => (
              <li key={item._id} className="grid gap-1 rounded-md border p-3 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  {item.rating === 1 ? (
                    <ThumbsUpIcon aria-label={t("rated", { rating: "good" })} className="size-4" />
                  ) : (
                    <ThumbsDownIcon aria-label={t("rated", { rating: "bad" })} className="size-4" />
                  )}
                  <span className="font-medium">
                    <UserText text={item.user.name ?? item.user.email} />
                  </span>
                  {item.agent ? (
                    <span className="text-muted-foreground">
                      {t.rich("onAgent", {
                        name: item.agent.name,
                        agent: () => <UserText text={item.agent?.name ?? ""} />,
                      })}
                    </span>
                  ) : null}
                  <time dateTime={item.updatedAt} className="text-xs text-muted-foreground">
                    {format.dateTime(item.updatedAt)}
                  </time>
                </span>
                {item.comment ? <p className="whitespace-pre-wrap">{item.comment}</p> : null}
                <p className="line-clamp-2 text-muted-foreground">{plainText(item.reply, 300)}</p>
                <Link className="text-xs text-primary underline" href={PAGES.chats.view(item.chat._id)}>
                  {t("openChat")}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data && items.length < data.total ? (
          <Button variant="outline" size="sm" loading={loading} onClick={() => setOffset(items.length)}>
            {t("showMore")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
