"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

import { ActiveBadge, RoleBadge, tags } from "@/components/management/badges";
import { DetailCard, type DetailItem, DetailList } from "@/components/management/detail-list";
import { organizationName, phoneText, teamNames } from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import type { UserDetailsDoc, UserDoc } from "@/lib/contracts/users/schemas";

/** The account part of a user: identity, role, organisation, teams, status and activity. */
export function UserAccountCard({
  user,
  title,
  action,
}: {
  user: UserDoc;
  title?: string;
  action?: React.ReactNode;
}) {
  const t = useTranslations("users.account");
  const format = useFormat();
  return (
    <DetailCard
      title={title ?? t("title")}
      action={action}
      items={[
        { label: t("name"), value: user.name },
        { label: t("email"), value: user.email },
        {
          label: t("role"),
          value: (
            <span className="inline-flex gap-1.5">
              <RoleBadge role={user.role} />
              {user.isAdminMaster ? <Badge variant="outline">{t("masterAdmin")}</Badge> : null}
            </span>
          ),
        },
        { label: t("status"), value: <ActiveBadge active={user.active} /> },
        { label: t("organization"), value: organizationName(user.organization) },
        { label: t("teams"), value: tags(teamNames(user.teams)) },
        { label: t("phone"), value: phoneText(user) },
        { label: t("timezone"), value: user.timezone },
        { label: t("lastLogin"), value: format.dateTime(user.lastLoginAt, t("never")) },
        {
          label: t("streak"),
          value:
            user.streakDays !== undefined
              ? t("streakDays", { count: user.streakDays, best: user.maxStreakDays ?? user.streakDays })
              : null,
        },
        { label: t("intakeForm"), value: user.filledIntakeForm ? t("filled") : t("notFilled") },
        { label: t("invisible"), value: user.invisibleToOthers ? t("yes") : t("no") },
        { label: t("memberSince"), value: format.dateTime(user.createdAt) },
      ]}
    />
  );
}

/** The profile (user details): personal information, preferences and wellbeing, as a summary. */
export function UserDetailsCard({
  details,
  editHref,
  description,
}: {
  details: UserDetailsDoc | null | undefined;
  /** Where the person edits these (their own preferences page). */
  editHref?: string;
  description?: string;
}) {
  const t = useTranslations("users.profile");
  return (
    <SectionCard
      title={t("title")}
      description={description}
      action={
        editHref ? (
          <Link href={editHref} className="text-sm text-primary hover:underline">
            {t("editPreferences")}
          </Link>
        ) : null
      }
      contentClassName="grid gap-6"
    >
      {details ? (
        <ProfileSections d={details} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
    </SectionCard>
  );
}

function DetailSection({ title, items }: { title: string; items: DetailItem[] }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <DetailList items={items} />
    </section>
  );
}

function ProfileSections({ d }: { d: UserDetailsDoc }) {
  const t = useTranslations("users.profile");
  const te = useTranslations("enums");
  const format = useFormat();
  return (
    <>
      <DetailSection
        title={t("personal")}
        items={[
          { label: t("preferredName"), value: d.preferredName },
          { label: t("gender"), value: d.preferredGender ? te(`genders.${d.preferredGender}`) : null },
          { label: t("birthDate"), value: format.day(d.birthDate, "") },
          { label: t("bio"), value: d.bio, wide: true },
          { label: t("background"), value: d.background, wide: true },
        ]}
      />
      <DetailSection
        title={t("preferences")}
        items={[
          {
            label: t("language"),
            value: d.preferredLanguage ? te(`languages.${d.preferredLanguage}`) : null,
          },
          { label: t("communicationTone"), value: d.preferredCommunicationTone },
          { label: t("problemSolving"), value: d.preferredProblemSolvingApproach },
          { label: t("learningStyle"), value: d.preferredLearningStyle },
          { label: t("feedbackStyle"), value: d.preferredFeedbackStyle },
          { label: t("emotionalSupport"), value: d.preferredEmotionalSupport },
          { label: t("otherPreferences"), value: d.otherPreferences, wide: true },
        ]}
      />
      <DetailSection
        title={t("wellbeing")}
        items={[
          {
            label: t("injuryStatus"),
            value: d.injuryStatus?.value ? te(`injury.${d.injuryStatus.value}`) : null,
          },
          { label: t("injuryDescription"), value: d.injuryStatus?.description },
          { label: t("stressTriggers"), value: tags(d.stressTriggers) },
          { label: t("keyMotivators"), value: tags(d.keyMotivators) },
        ]}
      />
    </>
  );
}
