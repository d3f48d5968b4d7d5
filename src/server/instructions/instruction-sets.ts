/** schemaType "instruction-set" → table InstructionSet (assignments are implicit many-to-many relations). */
import type { Instruction, Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type {
  CreateInstructionSetInput,
  InstructionSetDoc,
  UpdateResourceInput,
} from "@/lib/contracts/resources/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { checkAssignments, relationIds } from "@/server/resource-module/checks";
import { copyName, type ResourceModule, storedTriggers } from "@/server/resource-module/module";
import { staffConfiguration, tableAccess } from "@/server/resource-module/table-access";
import { instructionOrder, setInstructionDocument } from "./instructions";

const idOnly = { select: { id: true } } as const;

/** In lists a set carries its assignment ids and `instructionsCount`. */
const listInclude = {
  toOrganizations: idOnly,
  toUsers: idOnly,
  toTeams: idOnly,
  toAgents: idOnly,
  _count: { select: { instructions: true } },
} as const satisfies Prisma.InstructionSetInclude;

/** A single set also carries its instructions, by placement (start, middle, end) and then order. */
const detailInclude = { ...listInclude, instructions: { orderBy: instructionOrder } } as const;

/** A set as read with `listInclude`, and with its instructions when read with `detailInclude`. */
type SetRow = Prisma.InstructionSetGetPayload<{ include: typeof listInclude }> & {
  instructions?: Instruction[];
};

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

function setDocument(row: SetRow): Sendable<InstructionSetDoc> {
  return {
    ...documentBase(row),
    name: row.name,
    description: row.description,
    triggers: storedTriggers(row.triggers),
    active: row.active,
    organization: row.organizationId,
    assignToEverybody: row.assignToEverybody,
    toOrganizations: idsOf(row.toOrganizations),
    toUsers: idsOf(row.toUsers),
    toTeams: idsOf(row.toTeams),
    toAgents: idsOf(row.toAgents),
    instructionsCount: row._count.instructions,
    ...(row.instructions ? { instructions: row.instructions.map(setInstructionDocument) } : {}),
    schemaType: "instruction-set",
  };
}

const listSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    name: FIELD.sortedText,
    description: FIELD.searchedText,
    active: FIELD.sortedFlag,
    assignToEverybody: FIELD.sortedFlag,
    toOrganizations: FIELD.ids,
    toUsers: FIELD.ids,
    toTeams: FIELD.ids,
    toAgents: FIELD.ids,
    ...TIMESTAMP_FIELDS,
  },
};

export const instructionSetModule: ResourceModule = {
  ...staffConfiguration("instruction-set", listSpec),
  ...tableAccess(db.instructionSet, setDocument, detailInclude, listInclude),
  async create(ctx: RequestContext, input: CreateInstructionSetInput) {
    const { schemaType: _, toOrganizations, toUsers, toTeams, toAgents, ...fields } = input;
    const to = await checkAssignments(ctx, { toOrganizations, toUsers, toTeams, toAgents });
    const row = await db.instructionSet.create({
      data: {
        ...fields,
        organizationId: ctx.organizationId,
        toOrganizations: relationIds(to.toOrganizations, "connect"),
        toUsers: relationIds(to.toUsers, "connect"),
        toTeams: relationIds(to.toTeams, "connect"),
        toAgents: relationIds(to.toAgents, "connect"),
      },
      select: { id: true },
    });
    return row.id;
  },
  /** Assignment lists, when given, replace the stored ones. */
  async update(ctx: RequestContext, id: string, input: UpdateResourceInput<"instruction-set">) {
    const { schemaType: _, toOrganizations, toUsers, toTeams, toAgents, ...fields } = input;
    const to = await checkAssignments(ctx, { toOrganizations, toUsers, toTeams, toAgents });
    await db.instructionSet.update({
      where: { id },
      data: {
        ...fields,
        toOrganizations: relationIds(to.toOrganizations, "set"),
        toUsers: relationIds(to.toUsers, "set"),
        toTeams: relationIds(to.toTeams, "set"),
        toAgents: relationIds(to.toAgents, "set"),
      },
    });
  },
  /** The set's instructions go with it (onDelete: Cascade). */
  /**
   * A copy named "<name> (copy)" with the same fields and assignments, and a copy of each of its instructions
   * (names unchanged) in the new set, in one transaction.
   */
  async clone(_ctx, id) {
    const source = await db.instructionSet.findUniqueOrThrow({
      where: { id },
      include: { ...listInclude, instructions: true },
    });
    return db.$transaction(async (tx) => {
      const set = await tx.instructionSet.create({
        data: {
          name: copyName(source.name),
          description: source.description,
          triggers: source.triggers ?? [],
          active: source.active,
          assignToEverybody: source.assignToEverybody,
          organizationId: source.organizationId,
          toOrganizations: { connect: source.toOrganizations },
          toUsers: { connect: source.toUsers },
          toTeams: { connect: source.toTeams },
          toAgents: { connect: source.toAgents },
        },
        select: { id: true },
      });
      if (source.instructions.length > 0) {
        await tx.instruction.createMany({
          data: source.instructions.map(({ id: _i, version, createdAt, updatedAt, triggers, ...rest }) => ({
            ...rest,
            triggers: triggers ?? [],
            instructionSetId: set.id,
          })),
        });
      }
      return set.id;
    });
  },
};
