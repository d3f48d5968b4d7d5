"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import { DeleteButton } from "@/components/management/confirm-delete";
import type { Viewer } from "@/components/management/display";
import { contractsLoader, useContractForm } from "@/components/management/form";
import { FormElement, SubmitButton } from "@/components/management/form-element";
import { LoadError, Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/i18n/format";
import { users } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import { ANNOTATIONS_LIMIT } from "@/lib/constants";
import type { AnnotationDoc } from "@/lib/contracts/annotations/schemas";
import { ANNOTATION_CONTENT_MAX, mayDeleteAnnotation } from "@/lib/contracts/annotations/values";
import { PAGES, ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/annotations/schemas"));

function preview(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * /dashboard/users/annotations/{id}: short texts about a user, newest first (POST /users/annotations with
 * filters.user, limit 100, page 1), a box to add one and delete for the rows the viewer may delete.
 */
export function UserAnnotations({ id, viewer }: { id: string; viewer: Viewer }) {
  const t = useTranslations("profile.annotations");
  const te = useTranslations("errors");
  const format = useFormat();
  const self = id === viewer._id;
  const user = useResource(self ? request(users.getMe, {}) : request(users.get, { params: { id } }));
  const [list, setList] = React.useState<{ data: AnnotationDoc[] | null; error: Error | null }>({
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = React.useState(0);
  const reload = React.useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to force a refetch.
  React.useEffect(() => {
    const controller = new AbortController();
    call(
      users.annotations,
      { body: { filters: { user: id }, limit: ANNOTATIONS_LIMIT, page: 1 } },
      { signal: controller.signal, toastOnError: false },
    ).then(
      (page) => !controller.signal.aborted && setList({ data: page.docs, error: null }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setList({
          data: null,
          error: error instanceof Error ? error : new Error(te("codes.INTERNAL_ERROR")),
        }),
    );
    return () => controller.abort();
  }, [id, attempt]);

  const name = user.data?.name;
  const back = self
    ? { href: ROUTES.profile, label: t("myProfile") }
    : { href: PAGES.profile(id), label: name ?? t("profile") };

  return (
    <PageShell
      title={self ? t("titleSelf") : name ? t("titleNamed", { name }) : t("title")}
      description={self ? t("descriptionSelf") : t("descriptionOther")}
      back={back}
    >
      {user.error ? <LoadError error={user.error} onRetry={user.reload} /> : null}
      {user.error ? null : <AddAnnotation userId={id} onAdded={reload} />}
      <Loaded resource={{ ...list, reload }} rows={3}>
        {(docs) => (
          <SectionCard title={t("listTitle")} description={t("count", { count: docs.length })}>
            {docs.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("empty")}</p>
            ) : (
              <ul className="grid divide-y" aria-label={t("listTitle")}>
                {docs.map((a) => (
                  <li
                    key={a._id}
                    className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="grid gap-1">
                      <p className="text-xs text-muted-foreground">
                        <span className="font-medium text-foreground">
                          {a.author?.name ?? t("deletedUser")}
                        </span>
                        {" · "}
                        <time dateTime={a.createdAt}>{format.dateTime(a.createdAt)}</time>
                      </p>
                      <p className="text-sm break-words whitespace-pre-line">{a.content}</p>
                    </div>
                    {mayDeleteAnnotation(viewer, a.author?._id) ? (
                      <DeleteButton
                        compact
                        path={pathOf(users.removeAnnotation, { params: { id: a._id } })}
                        label={t("deleteLabel")}
                        name={t("deleteName", { preview: preview(a.content) })}
                        description={t("deleteDescription")}
                        onDeleted={reload}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        )}
      </Loaded>
    </PageShell>
  );
}

function AddAnnotation({ userId, onAdded }: { userId: string; onAdded: () => void }) {
  const t = useTranslations("profile.annotations");
  const form = useContractForm(contracts, { content: "" });

  async function save() {
    const ok = await form.submitValid(
      (c) => c.addAnnotationSchema,
      { user: userId, content: form.values.content },
      async (data) => {
        await call(users.addAnnotation, { body: data });
        toastSuccess(t("created"));
      },
    );
    if (ok) {
      form.setValue("content", "");
      onAdded();
    }
  }

  return (
    <Card>
      <FormElement form={form} onSubmit={save}>
        <CardContent className="grid gap-2">
          <FormField
            label={t("newLabel")}
            error={form.errors.content}
            description={t("newDescription", { max: ANNOTATION_CONTENT_MAX })}
          >
            <Textarea
              value={form.values.content}
              onChange={(e) => form.setValue("content", e.target.value)}
              rows={3}
              maxLength={ANNOTATION_CONTENT_MAX}
            />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end pt-4">
          <SubmitButton>{t("add")}</SubmitButton>
        </CardFooter>
      </FormElement>
    </Card>
  );
}
