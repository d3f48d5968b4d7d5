"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
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
import { organizations, teams } from "@/lib/api/browser-endpoints";
import { pathOf, request } from "@/lib/api/call";
import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { CURRENT_ORGANIZATION_EDIT, deleteOrganizationText } from "./organization-pages";

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
  const router = useRouter();
  const org = useResource(request(organizations.get, { params: { id } }));
  const canEdit = current ? isAdmin(viewer) : viewer.isAdminMaster;
  const editHref = current ? CURRENT_ORGANIZATION_EDIT : PAGES.organizations.edit(id);
  const data = org.data;

  const actions = data ? (
    <>
      {canEdit ? (
        <LinkButton href={editHref} Icon={PencilIcon} variant="outline">
          Edit
        </LinkButton>
      ) : null}
      {viewer.isAdminMaster && !current && id !== viewer.organizationId ? (
        <DeleteButton
          path={pathOf(organizations.remove, { params: { id } })}
          label="Organization"
          name={data.name}
          description={deleteOrganizationText(data.name)}
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
      title={data?.name ?? "Organization"}
      description={current ? "Your current organisation" : "Organisation details"}
      back={back}
      actions={actions}
    >
      <Loaded resource={org}>
        {(data) => (
          <>
            <DetailCard
              title="Details"
              items={[
                ...identityItems(data),
                {
                  label: "Master organization",
                  value: data.masterOrganization ? <Badge>Master</Badge> : "No",
                },
                { label: "Members", value: data.usersCount ?? "—" },
                { label: "Teams", value: data.teamsCount ?? "—" },
                { label: "Address", value: addressText, wide: true },
                { label: "Description", value: data.description, wide: true },
                { label: "Support contacts", value: data.supportContacts, wide: true },
                ...timestampItems(data),
              ]}
            />
            <DetailCard
              title="Chat configuration"
              items={[
                { label: "Users can configure chat", value: chat.usersCanConfigureChat ? "Yes" : "No" },
                { label: "Model", value: chat.model ?? `Default (${DEFAULT_CHAT_MODEL})` },
                { label: "Temperature", value: chat.temperature ?? `Default (${DEFAULT_TEMPERATURE})` },
                { label: "Max tokens", value: chat.maxTokens ?? "No limit" },
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
  const columns = React.useMemo<ColumnDef<TeamDoc>[]>(
    () => [
      nameColumn(PAGES.teams.view),
      countColumn("usersCount", "Members", 0),
      activeColumn(false),
      createdColumn(),
    ],
    [],
  );
  return (
    <SectionCard title="Teams" description="The teams of this organisation you can see.">
      <DataTable<TeamDoc>
        path={teams.paginate.path}
        label="Organization teams"
        columns={columns}
        syncUrl={false}
        searchPlaceholder="Search teams…"
        emptyText="This organisation has no teams yet."
      />
    </SectionCard>
  );
}
