/**
 * The validation and input messages of the contracts (§5's texts, written in English where each rule is) and the
 * catalogue key each is shown under in the person's language. Contracts stay in English, the API's reference
 * language; the message is translated where it leaves the server (the §8 envelope) or reaches a form.
 */

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

export const VALIDATION_RULES: Rule[] = [
  exact("Field is required", "fieldRequired"),
  exact("This field is required", "thisFieldRequired"),
  exact("Invalid date", "invalidDate"),
  exact("Number must be positive", "positive"),
  exact("Number must be positive or zero", "positiveOrZero"),
  exact("Value must contain only digits, parentheses, hyphens, and dots", "phone"),
  exact("Invalid email", "invalidEmail"),
  exact("Invalid id", "invalidId"),
  exact("Password must be at least 8 characters long", "passwordLength"),
  exact("Password does not match", "passwordMismatch"),
  exact("Role is required", "roleRequired"),
  exact("Use lowercase letters, digits and hyphens", "invalidSlug"),
  exact("Must be one of the goal keywords", "goalKeyword"),
  exact("Deadline date is required for a custom deadline", "deadlineDateRequired"),
  exact("Deadline date must be after the start date", "deadlineBeforeStart"),
  exact("Send either progress or a progress note, not both", "progressAndNote"),
  exact("Agent name is required", "agentNameRequired"),
  exact("At least one mode is required", "modesRequired"),
  exact("Default mode must be one of the allowed modes", "defaultModeNotAllowed"),
  exact("Content is required", "contentRequired"),
  exact("User or team is required", "recipientRequired"),
  exact("File is too large (at most 25 MB)", "fileTooLarge"),
  exact("File is empty", "fileEmpty"),
  exact(
    "This file type is not accepted: upload an image, a PDF, a text file or a recording",
    "fileTypeNotAccepted",
  ),
  exact("Unsupported recording type: send webm, ogg or mp4 (opus), mp3, mpeg or wav audio", "recordingType"),
  exact("File not found", "fileNotFound"),
  exact("At least one user is required", "usersRequired"),
  exact("At least one team is required", "teamsRequired"),
  exact("href must be a path inside the app", "hrefInvalid"),
  exact("Enter a number", "enterNumber"),
  exact("Choose a mode", "chooseMode"),
  exact("Choose one agent", "chooseOneAgent"),
  exact("Choose one user", "chooseOneUser"),
  exact("Choose at least one user", "chooseAtLeastOneUser"),
  exact("Must not contain NUL characters", "nul"),
  exact("Must not contain unpaired surrogate characters", "surrogate"),
  exact("Key not allowed", "keyNotAllowed"),
  exact("Must be a finite number", "notFinite"),
  exact("Must be valid percent-encoded UTF-8", "undecodablePath"),
  { pattern: /^Must be at most (\d+) characters$/, key: "maxCharacters", values: number },
  { pattern: /^Must be at least (\d+) characters$/, key: "minCharacters", values: number },
  { pattern: /^Number must be at most (-?[\d.]+)$/, key: "numberMax", values: number },
  { pattern: /^Number must be at least (-?[\d.]+)$/, key: "numberMin", values: number },
  { pattern: /^Must be at most (-?[\d.]+)$/, key: "maxNumber", values: number },
  { pattern: /^Must be at least (-?[\d.]+)$/, key: "minNumber", values: number },
  { pattern: /^Must not be nested more than (\d+) levels deep$/, key: "depth", values: number },
  { pattern: /^Must be at most (\d+) KB$/i, key: "maxKilobytes", values: number },
  { pattern: /^Body must be at most (\d+) MB$/, key: "bodyTooLarge", values: number },
  { pattern: /^Query must be at most (\d+) kB$/, key: "queryTooLong", values: number },
  { pattern: /^At most (\d+) images$/, key: "maxImages", values: number },
  { pattern: /^At most (\d+) conversation starters$/, key: "maxStarters", values: number },
  { pattern: /^Must be one of (.+)$/, key: "oneOf", values: (m) => ({ values: m[1] }) },
  { pattern: /^(.+) not found$/, key: "notFound", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) already exists$/, key: "alreadyExists", values: (m) => ({ item: m[1] }) },
  { pattern: /^(.+) is required$/, key: "namedRequired", values: (m) => ({ field: m[1] }) },
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
