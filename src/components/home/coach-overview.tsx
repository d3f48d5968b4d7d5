import { EyeIcon, TrendingDownIcon, UserRoundSearchIcon } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { PAGES, ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import type { AttentionMember, CoachHome } from "@/server/home/types";
import {
  EmptyState,
  LINK_CLASS,
  LinkItem,
  MembersAssessmentsLink,
  OverviewCard,
  OverviewList,
  When,
} from "./overview-card";

const EXCERPT_CHARS = 140;

/** The coach's home: who in their teams needs attention, and the latest observations. */
export function CoachOverview({ home, timeZone }: { home: CoachHome; timeZone: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard
        title="Needs attention"
        description={`No chat or journal for ${home.idleDays} days, or assessments falling over the last ${home.trendDays} days.`}
        Icon={UserRoundSearchIcon}
        more={{ href: ROUTES.users, label: "All members" }}
      >
        {home.attention.length > 0 ? (
          <>
            <ul className="grid gap-3" aria-label="Members who need attention">
              {home.attention.map((member) => (
                <AttentionRow key={member._id} member={member} idleDays={home.idleDays} timeZone={timeZone} />
              ))}
            </ul>
            {home.attentionTotal > home.attention.length ? (
              <p className="mt-3 text-sm text-muted-foreground">
                And {home.attentionTotal - home.attention.length} more.
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState
            text={
              home.members === 0
                ? "No athletes in your teams yet"
                : `Everyone has chatted or written a journal in the last ${home.idleDays} days, and no assessment trend is falling`
            }
            link={{ href: ROUTES.users, label: "see your members" }}
          />
        )}
        <MembersAssessmentsLink />
      </OverviewCard>

      <OverviewCard
        title="Recent observations"
        Icon={EyeIcon}
        more={{ href: ROUTES.coachingNotes, label: "All coaching notes" }}
      >
        <OverviewList
          label="Recent observations"
          items={home.observations}
          empty={{
            text: "No observations yet",
            link: { href: ROUTES.coachingNotes, label: "write one from Coaching notes" },
          }}
        >
          {(note) => (
            <LinkItem
              key={note._id}
              href={PAGES.coachingNotes.view(note._id)}
              title={note.title.trim() || note.content.slice(0, EXCERPT_CHARS)}
            >
              {note.recipient ? (
                <>
                  <Link
                    href={
                      note.recipient.kind === "user"
                        ? PAGES.coachingNotes.byUser(note.recipient._id)
                        : PAGES.coachingNotes.byTeam(note.recipient._id)
                    }
                    className={LINK_CLASS}
                  >
                    {note.recipient.kind === "team" ? `Team ${note.recipient.name}` : note.recipient.name}
                  </Link>
                  {" · "}
                </>
              ) : null}
              <When iso={note.createdAt} timeZone={timeZone} />
            </LinkItem>
          )}
        </OverviewList>
      </OverviewCard>
    </div>
  );
}

function AttentionRow({
  member,
  idleDays,
  timeZone,
}: {
  member: AttentionMember;
  idleDays: number;
  timeZone: string;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <div className="grid min-w-0 gap-0.5">
        <Link href={PAGES.users.view(member._id)} className={cn(LINK_CLASS, "truncate")}>
          {member.name}
        </Link>
        <p className="text-xs text-muted-foreground">
          {member.lastActivityAt ? (
            <>
              Last chat or journal <When iso={member.lastActivityAt} timeZone={timeZone} />
            </>
          ) : (
            "No chat or journal yet"
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {member.reasons.includes("idle") ? <Badge variant="warning">Quiet for {idleDays}+ days</Badge> : null}
        {member.reasons.includes("falling") ? (
          <Badge asChild variant="outline" className="text-destructive">
            <Link href={PAGES.assessments.byUser(member._id)} className={LINK_CLASS}>
              <TrendingDownIcon aria-hidden />
              Assessments down {member.drop}
            </Link>
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
