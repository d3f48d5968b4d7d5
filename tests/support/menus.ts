/**
 * The §2 side menus, as the tests expect them per role and context: written once for the unit tests of the menu
 * rules and the browser tests of the shell.
 */
const START = ["Home", "Chats"] as const;
const ACCOUNT = ["My Account", "Coaching Notes"] as const;
/** Coaches and admins: the safeguarding cases they were told of. */
const CARE = ["Safeguarding"] as const;

export const MENUS = {
  /** An admin (or a master admin acting in an ordinary organisation) with no team chosen. */
  admin: [
    ...START,
    "Journals",
    "Organization",
    ...ACCOUNT,
    ...CARE,
    "Users",
    "Teams",
    "AI Config",
    "Audit trail",
  ],
  /** A master admin in the master organisation: Organizations too. */
  master: [
    ...START,
    "Journals",
    "Organization",
    ...ACCOUNT,
    ...CARE,
    "Users",
    "Organizations",
    "Teams",
    "AI Config",
    "Audit trail",
  ],
  /** A coach with a team chosen. */
  coach: [...START, "Goals", "Journals", "Team", "Profile", ...ACCOUNT, ...CARE, "Users"],
  /** A coach without a team. */
  coachWithoutTeam: [...START, "Goals", "Journals", "Profile", ...ACCOUNT, ...CARE, "Users", "Teams"],
  /** Their coaching notes are the feedback addressed to them: one entry, Feedbacks. */
  athlete: [...START, "Goals", "Journals", "Team", "Profile", "My Account", "Feedbacks"],
} as const;
