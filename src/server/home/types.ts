/**
 * What each role's home overview (/dashboard) shows, as plain JSON-ready shapes: the server services in this
 * folder build them and the components in src/components/home render them, so both agree on one type.
 */

export interface AthleteHome {
  /** The chat to continue: the caller's most recently active chat that is not archived. */
  lastChat: { _id: string; title: string; agentName: string | null; closed: boolean; at: string } | null;
  /** In-progress goals, the closest deadline first (goals without one last). */
  goals: { _id: string; title: string; progress: number; deadlineDate: string | null }[];
  activeGoals: number;
  /** Feedback notifications the caller has not read yet (athletes see only feedback among coaching notes). */
  feedback: { unread: number; items: { _id: string; title: string; message: string; createdAt: string }[] };
  /** Consecutive active days; `days` is 0 once a whole day has passed without activity. */
  streak: { days: number; max: number };
}

export type AttentionReason = "idle" | "falling";

export interface AttentionMember {
  _id: string;
  name: string;
  reasons: AttentionReason[];
  /** The member's last chat message or journal entry, null when there has never been one. */
  lastActivityAt: string | null;
  /** How far the average assessment fell between the two windows (points on the 1–10 scale), when it fell. */
  drop: number | null;
}

export interface CoachHome {
  idleDays: number;
  trendDays: number;
  members: number;
  attention: AttentionMember[];
  attentionTotal: number;
  observations: {
    _id: string;
    title: string;
    content: string;
    createdAt: string;
    recipient: { kind: "user" | "team"; _id: string; name: string } | null;
  }[];
}

export interface AdminHome {
  usage: { members: number; signedInRecently: number; chats: number; journals: number };
  usageDays: number;
  signInDays: number;
  agents: { total: number; active: number; items: { _id: string; name: string; active: boolean }[] };
  signIns: { _id: string; name: string; email: string; role: string; lastLoginAt: string }[];
}
