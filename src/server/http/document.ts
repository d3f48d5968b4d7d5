/**
 * Keeps the spec's document shape on top of relational rows: `id` → `_id`, `version` → `__v`, and each
 * foreign key column back to the spec's field name (`organizationId` → `organization`) unless the relation
 * itself was loaded, in which case that field holds the nested document. The renames are an explicit list,
 * because the spec also has real fields that end in "Id" (firebaseId, threadId, goalId, slugId…).
 */
type Row = Record<string, unknown>;

export const RELATION_KEYS: Readonly<Record<string, string>> = {
  organizationId: "organization",
  userId: "user",
  teamId: "team",
  createdById: "createdBy",
  updatedById: "updatedBy",
  chatId: "chat",
  agentId: "agent",
  detailsId: "details",
  instructionSetId: "instructionSet",
  toUserId: "toUser",
  toTeamId: "toTeam",
  toOrganizationId: "toOrganization",
  authorId: "author",
};

function isPlainObject(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !(value instanceof Date) && !Array.isArray(value);
}

function convert(value: unknown, renames: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, renames));
  if (isPlainObject(value) && "id" in value) return toDocument(value, { renames });
  return value;
}

export function toDocument(
  row: Row,
  options: { omit?: readonly string[]; renames?: Readonly<Record<string, string>> } = {},
): Row {
  const renames = options.renames ?? RELATION_KEYS;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (options.omit?.includes(key)) continue;
    const renamed = renames[key];
    if (key === "id") out._id = value;
    else if (key === "version") out.__v = value;
    else if (renamed && renamed in row) continue;
    else if (renamed) out[renamed] = value;
    else out[key] = convert(value, renames);
  }
  return out;
}

/** The §3 fields every document starts with, from a row's id, version and timestamps. */
export function documentBase(row: { id: string; version: number; createdAt: Date; updatedAt: Date }) {
  return { _id: row.id, __v: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt };
}
