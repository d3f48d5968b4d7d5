/**
 * What each `schemaType` of the instruction store provides to the shared dispatch (create, update, delete,
 * get, clone, paginate, find, list). One module per type maps the API fields to its table.
 */
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { ResourceDoc, ResourceType } from "@/lib/contracts/resources/schemas";
import type { Trigger } from "@/lib/contracts/triggers/schemas";
import type { RequestContext } from "@/server/http/context";
import type { ListSpec } from "@/server/list/list-spec";

export type Where = Record<string, unknown>;
/** A record as answered (any type of the store; each module answers its own). */
export type Doc = Sendable<ResourceDoc>;
export type WriteAction = "create" | "update" | "delete" | "clone";

export interface FindManyArgs {
  where: Where;
  orderBy: Where[];
  skip?: number;
  take: number;
}

export interface ResourceModule {
  type: ResourceType;
  /** "Instruction set": for '{item} not found'. */
  label: string;
  listSpec: ListSpec;
  /** The records of this type the caller may see, always inside the organisation they act in. */
  scope(ctx: RequestContext): Where;
  /** Whether the caller may write a record of this type (the endpoint table lets everyone call). */
  mayWrite(ctx: RequestContext, action: WriteAction): boolean;
  updateSchema: z.ZodType;
  exists(where: Where): Promise<boolean>;
  /** The full document of one record (`schemaType` included). */
  detail(id: string): Promise<Doc>;
  findMany(args: FindManyArgs): Promise<Doc[]>;
  /** How many records match, counting at most `take` when given. */
  count(where: Where, take?: number): Promise<number>;
  /** Input is the parsed create body of this type; answers the new id. */
  create(ctx: RequestContext, input: never): Promise<string>;
  update(ctx: RequestContext, id: string, input: never): Promise<void>;
  remove(id: string): Promise<void>;
  /** Absent for types that cannot be cloned. */
  clone?(ctx: RequestContext, id: string): Promise<string>;
}

/**
 * The AI configuration (instruction sets, instructions, prompt templates, keys) of the organisation the caller acts
 * in, for coaches and admins; none of it for athletes, who see an agent's name, description and modes but never
 * the instructions behind it.
 */
export function staffConfigurationScope(ctx: RequestContext): Where {
  return isStaff(ctx) ? { organizationId: ctx.organizationId } : { id: { in: [] } };
}

/** Admins (master admins included) and coaches read and write the AI configuration; athletes neither. */
export function isStaff(ctx: RequestContext): boolean {
  return ctx.user.isAdminMaster || ctx.user.role === "admin" || ctx.user.role === "coach";
}

export function isAdmin(ctx: RequestContext): boolean {
  return ctx.user.isAdminMaster || ctx.user.role === "admin";
}

/** "Name (copy)", kept within `max` characters. */
export function copyName(value: string, max = 255): string {
  const suffix = " (copy)";
  return `${value.slice(0, max - suffix.length)}${suffix}`;
}

/** A triggers column (JSON) as the create and update schemas stored it. */
export function storedTriggers(value: Prisma.JsonValue): Trigger[] {
  return value as unknown as Trigger[];
}
