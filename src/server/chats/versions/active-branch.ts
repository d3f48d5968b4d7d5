/**
 * A chat's messages form a tree once a message is edited or a reply regenerated (versions, not overwrites): the
 * active branch is what the person chose to see, and all that the history, the model, summaries, assessments,
 * search and export read. Messages set aside carry the id of their set in "inactiveBranch" (versions.ts).
 */

/** Prisma's filter for messages on the active branch. */
export const ON_ACTIVE_BRANCH = { inactiveBranch: null } as const;

/** The same in SQL, for the message alias `m`. */
export const onActiveBranchSql = (m = "m") => `${m}."inactiveBranch" is null`;
