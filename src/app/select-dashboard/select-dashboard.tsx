"use client";

import { BuildingIcon, CheckIcon, ChevronRightIcon, SearchIcon, UsersRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/i18n/message-text";
import { organizations, teams } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { ApiError } from "@/lib/api-client";
import { selectContext, selectedContext } from "@/lib/dashboard-context";
import { ROUTES } from "@/lib/routes";
import { OrganizationsShown } from "./organizations-shown";

interface Choice {
  _id: string;
  name: string;
  description?: string | null;
}

interface Paginated<T> {
  docs: T[];
  totalDocs?: number;
  totalIsLowerBound?: boolean;
}

type Kind = "organization" | "team";

/** What each kind of choice lists, and with which icon; its texts are selectDashboard.<kind>.* in the catalogue. */
const KINDS = {
  organization: { endpoint: organizations.paginate, icon: BuildingIcon },
  team: { endpoint: teams.paginate, icon: UsersRoundIcon },
} as const;

/** Shows the search box once the list is long enough to need it. */
const SEARCH_FROM = 7;

type State =
  | { status: "loading" }
  | { status: "error"; message: string | null }
  | { status: "ready"; choices: Choice[]; total: number; totalIsLowerBound: boolean };

export function SelectDashboard({ kind, teamIds }: { kind: Kind; teamIds: string[] }) {
  // A stable dependency: the page passes a new array on every render.
  const teamKey = teamIds.join(",");
  const t = useTranslations("selectDashboard");
  const te = useTranslations("errors");
  const { endpoint, icon: Icon } = KINDS[kind];
  const [state, setState] = useState<State>({ status: "loading" });
  const [query, setQuery] = useState("");
  const [choosing, setChoosing] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ status: "loading" });
      try {
        // The §3 List query; 100 is the page-size cap, more than anyone has to choose from.
        const page: Paginated<Choice> = await call(
          endpoint,
          { body: { page: 1, limit: 100 } },
          { toastOnError: false, signal },
        );
        const mine = new Set(teamKey.split(","));
        const docs = kind === "team" ? page.docs.filter((d) => mine.has(d._id)) : page.docs;
        const choices = [...docs].sort((a, b) => a.name.localeCompare(b.name));
        setState({
          status: "ready",
          choices,
          total: Math.max(page.totalDocs ?? 0, page.docs.length),
          totalIsLowerBound: Boolean(page.totalIsLowerBound),
        });
      } catch (error) {
        if (signal?.aborted) return;
        setState({
          status: "error",
          message: error instanceof ApiError ? errorText(te, error.code, error.message) : null,
        });
      }
    },
    [kind, teamKey, endpoint, te],
  );

  useEffect(() => {
    const { organizationId, teamId } = selectedContext();
    setCurrent(kind === "organization" ? organizationId : teamId);
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [kind, load]);

  const visible = useMemo(() => {
    if (state.status !== "ready") return [];
    const q = query.trim().toLowerCase();
    return q ? state.choices.filter((c) => c.name.toLowerCase().includes(q)) : state.choices;
  }, [state, query]);

  function choose(choice: Choice) {
    setChoosing(choice._id);
    // A team belongs to one organisation: choosing another organisation drops the team.
    selectContext(
      kind === "organization" ? { organizationId: choice._id, teamId: null } : { teamId: choice._id },
    );
    // A full page load, not router.push: the client router may still hold /dashboard as "redirect to
    // /select-dashboard" from the sign-in, and nothing of the previous context should survive the switch.
    window.location.assign(ROUTES.dashboard);
  }

  return (
    <Card className="w-full max-w-lg">
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t(`${kind}.title`)}</h1>
        </CardTitle>
        <CardDescription>{t(`${kind}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.status === "loading" ? (
          <div className="grid gap-2" role="status" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : null}

        {state.status === "error" ? (
          <Alert variant="destructive">
            <AlertTitle>{t("loadFailedTitle")}</AlertTitle>
            <AlertDescription>
              <p>{state.message ?? t("loadFailed")}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void load()}>
                {t("tryAgain")}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        {state.status === "ready" && state.choices.length === 0 ? (
          <p
            role="status"
            className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground"
          >
            {t(`${kind}.empty`)}
          </p>
        ) : null}

        {state.status === "ready" && state.choices.length >= SEARCH_FROM ? (
          <div className="relative">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={t("search")}
              placeholder={t("searchPlaceholder")}
              className="pl-9"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        ) : null}

        {state.status === "ready" && state.choices.length > 0 ? (
          <ul className="grid gap-2" aria-label={t(`${kind}.listLabel`)}>
            {visible.map((choice) => (
              <li key={choice._id}>
                <Button
                  variant="outline"
                  className="h-auto w-full justify-start gap-3 px-4 py-3 text-left"
                  disabled={choosing !== null}
                  aria-busy={choosing === choice._id || undefined}
                  onClick={() => choose(choice)}
                >
                  <Icon aria-hidden className="text-muted-foreground" />
                  <span className="min-w-0 flex-1 truncate">{choice.name}</span>
                  {current === choice._id ? (
                    <Badge variant="secondary">
                      <CheckIcon aria-hidden />
                      {t("current")}
                    </Badge>
                  ) : null}
                  {choosing === choice._id ? <Spinner /> : <ChevronRightIcon aria-hidden />}
                </Button>
              </li>
            ))}
            {visible.length === 0 ? (
              <li className="px-1 py-4 text-center text-sm text-muted-foreground" role="status">
                {t("noMatch", { query })}
              </li>
            ) : null}
          </ul>
        ) : null}

        {state.status === "ready" && kind === "organization" && state.total > state.choices.length ? (
          <OrganizationsShown
            shown={state.choices.length}
            total={state.total}
            lowerBound={state.totalIsLowerBound}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
