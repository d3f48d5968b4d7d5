/**
 * Loaded data as compact Markdown for the model (and for people who may view a chat's hidden info). Order is
 * fixed (organisations, teams, users by name; newest dated records first), enum values are shown in the spec's
 * spelling (in-progress, not in_progress), long texts are cut, and the whole text is capped at
 * ORACLE_CONTENT_MAX characters with a note saying so.
 */
import type { DateRange } from "./date-range";
import type { OracleRecords } from "./oracle-records";
import type { OracleTargets } from "./oracle-scope";

export const ORACLE_CONTENT_MAX = 60_000;
/** Per user: the newest journal entries and chat summaries shown. */
export const ORACLE_ENTRIES_PER_USER = 15;
const EXCERPT_MAX = 400;

const TRUNCATED_NOTE = `\n\n_(Truncated: the loaded data is longer than ${ORACLE_CONTENT_MAX} characters; load fewer users or a shorter date range.)_`;

/** Prisma enum identifiers use `_` where the spec's values use `-` (in_progress → in-progress, en_US → en-US). */
export function specSpelling(value: string): string {
  return value.replaceAll("_", "-");
}

function clip(text: string | null | undefined, max = EXCERPT_MAX): string {
  const flat = (text ?? "").trim().replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function dayFormatter(timezone: string) {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return (date: Date | null | undefined) => (date ? format.format(date) : "");
}

/** Trait assessments and life events are JSON ({title, description, when?}), alone or in a list. */
function traits(value: unknown): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .map((item) => {
      if (typeof item !== "object" || item === null) return clip(String(item ?? ""), 200);
      const { title, description, when } = item as Record<string, unknown>;
      const head = [title, when].filter((v) => typeof v === "string" && v.trim() !== "").join(", ");
      const body = typeof description === "string" ? clip(description, 200) : "";
      return [head, body].filter(Boolean).join(": ");
    })
    .filter(Boolean)
    .join("; ");
}

type User = OracleRecords["users"][number];

function profileLines(details: User["details"]): string[] {
  if (!details) return [];
  const fields: [string, string][] = [
    ["Preferred name", clip(details.preferredName)],
    ["Bio", clip(details.bio)],
    ["Background", clip(details.background)],
    ["Key motivators", details.keyMotivators.join(", ")],
    ["Stress triggers", details.stressTriggers.join(", ")],
    [
      "Injury status",
      [
        details.injuryStatusValue ? specSpelling(details.injuryStatusValue) : "",
        clip(details.injuryStatusDescription),
      ]
        .filter(Boolean)
        .join(": "),
    ],
    ["Preferred emotional support", clip(details.preferredEmotionalSupport)],
    ["Risk profile", clip(details.riskProfile)],
    ["Communication tone", clip(details.preferredCommunicationTone)],
    ["Feedback style", clip(details.preferredFeedbackStyle)],
    ["Learning style", clip(details.preferredLearningStyle)],
    ["Problem-solving approach", clip(details.preferredProblemSolvingApproach)],
    ["Other preferences", clip(details.otherPreferences)],
    ["Life events", traits(details.lifeEvents)],
    ["Personality traits", traits(details.personalityTraits)],
    ["Personal growth focus", traits(details.personalGrowthFocus)],
    ["Recurring challenges", traits(details.recurringChallenges)],
    ["Coping mechanisms", traits(details.copingMechanisms)],
  ];
  return fields.filter(([, value]) => value !== "").map(([label, value]) => `  - ${label}: ${value}`);
}

function groupBy<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
  return map;
}

