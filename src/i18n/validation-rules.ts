/**
 * The validation and input messages of the contracts (§5's texts, written in English where each rule is), and the
 * account texts of sign-in, and the key in the catalogue's `errors` area each is shown under in the person's
 * language. Contracts stay in English, the API's reference
 * language; the message is translated where it leaves the server (the §8 envelope) or reaches a form.
 */
import { ERROR_CATALOGUE } from "@/lib/errors";

interface Rule {
  pattern: RegExp;
  key: string;
  /** The ICU arguments taken from the match. */
  values?: (match: RegExpExecArray) => Record<string, string | number>;
}

const exact = (text: string, key: string): Rule => ({
  pattern: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  key,
});
const number = (match: RegExpExecArray) => ({ n: Number(match[1]) });

const wait = (match: RegExpExecArray) => ({ n: Number(match[1]), unit: match[2] });

/** The §8 code messages, for texts that reach a toast without their code (the client's own fallbacks). */
const CODE_RULES: Rule[] = Object.entries(ERROR_CATALOGUE).map(([code, { message }]) =>
  exact(message, `codes.${code}`),
);

export const VALIDATION_RULES: Rule[] = [
  ...CODE_RULES,
  exact("Success", "notices.success"),
  // The services' own refusals.
  exact("An e-mail went to them less than 5 minutes ago: try again later", "api.emailTooSoon"),
  exact("Cannot deactivate your own organization", "api.ownOrganizationDeactivate"),
  exact("Cannot delete your own organization", "api.ownOrganizationDelete"),
  exact("Choose a coach or admin of the organisation", "api.chooseStaff"),
  exact("Data can only be loaded into a chat in oracle mode", "api.oracleOnly"),
  exact("Invalid JSON", "api.invalidJson"),
  exact("Invalid filter value", "api.invalidFilterValue"),
  exact("Invalid timezone", "api.invalidTimezone"),
  exact("Must be after the start date", "api.afterStart"),
  exact("Start date must be before end date", "api.startBeforeEnd"),
  exact("Must be one of the agent's allowed modes", "api.agentModes"),
  exact("Only chats with an agent have a greeting", "api.greetingNeedsAgent"),
  exact("Record not found", "api.recordNotFound"),
  exact("Speech-to-speech needs a chat with an agent", "api.voiceNeedsAgent"),
  exact("The invitation e-mail could not be sent", "api.invitationFailed"),
  exact("They have signed in already: they can reset their password", "api.alreadySignedIn"),
  exact("This chat has no agent", "api.noAgent"),
  exact("Unknown filter field", "api.unknownFilterField"),
  exact("Unsupported filter operator", "api.unsupportedFilterOperator"),
  exact("You cannot delete yourself", "api.deleteSelf"),
  exact("You cannot demote or deactivate yourself", "api.demoteSelf"),
  exact("You cannot remove yourself", "api.removeSelf"),
  exact("A file is required", "api.fileRequired"),
  exact("Key does not belong to the section", "api.keyNotInSection"),
  exact("There is no message of yours to answer again in this chat.", "api.nothingToRegenerate"),
  exact("The AI service is busy, please try again in a moment.", "api.aiBusy"),
  exact("The AI service is not available right now, please try again later.", "api.aiUnavailable"),
  exact("A reply is still being written in this chat; wait for it to finish or stop it.", "api.replyRunning"),
  exact("This note is not an AI draft waiting for review.", "api.notADraft"),
  exact("This case is resolved; you can still add a note.", "api.caseResolved"),
  { pattern: /^Cannot search by (.+)$/, key: "api.cannotSearchBy", values: (m) => ({ field: m[1] }) },
  { pattern: /^Cannot sort by (.+)$/, key: "api.cannotSortBy", values: (m) => ({ field: m[1] }) },
  { pattern: /^(.+) cannot be cloned$/, key: "api.cannotClone", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) created successfully$/, key: "notices.created", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) updated successfully$/, key: "notices.updated", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) deleted successfully$/, key: "notices.deleted", values: (m) => ({ item: m[1] }) },
  exact("Your account is not active. Please contact support.", "account.accountInactive"),
  exact("Your session has expired. Please sign in again.", "account.sessionExpired"),
  exact(
    "The organization you belong is no longer active, please contact support!",
    "account.organizationInactive",
  ),
  exact("You are not a member of any organization, please contact support!", "account.noOrganization"),
  exact("Password reset email sent, check your spam folder", "account.passwordResetSent"),
  exact("Error sending password reset email", "account.passwordResetFailed"),
  exact("You are signed out on all your devices.", "account.signedOutEverywhere"),
  {
    pattern: /^Too many sign-in attempts\. Try again in (\d+) (second|minute|hour)s?\.$/,
    key: "account.tooManySignIns",
    values: wait,
  },
  {
    pattern: /^Too many password reset requests\. Try again in (\d+) (second|minute|hour)s?\.$/,
    key: "account.tooManyResets",
    values: wait,
  },
  exact("Field is required", "validation.fieldRequired"),
  exact("This field is required", "validation.thisFieldRequired"),
  exact("Invalid date", "validation.invalidDate"),
  exact("Number must be positive", "validation.positive"),
  exact("Number must be positive or zero", "validation.positiveOrZero"),
  exact("Value must contain only digits, parentheses, hyphens, and dots", "validation.phone"),
  exact("Invalid email", "validation.invalidEmail"),
  exact("Invalid id", "validation.invalidId"),
  exact("Password must be at least 8 characters long", "validation.passwordLength"),
  exact("Password does not match", "validation.passwordMismatch"),
  exact("Role is required", "validation.roleRequired"),
  exact("Use lowercase letters, digits and hyphens", "validation.invalidSlug"),
  exact("Must be one of the goal keywords", "validation.goalKeyword"),
  exact("Deadline date is required for a custom deadline", "validation.deadlineDateRequired"),
  exact("Deadline date must be after the start date", "validation.deadlineBeforeStart"),
  exact("Send either progress or a progress note, not both", "validation.progressAndNote"),
  exact("Agent name is required", "validation.agentNameRequired"),
  exact("At least one mode is required", "validation.modesRequired"),
  exact("Default mode must be one of the allowed modes", "validation.defaultModeNotAllowed"),
  exact("Content is required", "validation.contentRequired"),
  exact("User or team is required", "validation.recipientRequired"),
  exact("File is too large (at most 25 MB)", "validation.fileTooLarge"),
  exact("File is empty", "validation.fileEmpty"),
  exact(
    "This file type is not accepted: upload an image, a PDF, a text file or a recording",
    "validation.fileTypeNotAccepted",
  ),
  exact(
    "Unsupported recording type: send webm, ogg or mp4 (opus), mp3, mpeg or wav audio",
    "validation.recordingType",
  ),
  exact("File not found", "validation.fileNotFound"),
  exact("At least one user is required", "validation.usersRequired"),
  exact("At least one team is required", "validation.teamsRequired"),
  exact("href must be a path inside the app", "validation.hrefInvalid"),
  exact("Enter a number", "validation.enterNumber"),
  exact("Choose a mode", "validation.chooseMode"),
  exact("Choose one agent", "validation.chooseOneAgent"),
  exact("Choose one user", "validation.chooseOneUser"),
  exact("Choose at least one user", "validation.chooseAtLeastOneUser"),
  exact("Must not contain NUL characters", "validation.nul"),
  exact("Must not contain unpaired surrogate characters", "validation.surrogate"),
  exact("Key not allowed", "validation.keyNotAllowed"),
  exact("Must be a finite number", "validation.notFinite"),
  exact("Must be valid percent-encoded UTF-8", "validation.undecodablePath"),
  { pattern: /^Must be at most (\d+) characters$/, key: "validation.maxCharacters", values: number },
  { pattern: /^Must be at least (\d+) characters$/, key: "validation.minCharacters", values: number },
  { pattern: /^Number must be at most (-?[\d.]+)$/, key: "validation.numberMax", values: number },
  { pattern: /^Number must be at least (-?[\d.]+)$/, key: "validation.numberMin", values: number },
  { pattern: /^Must be at most (-?[\d.]+)$/, key: "validation.maxNumber", values: number },
  { pattern: /^Must be at least (-?[\d.]+)$/, key: "validation.minNumber", values: number },
  { pattern: /^Must not be nested more than (\d+) levels deep$/, key: "validation.depth", values: number },
  { pattern: /^Must be at most (\d+) KB$/i, key: "validation.maxKilobytes", values: number },
  { pattern: /^Body must be at most (\d+) MB$/, key: "validation.bodyTooLarge", values: number },
  { pattern: /^Query must be at most (\d+) kB$/, key: "validation.queryTooLong", values: number },
  { pattern: /^At most (\d+) images$/, key: "validation.maxImages", values: number },
  { pattern: /^At most (\d+) conversation starters$/, key: "validation.maxStarters", values: number },
  { pattern: /^Must be one of (.+)$/, key: "validation.oneOf", values: (m) => ({ values: m[1] }) },
  { pattern: /^(.+) not found$/, key: "validation.notFound", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) already exists$/, key: "validation.alreadyExists", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) is required$/, key: "validation.namedRequired", values: (m) => ({ field: m[1] }) },
];

export function validationRule(
  message: string,
): { key: string; values: Record<string, string | number> } | null {
  for (const rule of VALIDATION_RULES) {
    const match = rule.pattern.exec(message);
    if (match) return { key: rule.key, values: rule.values?.(match) ?? {} };
  }
  return null;
}
