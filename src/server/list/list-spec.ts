/**
 * Turns a validated §3 List query into Prisma `where`/`orderBy`/`skip`/`take`, using a per-entity spec that
 * names which API fields may be filtered, sorted and searched. Anything not in the spec is refused with a
 * VALIDATION_ERROR instead of being passed to the database, so a list can never be filtered on a column the
 * caller should not probe.
 */

import { type ListQuery, sortDirection } from "@/lib/contracts/list-query";
import { AppError, type FieldError } from "@/lib/errors";
import { ID_PATTERN } from "@/lib/ids";

export type FieldType = "id" | "string" | "number" | "boolean" | "date" | "enum";

export interface FieldSpec {
  /** Prisma field the API name maps to (e.g. `organization` → `organizationId`); the API name when left out. */
  column?: string;
  type: FieldType;
  /** For enums: the allowed values. */
  values?: readonly string[];
  /** Many-to-many relation of records with an `id`: filters become `some`. */
  relationList?: boolean;
  sortable?: boolean;
  searchable?: boolean;
}

/**
 * The kinds of field the lists repeat, named once: text that sorts and is searched (a name, a title), text that
 * is only searched (a description, a message), an id or a list of ids to filter by, a sortable number, date or
 * yes-or-no, and a yes-or-no only filtered by.
 */
export const FIELD = {
  sortedText: { type: "string", sortable: true, searchable: true },
  searchedText: { type: "string", searchable: true },
  id: { type: "id" },
  ids: { type: "id", relationList: true },
  sortedNumber: { type: "number", sortable: true },
  sortedDate: { type: "date", sortable: true },
  sortedFlag: { type: "boolean", sortable: true },
  flag: { type: "boolean" },
} as const satisfies Record<string, FieldSpec>;

/** The order of most lists: the newest first. */
export const NEWEST_FIRST = { field: "createdAt", order: "desc" } as const;

/** The two timestamps every entity has, sortable. */
export const TIMESTAMP_FIELDS = {
  createdAt: FIELD.sortedDate,
  updatedAt: FIELD.sortedDate,
} as const satisfies Record<string, FieldSpec>;

/** The fields of an entity known by its name and slug (organisations, teams), as the lists filter and sort them. */
export const NAMED_ENTITY_FIELDS = {
  name: FIELD.sortedText,
  slug: FIELD.sortedText,
  description: FIELD.searchedText,
  active: FIELD.sortedFlag,
} as const satisfies Record<string, FieldSpec>;

export interface ListSpec {
  fields: Record<string, FieldSpec>;
  defaultSort: { field: string; order: "asc" | "desc" };
}

type Where = Record<string, unknown>;

const OPERATORS = {
  $in: "in",
  $nin: "notIn",
  $ne: "not",
  $gt: "gt",
  $gte: "gte",
  $lt: "lt",
  $lte: "lte",
} as const;

function invalid(fields: FieldError[]): AppError {
  return new AppError("VALIDATION_ERROR", { fields });
}

function coerce(value: unknown, spec: FieldSpec, path: string): unknown {
  const bad = () => invalid([{ path, message: "Invalid filter value" }]);
  if (value === null) return null;
  switch (spec.type) {
    case "id":
      if (typeof value !== "string" || !ID_PATTERN.test(value)) throw bad();
      return value.toLowerCase();
    case "string":
      if (typeof value !== "string") throw bad();
      return value;
    case "enum":
      if (typeof value !== "string" || !spec.values?.includes(value)) throw bad();
      return value;
    case "number": {
      const n = typeof value === "string" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) throw bad();
      return n;
    }
    case "boolean":
      if (value === "true" || value === true) return true;
      if (value === "false" || value === false) return false;
      throw bad();
    case "date": {
      const d = new Date(value as string);
      if (typeof value === "boolean" || Number.isNaN(d.getTime()))
        throw invalid([{ path, message: "Invalid date" }]);
      return d;
    }
  }
}

function condition(raw: unknown, spec: FieldSpec, path: string): unknown {
  if (Array.isArray(raw)) return { in: raw.map((v, i) => coerce(v, spec, `${path}.${i}`)) };
  if (raw !== null && typeof raw === "object" && !(raw instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [op, v] of Object.entries(raw)) {
      const prismaOp = OPERATORS[op as keyof typeof OPERATORS];
      if (!prismaOp) throw invalid([{ path: `${path}.${op}`, message: "Unsupported filter operator" }]);
      out[prismaOp] = Array.isArray(v)
        ? v.map((x, i) => coerce(x, spec, `${path}.${op}.${i}`))
        : coerce(v, spec, path);
    }
    return out;
  }
  return coerce(raw, spec, path);
}

export function buildFilters(filters: Record<string, unknown>, spec: ListSpec): Where[] {
  const clauses: Where[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    if (raw === undefined) continue;
    const field = spec.fields[key];
    if (!field) throw invalid([{ path: `filters.${key}`, message: "Unknown filter field" }]);
    const cond = condition(raw, field, `filters.${key}`);
    const column = field.column ?? key;
    if (field.relationList) {
      const inner =
        cond !== null && typeof cond === "object" && !(cond instanceof Date) ? cond : { equals: cond };
      clauses.push({ [column]: { some: { id: inner } } });
    } else {
      clauses.push({ [column]: cond });
    }
  }
  return clauses;
}

export function buildSearch(query: ListQuery, spec: ListSpec): Where | undefined {
  const text = query.searchQuery?.trim();
  if (!text) return undefined;
  const searchable = Object.entries(spec.fields).filter(([, f]) => f.searchable);
  const requested = query.searchFields?.length ? query.searchFields : searchable.map(([k]) => k);
  const columns = requested.map((name) => {
    const field = spec.fields[name];
    if (!field?.searchable) throw invalid([{ path: "searchFields", message: `Cannot search by ${name}` }]);
    return field.column ?? name;
  });
  return { OR: columns.map((column) => ({ [column]: { contains: text, mode: "insensitive" } })) };
}

export function buildOrderBy(query: ListQuery, spec: ListSpec): Where[] {
  const name = query.sortBy === "_id" ? "id" : (query.sortBy ?? spec.defaultSort.field);
  const direction = query.sortOrder
    ? sortDirection(query.sortOrder)
    : query.sortBy
      ? "asc"
      : spec.defaultSort.order;
  const field = spec.fields[name];
  const column = name === "id" ? "id" : field?.sortable ? (field.column ?? name) : undefined;
  if (!column) throw invalid([{ path: "sortBy", message: `Cannot sort by ${name}` }]);
  // The id tiebreaker keeps pages stable when many rows share the sort value.
  return column === "id" ? [{ id: direction }] : [{ [column]: direction }, { id: direction }];
}

/** `scope` is the caller's visibility (from the service); filters and search can only narrow it. */
export function buildListArgs(query: ListQuery, spec: ListSpec, scope: Where) {
  const search = buildSearch(query, spec);
  const where: Where = { AND: [scope, ...buildFilters(query.filters, spec), ...(search ? [search] : [])] };
  return {
    where,
    orderBy: buildOrderBy(query, spec),
    skip: (query.page - 1) * query.limit,
    take: query.limit,
  };
}
