import type { ListQuery } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { paginate } from "@/server/list/paginate";
import { usersListSpec } from "./list-spec";
import { visibleUsers } from "./scope";
import { type UserRow, userDocument, userInclude } from "./user-document";

export function paginateUsers(ctx: RequestContext, query: ListQuery) {
  return paginate(db.user, query, usersListSpec, {
    scope: visibleUsers(ctx),
    include: userInclude,
    toDoc: (row) => userDocument(row as unknown as UserRow),
  });
}
