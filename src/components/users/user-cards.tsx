"use client";

import Link from "next/link";

import { ActiveBadge, RoleBadge, tags } from "@/components/management/badges";
import { DetailCard, type DetailItem, DetailList } from "@/components/management/detail-list";
import {
  formatDateTime,
  formatDay,
  GENDER_LABELS,
  INJURY_LABELS,
  LANGUAGE_LABELS,
  organizationName,
  phoneText,
  teamNames,
} from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "@/components/ui/section-card";
import type { UserDetailsDoc, UserDoc } from "@/lib/contracts/users/schemas";
import { plural } from "@/lib/utils";

/** The account part of a user: identity, role, organisation, teams, status and activity. */
export function UserAccountCard({
  user,
  title = "Account",
  action,
}: {
  user: UserDoc;
  title?: string;
  action?: React.ReactNode;
}) {
  return (
    <DetailCard
      title={title}
      action={action}
      items={[
        { label: "Name", value: user.name },
        { label: "Email", value: user.email },
        {
          label: "Role",
          value: (
            <span className="inline-flex gap-1.5">
              <RoleBadge role={user.role} />
              {user.isAdminMaster ? <Badge variant="outline">Master admin</Badge> : null}
            </span>
          ),
        },
        { label: "Status", value: <ActiveBadge active={user.active} /> },
        { label: "Organization", value: organizationName(user.organization) },
        { label: "Teams", value: tags(teamNames(user.teams)) },
        { label: "Phone", value: phoneText(user) },
        { label: "Timezone", value: user.timezone },
        { label: "Last login", value: formatDateTime(user.lastLoginAt, "Never") },
        {
          label: "Streak",
          value:
            user.streakDays !== undefined
              ? `${plural(user.streakDays, "day", "days")} (best ${user.maxStreakDays ?? user.streakDays})`
              : null,
        },
        { label: "Intake form", value: user.filledIntakeForm ? "Filled" : "Not filled yet" },
        { label: "Invisible to others", value: user.invisibleToOthers ? "Yes" : "No" },
        { label: "Member since", value: formatDateTime(user.createdAt) },
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
  return (
    <SectionCard
      title="Profile"
      description={description}
      action={
        editHref ? (
          <Link href={editHref} className="text-sm text-primary hover:underline">
            Edit preferences
          </Link>
        ) : null
      }
      contentClassName="grid gap-6"
    >
      {details ? (
        <ProfileSections d={details} />
      ) : (
        <p className="text-sm text-muted-foreground">No profile information yet.</p>
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
  return (
    <>
      <DetailSection
        title="Personal information"
        items={[
          { label: "Preferred name", value: d.preferredName },
          { label: "Gender", value: d.preferredGender ? GENDER_LABELS[d.preferredGender] : null },
          { label: "Birth date", value: formatDay(d.birthDate, "") },
          { label: "Bio", value: d.bio, wide: true },
          { label: "Background", value: d.background, wide: true },
        ]}
      />
      <DetailSection
        title="Preferences"
        items={[
          {
            label: "Language",
            value: d.preferredLanguage ? LANGUAGE_LABELS[d.preferredLanguage] : null,
          },
          { label: "Communication tone", value: d.preferredCommunicationTone },
          { label: "Problem solving", value: d.preferredProblemSolvingApproach },
          { label: "Learning style", value: d.preferredLearningStyle },
          { label: "Feedback style", value: d.preferredFeedbackStyle },
          { label: "Emotional support", value: d.preferredEmotionalSupport },
          { label: "Other preferences", value: d.otherPreferences, wide: true },
        ]}
      />
      <DetailSection
        title="Wellbeing"
        items={[
          {
            label: "Injury status",
            value: d.injuryStatus?.value ? INJURY_LABELS[d.injuryStatus.value] : null,
          },
          { label: "Injury description", value: d.injuryStatus?.description },
          { label: "Stress triggers", value: tags(d.stressTriggers) },
          { label: "Key motivators", value: tags(d.keyMotivators) },
        ]}
      />
    </>
  );
}
