"use client";

import {
  ActivityIcon,
  BrainIcon,
  ChartLineIcon,
  MessagesSquareIcon,
  NotebookPenIcon,
  PencilIcon,
  ScrollTextIcon,
  SettingsIcon,
  SlidersHorizontalIcon,
  StickyNoteIcon,
  TargetIcon,
  UserIcon,
} from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { MemberCheckIns } from "@/components/check-ins/member-check-ins";
import { DeleteButton } from "@/components/management/confirm-delete";
import { canEditUser, isAdmin, isNotAthlete, type Viewer } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { type EditLinks, ProfileDetailsSections } from "@/components/profile/profile-details";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { users } from "@/lib/api/browser-endpoints";
import { pathOf, request } from "@/lib/api/call";
import { PAGES, ROUTES } from "@/lib/routes";
import { EraseUserButton } from "./erase-user-button";
import { ResendInvitationButton } from "./resend-invitation-button";
import { UserAccountCard, UserDetailsCard } from "./user-cards";

/** /dashboard/users/view/{id}: a user's account and profile, with edit and delete for those allowed. */
export function UserView({ id, viewer, back }: { id: string; viewer: Viewer; back?: BackTarget }) {
  const t = useTranslations("users.view");
  const router = useRouter();
  const user = useResource(request(users.get, { params: { id } }));
  const data = user.data;
  // Someone else's record: coaches and admins read their chats, admins delete or erase them.
  const coachOfOther = isNotAthlete(viewer) && id !== viewer._id;
  const adminOfOther = isAdmin(viewer) && id !== viewer._id;

  const actions = data ? (
    <>
      <LinkButton href={PAGES.profile(id)} Icon={UserIcon} variant="ghost">
        {t("profile")}
      </LinkButton>
      <LinkButton href={PAGES.userMetrics(id)} Icon={ChartLineIcon} variant="ghost">
        {t("metrics")}
      </LinkButton>
      {coachOfOther ? (
        // Coaches and admins read the chats of the people in their scope (§2: not athletes).
        <>
          <LinkButton href={PAGES.chats.byUser(id)} Icon={MessagesSquareIcon} variant="ghost">
            {t("chats")}
          </LinkButton>
          <LinkButton href={PAGES.userBrief(id)} Icon={BrainIcon} variant="ghost">
            {t("aiKnows")}
          </LinkButton>
          <LinkButton href={PAGES.goals.byUser(id)} Icon={TargetIcon} variant="ghost">
            {t("goals")}
          </LinkButton>
        </>
      ) : null}
      <LinkButton href={PAGES.assessments.byUser(id)} Icon={ActivityIcon} variant="ghost">
        {t("assessments")}
      </LinkButton>
      <LinkButton href={PAGES.coachingNotes.byUser(id)} Icon={NotebookPenIcon} variant="ghost">
        {t("coachingNotes")}
      </LinkButton>
      {isAdmin(viewer) ? (
        <LinkButton href={PAGES.auditOf(id)} Icon={ScrollTextIcon} variant="ghost">
          {t("auditTrail")}
        </LinkButton>
      ) : null}
      {canEditUser(viewer, data) ? (
        <LinkButton href={PAGES.users.edit(id)} Icon={PencilIcon} variant="outline">
          {t("edit")}
        </LinkButton>
      ) : null}
      {adminOfOther && !data.lastLoginAt ? <ResendInvitationButton id={id} /> : null}
      {adminOfOther ? (
        <>
          <DeleteButton
            path={pathOf(users.remove, { params: { id } })}
            label={t("user")}
            name={data.name}
            description={t("deleteText", { name: data.name })}
            onDeleted={() => router.push(ROUTES.users)}
          />
          <EraseUserButton id={id} name={data.name} onErased={() => router.push(ROUTES.users)} />
        </>
      ) : null}
    </>
  ) : null;

  return (
    <PageShell
      title={data?.name ?? t("user")}
      description={data?.email ?? t("description")}
      back={back}
      actions={actions}
    >
      <Loaded resource={user} rows={6}>
        {(data) => (
          <>
            <UserAccountCard user={data} />
            <UserDetailsCard details={data.details} />
            {data.role === "user" && coachOfOther ? <MemberCheckIns userId={id} /> : null}
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

/** Where one edits each part of one's own profile: athletes their sport profile on the athlete form. */
function ownEditLinks(viewer: Viewer): EditLinks {
  const personality = `${ROUTES.intakeForm}?step=personality`;
  return {
    about: `${ROUTES.userPreferences}?tab=personal`,
    wellbeing: viewer.role === "user" ? ROUTES.athleteForm : `${ROUTES.userPreferences}?tab=wellbeing`,
    preferences: `${ROUTES.userPreferences}?tab=preferences`,
    personality,
    archetypes: personality,
  };
}

/**
 * /dashboard/profile (own, from GET /users/me) and /dashboard/profile/{id} (someone else's, GET /users/{id}):
 * the account, the details in readable sections (src/components/profile) and a link to the annotations.
 */
export function ProfileView({ id, viewer, back }: { id?: string; viewer: Viewer; back?: BackTarget }) {
  const t = useTranslations("users.profileView");
  const self = !id || id === viewer._id;
  const user = useResource(id ? request(users.get, { params: { id } }) : request(users.getMe, {}));
  const data = user.data;

  const annotations = (
    <LinkButton href={PAGES.userAnnotations(id ?? viewer._id)} Icon={StickyNoteIcon} variant="ghost">
      {t("annotations")}
    </LinkButton>
  );

  const actions = self ? (
    <>
      {annotations}
      <LinkButton href={ROUTES.coachKnows} Icon={BrainIcon} variant="outline">
        {t("coachKnows")}
      </LinkButton>
      <LinkButton href={ROUTES.accountSettings} Icon={SettingsIcon} variant="outline">
        {t("accountSettings")}
      </LinkButton>
      <LinkButton href={ROUTES.userPreferences} Icon={SlidersHorizontalIcon} variant="outline">
        {t("preferences")}
      </LinkButton>
    </>
  ) : isNotAthlete(viewer) && id ? (
    <>
      {annotations}
      <Button asChild variant="outline">
        <Link href={PAGES.users.view(id)}>{t("manageUser")}</Link>
      </Button>
    </>
  ) : null;

  return (
    <PageShell
      title={self ? t("myProfile") : (data?.name ?? t("profile"))}
      description={
        self ? (viewer.role === "user" ? t("athleteDescription") : t("staffDescription")) : data?.email
      }
      back={back}
      actions={actions}
    >
      <Loaded resource={user} rows={6}>
        {(data) => (
          <>
            <UserAccountCard user={data} />
            <ProfileDetailsSections
              details={data.details}
              self={self}
              edit={self ? ownEditLinks(viewer) : undefined}
            />
          </>
        )}
      </Loaded>
    </PageShell>
  );
}
