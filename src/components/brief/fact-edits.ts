/**
 * How a remembered fact is corrected or forgotten through PUT /users/details (a changed value is a correction the
 * memory step never overrides). Pure: which fields take a typed correction, and the body that forgets a field.
 */
const TEXT_FIELDS = ["preferredCommunicationTone", "preferredLearningStyle", "preferredFeedbackStyle"];
const LIST_FIELDS = ["keyMotivators", "stressTriggers"];

/** Whether the fact can be corrected by typing a new value here (else: forget it, or edit it in the profile). */
export function correctable(field: string): boolean {
  return TEXT_FIELDS.includes(field) || LIST_FIELDS.includes(field);
}

/** The PUT /users/details body that sets a typed correction (lists: comma-separated items). */
export function correctionBody(field: string, text: string): Record<string, unknown> {
  if (LIST_FIELDS.includes(field))
    return {
      [field]: text
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    };
  return { [field]: text.trim() };
}

/** The PUT /users/details body that forgets the field. */
export function forgetBody(field: string): Record<string, unknown> {
  if (TEXT_FIELDS.includes(field)) return { [field]: "" };
  if (LIST_FIELDS.includes(field) || field === "lifeEvents") return { [field]: [] };
  if (field === "injuryStatus") return { injuryStatus: { value: "NA", description: "" } };
  return { [field]: null };
}
