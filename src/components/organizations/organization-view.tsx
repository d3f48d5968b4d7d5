"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";

import { activeColumn, countColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { DataTable } from "@/components/data-table/data-table";
import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard, identityItems, timestampItems } from "@/components/management/detail-list";
import { isAdmin, type Viewer } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { organizations, teams } from "@/lib/api/browser-endpoints";
import { pathOf, request } from "@/lib/api/call";
import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { CURRENT_ORGANIZATION_EDIT } from "./organization-pages";

export interface OrganizationViewProps {
  id: string;
  viewer: Viewer;
  /** The organisation the dashboard acts in; its teams can be listed (the teams list is per organisation). */
  contextOrganizationId: string | null;
  /** Shown as /dashboard/organization/view. */
  current?: boolean;
  back?: BackTarget;
}

/** An organisation's details, address, chat configuration, member and team counts, and its teams. */
export function OrganizationView({
  id,
  viewer,
  contextOrganizationId,
  current = false,
  back,
}: OrganizationViewProps) {
  const t = useTranslations("organizations");
  const format = useFormat();
  const router = useRouter();
  const org = useResource(request(organizations.get, { params: { id } }));
  const canEdit = current ? isAdmin(viewer) : viewer.isAdminMaster;
  const editHref = current ? CURRENT_ORGANIZATION_EDIT : PAGES.organizations.edit(id);
  const data = org.data;

  const actions = data ? (
    <>
      {canEdit ? (
        <LinkButton href={editHref} Icon={PencilIcon} variant="outline">
          {t("view.edit")}
        </LinkButton>
      ) : null}
      {viewer.isAdminMaster && !current && id !== viewer.organizationId ? (
        <DeleteButton
          path={pathOf(organizations.remove, { params: { id } })}
          label={t("organization")}
          name={data.name}
          description={t("deleteText", { name: data.name })}
          onDeleted={() => router.push(ROUTES.organizations)}
        />
      ) : null}
    </>
  ) : null;

  const address = data?.address;
  const addressText = address
    ? [address.address, address.city, address.state, address.country].filter(Boolean).join(", ")
    : "";
  const chat = data?.chatConfig ?? {};

  return (
    <PageShell
      title={data?.name ?? t("organization")}
      description={current ? t("view.currentDescription") : t("view.description")}
      back={back}
      actions={actions}
    >
      <Loaded resource={org}>
        {(data) => (
          <>
            <DetailCard
              title={t("view.details")}
              items={[
                ...identityItems(data),
                {
                  label: t("view.masterOrganization"),
                  value: data.masterOrganization ? <Badge>{t("view.master")}</Badge> : t("view.no"),
                },
                { label: t("view.members"), value: data.usersCount ?? "—" },
                { label: t("view.teams"), value: data.teamsCount ?? "—" },
                { label: t("view.address"), value: addressText, wide: true },
                { label: t("view.descriptionLabel"), value: data.description, wide: true },
                { label: t("view.supportContacts"), value: data.supportContacts, wide: true },
                ...timestampItems(data),
              ]}
            />
            <DetailCard
              title={t("view.chatConfiguration")}
              items={[
                {
                  label: t("view.usersCanConfigure"),
                  value: chat.usersCanConfigureChat ? t("view.yes") : t("view.no"),
                },
                {
                  label: t("view.model"),
                  value: chat.model ?? t("view.default", { value: DEFAULT_CHAT_MODEL }),
                },
                {
                  label: t("view.temperature"),
                  value:
                    chat.temperature === undefined || chat.temperature === null
                      ? t("view.default", { value: format.number(DEFAULT_TEMPERATURE) })
                      : format.number(chat.temperature),
                },
                {
                  label: t("view.maxTokens"),
                  value:
                    chat.maxTokens === undefined || chat.maxTokens === null
                      ? t("view.noLimit")
                      : format.number(chat.maxTokens, { useGrouping: false }),
                },
              ]}
            />
            {id === contextOrganizationId ? <OrganizationTeams /> : null}
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

function OrganizationTeams() {
  const t = useTranslations("organizations.teams");
  const columns = React.useMemo<ColumnDef<TeamDoc>[]>(
    () => [
      nameColumn(PAGES.teams.view),
      countColumn("usersCount", t("members"), 0),
      activeColumn(false),
      createdColumn(),
    ],
    [t],
  );
  return (
    <SectionCard title={t("title")} description={t("description")}>
      <DataTable<TeamDoc>
        path={teams.paginate.path}
        label={t("label")}
        columns={columns}
        syncUrl={false}
        searchPlaceholder={t("search")}
        emptyText={t("empty")}
      />
    </SectionCard>
  );
}
