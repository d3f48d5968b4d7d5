"use client";

import { NotebookPenIcon, PencilIcon, TargetIcon, UserMinusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { EmptyRow, FramedTable } from "@/components/data-table/framed-table";
import { RoleBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard, identityItems, timestampItems } from "@/components/management/detail-list";
import { isAdmin, isNotAthlete, type Viewer } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useBusyAction } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { teams } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import type { TeamWithMembersDoc } from "@/lib/contracts/teams/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { AddMembersDialog } from "./add-members-dialog";

export interface TeamViewProps {
  id: string;
  viewer: Viewer;
  /** Shown as /dashboard/teams/current/view: edit goes to the current team's edit page, no delete. */
  current?: boolean;
  back?: BackTarget;
}

/** A team's details and members; admins add and remove members (PUT /teams/{id}/members). */
export function TeamView({ id, viewer, current = false, back }: TeamViewProps) {
  const t = useTranslations("teams.view");
  const router = useRouter();
  const team = useResource(request(teams.get, { params: { id } }));
  const editHref = current ? `${ROUTES.teams}/current/edit` : PAGES.teams.edit(id);

  const actions = team.data ? (
    <>
      {isNotAthlete(viewer) ? (
        <LinkButton href={PAGES.coachingNotes.byTeam(id)} Icon={NotebookPenIcon} variant="ghost">
          {t("coachingNotes")}
        </LinkButton>
      ) : null}
      {isNotAthlete(viewer) ? (
        <LinkButton href={PAGES.goals.byTeam(id)} Icon={TargetIcon} variant="ghost">
          {t("goals")}
        </LinkButton>
      ) : null}
      {isNotAthlete(viewer) ? (
        <LinkButton href={editHref} Icon={PencilIcon} variant="outline">
          {t("edit")}
        </LinkButton>
      ) : null}
      {isAdmin(viewer) && !current ? (
        <DeleteButton
          path={pathOf(teams.remove, { params: { id } })}
          label={t("team")}
          name={team.data.name}
          onDeleted={() => router.push(ROUTES.teams)}
        />
      ) : null}
    </>
  ) : null;

  return (
    <PageShell
      title={team.data?.name ?? (current ? t("myTeam") : t("team"))}
      description={current ? t("currentDescription") : t("description")}
      back={back}
      actions={actions}
    >
      <Loaded resource={team} rows={3}>
        {(data) => (
          <>
            <DetailCard
              title={t("details")}
              items={[
                ...identityItems(data),
                { label: t("members"), value: data.usersCount ?? data.users?.length ?? 0 },
                ...timestampItems(data),
                { label: t("descriptionLabel"), value: data.description, wide: true },
              ]}
            />
            <MembersCard team={data} viewer={viewer} onChanged={team.setData} />
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

function MembersCard({
  team,
  viewer,
  onChanged,
}: {
  team: TeamWithMembersDoc;
  viewer: Viewer;
  onChanged: (team: TeamWithMembersDoc) => void;
}) {
  const t = useTranslations("teams.members");
  const removal = useBusyAction<string>();
  const members = team.users ?? [];
  const admin = isAdmin(viewer);

  function remove(userId: string) {
    return removal.run(userId, async () => {
      const updated = await call(teams.updateMembers, {
        params: { id: team._id },
        body: { usersToAdd: [], usersToRemove: [userId] },
      });
      toastSuccess(t("updated"));
      onChanged(updated);
    });
  }

  return (
    <SectionCard
      title={t("title")}
      description={t("count", { count: members.length })}
      action={admin ? <AddMembersDialog team={team} onChanged={onChanged} /> : null}
    >
      <FramedTable
        label={t("title")}
        columns={[t("name"), t("email"), t("role")]}
        extraHead={
          admin ? (
            <TableHead className="w-0">
              <span className="sr-only">{t("actions")}</span>
            </TableHead>
          ) : null
        }
      >
        {members.length === 0 ? (
          <EmptyRow colSpan={admin ? 4 : 3}>{t("empty")}</EmptyRow>
        ) : (
          members.map((member) => (
            <TableRow key={member._id}>
              <TableCell className="font-medium">
                {isNotAthlete(viewer) ? (
                  <Link href={PAGES.users.view(member._id)} className="hover:underline">
                    {member.name}
                  </Link>
                ) : (
                  member.name
                )}
              </TableCell>
              <TableCell className="text-muted-foreground">{member.email ?? "—"}</TableCell>
              <TableCell>{member.role ? <RoleBadge role={member.role} /> : "—"}</TableCell>
              {admin ? (
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(member._id)}
                    loading={removal.busy === member._id}
                    disabled={removal.busy !== null}
                    aria-label={t("removeName", { name: member.name })}
                  >
                    {removal.busy === member._id ? null : <UserMinusIcon />}
                    {t("remove")}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))
        )}
      </FramedTable>
    </SectionCard>
  );
}