function assessmentLines(rows: OracleRecords["assessments"], day: (d: Date) => string): string[] {
  const byKey = new Map<string, OracleRecords["assessments"]>();
  for (const row of rows) {
    const key = `${row.section}/${row.key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return [...byKey.keys()].sort().map((key) => {
    const values = byKey.get(key) ?? [];
    const latest = values[values.length - 1];
    const average = values.reduce((sum, v) => sum + v.value, 0) / values.length;
    return `  - ${key}: latest ${latest.value} (${day(latest.date)}), average ${average.toFixed(1)} of ${values.length}`;
  });
}

export interface RenderInput {
  records: OracleRecords;
  targets: OracleTargets;
  range: DateRange;
  timezone: string;
}

export function renderOracleData({ records, targets, range, timezone }: RenderInput): {
  content: string;
  truncated: boolean;
} {
  const day = dayFormatter(timezone);
  const lines: string[] = [
    "# Loaded data",
    `Date range: ${day(range.start)} to ${day(range.end)} (${plural(range.days, "day")}).`,
  ];
  const { dropped } = targets;
  if (dropped.users + dropped.teams + dropped.organizations > 0) {
    lines.push(
      `Not loaded, outside what you may see: ${plural(dropped.users, "user")}, ${plural(dropped.teams, "team")}, ${plural(dropped.organizations, "organization")}.`,
    );
  }
  if (targets.omittedUsers > 0) {
    lines.push(
      `Only the first ${records.users.length} users by name are loaded; ${targets.omittedUsers} more are not.`,
    );
  }

  if (records.organizations.length > 0) {
    lines.push("", "## Organizations");
    for (const org of records.organizations) {
      lines.push(`- ${org.name}: ${plural(org._count.users, "member")}, ${plural(org._count.teams, "team")}`);
    }
  }
  if (records.teams.length > 0) {
    lines.push("", "## Teams");
    for (const team of records.teams) {
      lines.push(`- ${team.name} (${team.organization.name}): ${plural(team._count.users, "member")}`);
    }
  }

  const goals = groupBy(records.goals);
  const journals = groupBy(records.journalEntries);
  const assessments = groupBy(records.assessments);
  lines.push("", "## Users");
  if (records.users.length === 0) lines.push("No users.");
  for (const user of records.users) {
    lines.push("", `### ${user.name}`);
    const about = [
      user.role === "user" ? "role user (athlete)" : `role ${user.role}`,
      user.active ? "" : "inactive",
      user.organization?.name ?? "",
    ];
    lines.push(`- About: ${about.filter(Boolean).join(", ")}`);
    lines.push(`- Teams: ${user.teams.map((t) => t.name).join(", ") || "none"}`);
    const profile = profileLines(user.details);
    if (profile.length > 0) lines.push("- Profile:", ...profile);

    const userGoals = goals.get(user.id) ?? [];
    lines.push(`- Goals: ${userGoals.length === 0 ? "none" : ""}`.trimEnd());
    for (const goal of userGoals) {
      const deadline = [goal.deadline ? specSpelling(goal.deadline) : "", day(goal.deadlineDate)].filter(
        Boolean,
      );
      const facts = [
        specSpelling(goal.status),
        `${goal.progress}%`,
        goal.priority ? `priority ${goal.priority}` : "",
        deadline.length > 0 ? `deadline ${deadline.join(" ")}` : "",
        goal.completedDate ? `completed ${day(goal.completedDate)}` : "",
      ];
      lines.push(
        `  - "${clip(goal.title, 200)}" (${facts.filter(Boolean).join(", ")}): ${clip(goal.target, 200)}`,
      );
      for (const note of goal.notes) {
        const progress = note.progress === null ? "" : ` [${note.progress}%]`;
        const text = [clip(note.title, 200), clip(note.justification, 300)].filter(Boolean).join(": ");
        lines.push(`    - note ${day(note.createdAt)}${progress}: ${text}`);
      }
    }

    const entries = journals.get(user.id) ?? [];
    lines.push(`- Journal entries: ${entries.length === 0 ? "none" : ""}`.trimEnd());
    for (const entry of entries.slice(0, ORACLE_ENTRIES_PER_USER)) {
      lines.push(`  - ${day(entry.date)} "${clip(entry.title, 200)}": ${clip(entry.text)}`);
    }
    if (entries.length > ORACLE_ENTRIES_PER_USER)
      lines.push(`  - …and ${entries.length - ORACLE_ENTRIES_PER_USER} older entries`);

    const chats = records.chats.filter((c) => c.users.some((u) => u.id === user.id));
    lines.push(`- Chat summaries: ${chats.length === 0 ? "none" : ""}`.trimEnd());
    for (const chat of chats.slice(0, ORACLE_ENTRIES_PER_USER)) {
      const keywords = chat.keywords.length > 0 ? ` (keywords: ${chat.keywords.join(", ")})` : "";
      lines.push(
        `  - ${day(chat.createdAt)} "${clip(chat.title ?? "Untitled", 200)}": ${clip(chat.summary)}${keywords}`,
      );
    }
    if (chats.length > ORACLE_ENTRIES_PER_USER)
      lines.push(`  - …and ${chats.length - ORACLE_ENTRIES_PER_USER} older chats`);

    const values = assessmentLines(assessments.get(user.id) ?? [], day);
    lines.push(`- Assessments: ${values.length === 0 ? "none" : ""}`.trimEnd(), ...values);
  }

  const content = lines.join("\n");
  if (content.length <= ORACLE_CONTENT_MAX) return { content, truncated: false };
  const room = ORACLE_CONTENT_MAX - TRUNCATED_NOTE.length;
  const cut = content.lastIndexOf("\n", room);
  return { content: content.slice(0, cut > 0 ? cut : room) + TRUNCATED_NOTE, truncated: true };
}
