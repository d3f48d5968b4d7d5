"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { EditOrCreate } from "@/components/management/edit-or-create";
import { SwitchField } from "@/components/management/fields";
import { contractsLoader, optional, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { IdentityFields } from "@/components/management/identity-fields";
import { useSaveDocument } from "@/components/management/save-document";
import { Card, CardContent } from "@/components/ui/card";
import { teams } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { createTeamSchema, TeamDoc } from "@/lib/contracts/teams/schemas";
import { PAGES, ROUTES } from "@/lib/routes";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/teams/schemas"));

export interface TeamFormProps {
  /** Edit this team; without it the form creates one. */
  id?: string;
  /** Editing the current team: go back to /dashboard/teams/current/view after saving. */
  current?: boolean;
}

/** Create or edit a team (POST /teams, PUT /teams/{id}), validated with the shared team contracts. */
export function TeamForm({ id, current = false }: TeamFormProps) {
  return (
    <EditOrCreate edit={id ? request(teams.get, { params: { id } }) : null}>
      {(team) => <TeamFields team={team} current={current} />}
    </EditOrCreate>
  );
}

function TeamFields({ team, current }: { team?: TeamDoc; current: boolean }) {
  const t = useTranslations("teams.form");
  const saveDocument = useSaveDocument();
  const router = useRouter();
  const form = useContractForm(contracts, {
    name: team?.name ?? "",
    slug: team?.slug ?? "",
    description: team?.description ?? "",
    active: team?.active ?? true,
  });
  const { values, bindSwitch } = form;
  const cancelHref = team
    ? current
      ? `${ROUTES.teams}/current/view`
      : PAGES.teams.view(team._id)
    : ROUTES.teams;

  async function save() {
    const body = {
      name: values.name,
      slug: optional(values.slug),
      description: values.description.trim(),
      active: values.active,
    };
    await form.submitValid(
      (c) => (team ? c.updateTeamSchema : c.createTeamSchema),
      body,
      async (data) => {
        await saveDocument(
          t("team"),
          team && (() => call(teams.update, { params: { id: team._id }, body: data })),
          () => call(teams.create, { body: data as z.input<typeof createTeamSchema> }),
        );
        router.push(team ? cancelHref : ROUTES.teams);
      },
    );
  }

  return (
    <Card>
      <FormElement form={form} onSubmit={save} className="grid gap-6">
        <CardContent className="grid gap-5">
          <IdentityFields form={form} />
          <SwitchField label={t("active")} {...bindSwitch("active")} />
        </CardContent>
        <FormFooter cancelHref={cancelHref} submitLabel={team ? t("save") : t("create")} />
      </FormElement>
    </Card>
  );
}
