/** Record ids (§5: text or 24-hex object ids; ours are always 24 hex digits, answered in lowercase). */
export const ID_PATTERN = /^[0-9a-fA-F]{24}$/;

/** Whether `value` is a record id. */
export const isId = (value: unknown): value is string => typeof value === "string" && ID_PATTERN.test(value);
