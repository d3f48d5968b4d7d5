/** The §3 fields every document starts with, from a row's id, version and timestamps. */
export function documentBase(row: { id: string; version: number; createdAt: Date; updatedAt: Date }) {
  return { _id: row.id, __v: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt };
}
