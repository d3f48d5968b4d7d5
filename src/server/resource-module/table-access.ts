/**
 * What every module of the store does the same way: the type's declarations, and the reads, count, `exists` and
 * delete of its table. A module then writes only what is its own: the document, the list fields, create, update,
 * clone, and who may see and write.
 */

import { RESOURCE_LABELS, type ResourceType, updateResourceSchemas } from "@/lib/contracts/resources/schemas";
import type { ListSpec } from "@/server/list/list-spec";
import {
  type Doc,
  type FindManyArgs,
  isStaff,
  type ResourceModule,
  staffConfigurationScope,
  type Where,
} from "./module";

type Include = Record<string, unknown>;

/** The calls of a Prisma table (`db.instruction`…) the shared reads use. */
interface Table {
  findUniqueOrThrow(args: { where: { id: string }; include?: Include }): PromiseLike<unknown>;
  findMany(args: FindManyArgs & { include?: Include }): PromiseLike<unknown[]>;
  count(args: { where: Where; take?: number }): PromiseLike<number>;
  delete(args: { where: { id: string } }): PromiseLike<unknown>;
}

/**
 * The reads of a module from its table: each row answered as `document`, read with `include` when the document
 * needs related rows (`listInclude` in lists, when they need fewer). The caller keeps them in step: `Row` is what
 * the includes read.
 */
export function tableAccess<Row>(
  table: Table,
  document: (row: Row) => Doc,
  include?: Include,
  listInclude = include,
): Pick<ResourceModule, "exists" | "detail" | "findMany" | "count" | "remove"> {
  const one = include ? { include } : {};
  const many = listInclude ? { include: listInclude } : {};
  return {
    exists: async (where) => (await table.count({ where })) > 0,
    detail: async (id) => document((await table.findUniqueOrThrow({ where: { id }, ...one })) as Row),
    findMany: async (args) => ((await table.findMany({ ...args, ...many })) as Row[]).map(document),
    count: (where, take) => Promise.resolve(table.count({ where, take })),
    remove: async (id) => {
      await table.delete({ where: { id } });
    },
  };
}

/** A type's label (for '{item} not found'), list fields and update schema. */
export function declarationsOf(type: ResourceType, listSpec: ListSpec) {
  return { type, label: RESOURCE_LABELS[type], listSpec, updateSchema: updateResourceSchemas[type] };
}

/** A type of the AI configuration: coaches and admins read and write it, inside the organisation they act in. */
export function staffConfiguration(type: ResourceType, listSpec: ListSpec) {
  return { ...declarationsOf(type, listSpec), scope: staffConfigurationScope, mayWrite: isStaff };
}
