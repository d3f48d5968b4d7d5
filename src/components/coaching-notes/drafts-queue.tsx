"use client";

import { CheckIcon, PencilIcon, SparklesIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";
import { useList } from "@/components/data-table/use-list";
import { useRevalidateWhenRestored } from "@/components/management/use-revalidate-when-restored";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/i18n/format";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { COACHING_NOTE_LIMITS } from "@/lib/constants";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import type { Page } from "@/lib/contracts/list-query";
import { ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { draftsQuery } from "./drafts-query";
import { NOTES_CHANGED_EVENT } from "./notes-table";

/**
 * "Drafts to review": what the AI drafted after assessments (observations, and coach-prompts when an area fell),
 * for the coach to approve (as written or edited) or discard. Until then a draft reaches neither the athlete nor
 * the AI coach. On the coach's home and the coaching-notes pages; `toUser` narrows it to one athlete. `initial` is
 * the queue as the server read it with the page (the coach's home), so it shows, and takes its place, at once.
 */
export function DraftsQueue({
  toUser,
  initial,
}: {
  toUser?: string;
  /** `readId` is made afresh for each read: the same payload shown again (Back, Forward) is fetched again. */
  initial?: { page: Page<CoachingNoteDocument>; readId: string };
}) {
  const t = useTranslations("coachingNotes.drafts");
  const [refresh, setRefresh] = React.useState(0);
  const query = React.useMemo(() => draftsQuery(toUser), [toUser]);
  const result = useList<CoachingNoteDocument>(coachingNotes.paginate.path, query, {
    refreshKey: refresh,
    initial: initial ? { query, page: initial.page } : undefined,
  });
  useRevalidateWhenRestored(initial?.readId, () => setRefresh((n) => n + 1));
  const docs = result.data?.docs ?? [];
  const total = result.data?.totalDocs ?? 0;
  // Past the list's count cap the total is a lower bound: "990 more" would understate it.
  const more = result.data?.totalIsLowerBound ? "moreThan" : "more";
  return (
    <SectionCard title={t("title")} description={t("description")}>
      {result.loading && !result.data ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : docs.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <SparklesIcon aria-hidden className="size-4" />
          {t("empty")}
        </p>
      ) : (
        <ul className="grid gap-4" aria-label={t("title")}>
          {docs.map((draft) => (
            <li key={draft._id}>
              <DraftItem draft={draft} onDone={() => setRefresh((n) => n + 1)} />
            </li>
          ))}
        </ul>
      )}
      {total > docs.length ? (
        <p className="mt-3 text-sm text-muted-foreground">{t(more, { count: total - docs.length })}</p>
      ) : null}
    </SectionCard>
  );
}

function SourceLine({ draft }: { draft: CoachingNoteDocument }) {
  const t = useTranslations("coachingNotes.drafts");
  const format = useFormat();
  const sources = () =>
    draft.sources.map((source, index) => (
      <React.Fragment key={source.id}>
        {index > 0 ? ", " : null}
        {source.kind === "chat"
          ? t.rich("chatSource", {
              title: source.title,
              date: format.date(source.at),
              link: (chunks) => (
                <Link href={`${ROUTES.chats}/${source.id}`} className="underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })
          : t("journalSource", { title: source.title, date: format.date(source.at) })}
      </React.Fragment>
    ));
  return (
    <p className="text-xs text-muted-foreground">
      {draft.toUserName
        ? t.rich("sourceFor", { name: draft.toUserName, sources })
        : t.rich("sourceForAthlete", { sources })}
    </p>
  );
}

function DraftItem({ draft, onDone }: { draft: CoachingNoteDocument; onDone: () => void }) {
  const t = useTranslations("coachingNotes");
  const te = useTranslations("enums");
  const [editing, setEditing] = React.useState(false);
  const [title, setTitle] = React.useState(draft.title);
  const [content, setContent] = React.useState(draft.content);
  const [busy, setBusy] = React.useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toastSuccess(done);
      onDone();
      window.dispatchEvent(new Event(NOTES_CHANGED_EVENT));
    } catch {
      setBusy(false); // the client toasted the error
    }
  }
  const approve = (edited: boolean) =>
    run(
      () =>
        call(coachingNotes.approve, { params: { id: draft._id }, body: edited ? { title, content } : {} }),
      t("drafts.approved"),
    );
  const discard = () =>
    run(() => call(coachingNotes.remove, { params: { id: draft._id } }), t("drafts.discarded"));

  return (
    <article
      className="grid gap-2 rounded-lg border p-4"
      aria-label={t("drafts.draftLabel", { title: draft.title })}
      data-testid="draft"
    >
      <p className="text-xs font-medium text-primary">
        {t("drafts.kind", { type: te(`coachingNoteTypes.${draft.type}`) })}
      </p>
      {editing ? (
        <div className="grid gap-3">
          <FormField label={t("fields.title")}>
            <Input
              value={title}
              maxLength={COACHING_NOTE_LIMITS.title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </FormField>
          <FormField label={t("fields.content")}>
            <Textarea
              value={content}
              rows={4}
              maxLength={COACHING_NOTE_LIMITS.content}
              onChange={(e) => setContent(e.target.value)}
            />
          </FormField>
        </div>
      ) : (
        <>
          <h3 className="font-medium">{draft.title}</h3>
          <p className="break-words whitespace-pre-wrap text-sm">{draft.content}</p>
        </>
      )}
      <SourceLine draft={draft} />
      <div className="flex flex-wrap gap-2 pt-1">
        {editing ? (
          <>
            <Button
              size="sm"
              disabled={busy || !title.trim() || !content.trim()}
              onClick={() => approve(true)}
            >
              <CheckIcon />
              {t("drafts.saveAndApprove")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(false)}>
              {t("drafts.cancel")}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" disabled={busy} onClick={() => approve(false)}>
              <CheckIcon />
              {t("drafts.approve")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
              <PencilIcon />
              {t("drafts.edit")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={discard}>
              <Trash2Icon />
              {t("drafts.discard")}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
